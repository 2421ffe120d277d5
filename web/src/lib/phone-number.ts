const NORTH_AMERICAN = /^\+1(\d{3})(\d{3})(\d{4})$/;

/**
 * An E.164 number (`+15005550006`) the way people write it: `(500) 555-0006` for a North American
 * number; any other country's number stays in E.164, which is how it is dialled from here.
 */
export function formatPhoneNumber(e164: string): string {
  const parts = NORTH_AMERICAN.exec(e164);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : e164;
}

/** The `sms:` address that opens the phone's messaging app addressed to the number. */
export function smsHref(e164: string): string {
  return `sms:${e164.replace(/[^\d+]/g, '')}`;
}
