// Zones around the world, one at least of which is in its daytime at any hour.
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Pacific/Noumea',
  'Australia/Brisbane',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Bangkok',
  'Asia/Dhaka',
  'Asia/Karachi',
  'Asia/Dubai',
  'Europe/Moscow',
  'Europe/Athens',
  'Europe/Madrid',
  'Europe/London',
  'Atlantic/Azores',
  'America/Sao_Paulo',
  'America/Halifax',
];

/**
 * A time zone where it is now between 9 am and 7 pm, so that a test never runs into the quiet hours
 * (9 pm to 8 am) during which texts are held until morning, whatever the hour it runs at.
 */
export function daytimeZone(now: Date): string {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  const zone = ZONES.find((candidate) => hourIn(candidate) >= 9 && hourIn(candidate) < 19);
  if (!zone) throw new Error(`no zone in its daytime at ${now.toISOString()}`);
  return zone;
}
