import { determineMonth } from '@tracker/contracts/rules/determination';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { describe, expect, it } from 'vitest';
import { sameAnswer, undeterminedMonth, verificationMonthOf } from '../../src/domain/verification-month.js';

const march = (fields: Partial<Parameters<typeof determineMonth>[0]> = {}) =>
  determineMonth({
    profile: federal2027Profile,
    month: '2027-03',
    judgedOn: { year: 2027, month: 3, day: 31 },
    birthdate: '1990-05-17',
    hoursByType: {},
    jobSearchActivities: 0,
    incomeCents: 0,
    precedingIncomeCents: [],
    seasonalWorker: false,
    exemptions: [],
    schoolEnrollment: null,
    ...fields,
  });

describe("a month's answer to the state", () => {
  it('gives a month met by wage records, with who decided it', () => {
    const d = march({ stateRecords: [{ source: 'wages', amountCents: 60_000, hours: null, flag: null }] });
    expect(verificationMonthOf(d)).toEqual({
      month: '2027-03',
      status: 'met',
      route: 'income',
      decidedBy: 'wages',
      exemptions: [],
      missing: null,
    });
  });

  it('gives what a month not met lacks, hours or pay', () => {
    expect(verificationMonthOf(march({ hoursByType: { employment: 50 } }))).toEqual({
      month: '2027-03',
      status: 'not_met',
      route: null,
      decidedBy: null,
      exemptions: [],
      missing: { hours: 30, incomeCents: 58_000 },
    });
  });

  it('names the exemptions of an exempt month', () => {
    const d = march({
      exemptions: [
        {
          status: 'approved',
          effectiveDate: '2027-01-01',
          expirationDate: null,
          isPermanent: true,
          typeCode: null,
          name: 'Medically frail',
        },
      ],
    });
    expect(verificationMonthOf(d)).toMatchObject({ status: 'exempt', exemptions: ['Medically frail'] });
  });

  it('compares answers field by field, whatever order their keys come back in', () => {
    const answer = verificationMonthOf(march({ hoursByType: { employment: 50 } }));
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
    expect(sameAnswer(undeterminedMonth('2027-03'), answer)).toBe(false);
  });
});
