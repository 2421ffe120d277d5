/**
 * A phone number in E.164 form (`+19165550142`), as Twilio sends it and identity announces it, so the
 * same phone always finds the same account: a US number of 10 digits (or 11 with the leading 1) gets
 * +1, a number already written with + keeps its digits. Null when the text is not a phone number.
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}
