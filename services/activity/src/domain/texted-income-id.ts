import { createHash } from 'node:crypto';

/**
 * The id of the pay record a text becomes, derived from the text's id (a name-based UUID, version 5
 * in form): the same text always names the same record, so it never records two payments, even when
 * it arrives as two different events.
 */
export function incomeIdOfText(messageSid: string): string {
  const hex = createHash('sha1').update(`sms-income:${messageSid}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
