import { unknownMonth, type VerificationMonth } from '@tracker/contracts/http/verifications';
import { describe, expect, it } from 'vitest';
import { sameAnswer } from '../../src/domain/verification-month.js';

const answer: VerificationMonth = {
  ...unknownMonth('2027-03'),
  status: 'not_met',
  missing: { hours: 30, incomeCents: 58_000 },
};

describe("whether a watched month's answer changed", () => {
  it('compares answers field by field, whatever order their keys come back in', () => {
    const stored = JSON.parse(
      JSON.stringify({
        missing: { incomeCents: 58_000, hours: 30 },
        route: null,
        month: '2027-03',
        status: 'not_met',
        decidedBy: null,
        exemptions: [],
      }),
    );
    expect(sameAnswer(stored, answer)).toBe(true);
    expect(sameAnswer(null, answer)).toBe(false);
    expect(sameAnswer({ ...stored, missing: { hours: 29, incomeCents: 58_000 } }, answer)).toBe(false);
    expect(sameAnswer({ ...stored, exemptions: ['Medically frail'] }, answer)).toBe(false);
    expect(sameAnswer(unknownMonth('2027-03'), answer)).toBe(false);
  });
});
