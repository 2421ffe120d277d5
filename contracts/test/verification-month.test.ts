import { describe, expect, it } from 'vitest';
import { unknownMonth, verificationMonthOf } from '../src/http/verifications.js';
import { determineMonth } from '../src/rules/determination.js';
import { federal2027Profile } from '../src/rules/profiles/federal-2027.js';

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

  it('gives a month not determined yet as unknown, with nothing decided', () => {
    expect(unknownMonth('2027-04')).toEqual({
      month: '2027-04',
      status: 'unknown',
      route: null,
      decidedBy: null,
      exemptions: [],
      missing: null,
    });
  });
});
