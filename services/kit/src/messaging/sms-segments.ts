// How carriers split a text into messages, which is what each text costs and how long it may be.
// GSM 03.38 is the alphabet of 7-bit texts: 160 septets fit one message, and a longer text goes in
// parts of 153 (7 septets of each carry the header that joins them). An extension character takes an
// escape and so two septets, which a part never splits. One character outside the alphabet makes the
// whole text UCS-2: 70 code units in one message, else 67 a part, never splitting a surrogate pair.

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

/** The encoding a text is sent in. */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The encoding `body` needs: GSM-7 when every character is in its alphabet, else UCS-2. */
export function smsEncoding(body: string): SmsEncoding {
  for (const character of body) {
    if (!GSM7_BASIC.has(character) && !GSM7_EXTENSION.has(character)) return 'UCS-2';
  }
  return 'GSM-7';
}

/** How many units of its encoding each character of `body` takes, in order. */
function unitsOf(body: string, encoding: SmsEncoding): number[] {
  const units: number[] = [];
  for (const character of body) {
    if (encoding === 'UCS-2') units.push(character.length);
    else units.push(GSM7_EXTENSION.has(character) ? 2 : 1);
  }
  return units;
}

/**
 * How many messages `body` takes, as carriers count them: in GSM-7, 160 septets in one, else parts of
 * 153; with any other character the whole text is UCS-2, 70 code units in one, else parts of 67. A
 * character is never split between parts.
 */
export function smsSegments(body: string): number {
  const encoding = smsEncoding(body);
  const units = unitsOf(body, encoding);
  const single = encoding === 'GSM-7' ? 160 : 70;
  const part = encoding === 'GSM-7' ? 153 : 67;
  const total = units.reduce((sum, size) => sum + size, 0);
  if (total <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of units) {
    if (used + size > part) {
      parts++;
      used = 0;
    }
    used += size;
  }
  return parts;
}
