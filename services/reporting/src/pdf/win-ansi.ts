// The PDF standard fonts (Helvetica) cover the Windows-1252 characters only: Latin-1 plus a few
// typographic signs. Anything else would print as a wrong glyph, so it becomes '?'.
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** `text` with line breaks and odd spaces made plain spaces and every character the fonts lack made '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n|[\r\n\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(char)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0x200b && code <= 0x200f)) continue;
    else out += '?';
  }
  return out;
}
