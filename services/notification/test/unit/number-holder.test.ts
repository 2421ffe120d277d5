import { describe, expect, it } from 'vitest';
import { holderOfNumber } from '../../src/domain/number-holder.js';

const confirmed = (id: string) => ({ id, phoneVerified: true });
const typedIn = (id: string) => ({ id, phoneVerified: false });

describe('whose texts a number sends', () => {
  it('is nobody’s when no account gave it', () => {
    expect(holderOfNumber([])).toEqual({ kind: 'unknown' });
  });

  it('is nobody’s yet when the accounts that gave it never confirmed it', () => {
    expect(holderOfNumber([typedIn('a')])).toEqual({ kind: 'unconfirmed' });
    expect(holderOfNumber([typedIn('a'), typedIn('b')])).toEqual({ kind: 'unconfirmed' });
  });

  it('is the confirming account’s, however many others typed it in', () => {
    expect(holderOfNumber([confirmed('a')])).toEqual({ kind: 'owner', account: confirmed('a') });
    expect(holderOfNumber([typedIn('a'), confirmed('b'), typedIn('c')])).toEqual({
      kind: 'owner',
      account: confirmed('b'),
    });
  });

  it('is shared while two accounts hold it confirmed', () => {
    expect(holderOfNumber([confirmed('a'), confirmed('b')])).toEqual({ kind: 'shared' });
  });
});
