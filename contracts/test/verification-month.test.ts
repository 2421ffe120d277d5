import { describe, expect, it } from 'vitest';
import { unknownMonth, verificationMonthOf } from '../src/http/verifications.js';
import { type DeterminationInput, determineMonth } from '../src/rules/determination.js';
import { exemption, monthInput } from './support/determination-inputs.js';

const march = (overrides: Partial<DeterminationInput> = {}) => determineMonth(monthInput(overrides));

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
      exemptions: [exemption({ name: 'Medically frail', expirationDate: null, isPermanent: true })],
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
