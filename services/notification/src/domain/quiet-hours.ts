// No text goes out at night where the person is: from 9 pm until 8 am in their time zone, a text is
// held and sent at 8 am. Answers to a text they just sent and codes they just asked for are not held
// (the sender decides that; this only tells when the night ends).

/** The hour quiet hours start, in the person's time zone. */
export const QUIET_FROM_HOUR = 21;
/** The hour they end. */
export const QUIET_UNTIL_HOUR = 8;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone` at `instant`. */
function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the wall clock of `timeZone` reads `hour`:00 on the given day. The zone's offset is read
 * at a first guess and again at the corrected one, so a day on which the clocks change lands on the
 * offset in force at that hour.
 */
function instantAt(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** Whether `timeZone` is one the runtime knows. */
function knownZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the quiet hours around `instant` end for a person in `timeZone` (8 am the same morning, or the
 * next one after 9 pm), or null when `instant` is outside them and a text may go at once. A zone the
 * runtime does not know gives way to `fallbackZone` (the configured default).
 */
export function quietHoursEnd(instant: Date, timeZone: string | null, fallbackZone: string): Date | null {
  const zone = timeZone !== null && knownZone(timeZone) ? timeZone : fallbackZone;
  const wall = wallTime(instant, zone);
  if (wall.hour >= QUIET_UNTIL_HOUR && wall.hour < QUIET_FROM_HOUR) return null;
  if (wall.hour < QUIET_UNTIL_HOUR) return instantAt(wall.year, wall.month, wall.day, QUIET_UNTIL_HOUR, zone);
  // After 9 pm: the next calendar day, found through UTC so month and year ends roll over.
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return instantAt(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), QUIET_UNTIL_HOUR, zone);
}
