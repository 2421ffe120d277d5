import { createHmac } from 'node:crypto';

/**
 * Twilio's `X-Twilio-Signature`: HMAC-SHA1 with the account's auth token over the full URL it posted
 * to followed by every form field, sorted by name, as name then value; base64.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => `${text}${name}${fields[name]}`, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}
