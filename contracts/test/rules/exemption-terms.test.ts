import { describe, expect, it } from 'vitest';
import { type ExemptionTerms, isActiveDuring } from '@tracker/contracts/rules/exemption-terms';

const approved = (overrides: Partial<ExemptionTerms> = {}): ExemptionTerms => ({
  status: 'approved',
  effectiveDate: '2026-11-10',
  expirationDate: '2027-01-20',
  isPermanent: false,
  ...overrides,
});

describe('an exemption in force during a month', () => {
  it('covers every month it touches, even for a day', () => {
    const terms = approved();
    expect(isActiveDuring(terms, { year: 2026, month: 10 })).toBe(false);
    expect(isActiveDuring(terms, { year: 2026, month: 11 })).toBe(true);
    expect(isActiveDuring(terms, { year: 2026, month: 12 })).toBe(true);
    expect(isActiveDuring(terms, { year: 2027, month: 1 })).toBe(true);
    expect(isActiveDuring(terms, { year: 2027, month: 2 })).toBe(false);
    expect(isActiveDuring(approved({ effectiveDate: '2026-11-30' }), { year: 2026, month: 11 })).toBe(true);
    expect(isActiveDuring(approved({ expirationDate: '2026-12-01' }), { year: 2026, month: 12 })).toBe(true);
  });

  it('runs on without an end when permanent or open-ended', () => {
    expect(isActiveDuring(approved({ isPermanent: true }), { year: 2030, month: 6 })).toBe(true);
    expect(isActiveDuring(approved({ expirationDate: null }), { year: 2030, month: 6 })).toBe(true);
    expect(isActiveDuring(approved({ effectiveDate: null }), { year: 2020, month: 1 })).toBe(true);
  });

  it('needs an approval', () => {
    expect(isActiveDuring(approved({ status: 'expired' }), { year: 2026, month: 12 })).toBe(false);
  });
});
