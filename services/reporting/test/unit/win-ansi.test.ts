import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../../src/pdf/win-ansi.js';

describe('text for the standard PDF fonts', () => {
  it('keeps Spanish and the typographic signs the fonts have', () => {
    expect(toWinAnsi('Capacitación — «año» ¿sí? 5 €')).toBe('Capacitación — «año» ¿sí? 5 €');
  });

  it('turns line breaks and odd spaces into spaces', () => {
    expect(toWinAnsi('one\r\ntwo\nthree\tfour\u202fPM')).toBe('one two three four PM');
  });

  it('replaces what the fonts lack and drops invisible characters', () => {
    expect(toWinAnsi('Shift 🙂 at 図書館\u200b\u0007')).toBe('Shift ? at ???');
  });
});
