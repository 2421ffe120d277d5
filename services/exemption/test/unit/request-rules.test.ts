import { describe, expect, it } from 'vitest';
import { durationBoundsOf, requestProblems } from '../../src/domain/request-rules.js';

const type = { allowsPermanent: false, isRenewable: true, minDurationMonths: 3, maxDurationMonths: 6 };
const ask = (
  fields: Partial<{ durationRequestedMonths: number | null; requestPermanent: boolean; isRenewal: boolean }>,
) => ({
  durationRequestedMonths: null,
  requestPermanent: false,
  isRenewal: false,
  ...fields,
});

describe('what a request may ask of its type', () => {
  it('offers the type’s own duration bounds, else 1 to 12 months', () => {
    expect(durationBoundsOf(type)).toEqual({ min: 3, max: 6 });
    expect(durationBoundsOf({ minDurationMonths: null, maxDurationMonths: null })).toEqual({
      min: 1,
      max: 12,
    });
  });

  it('accepts a duration within the bounds, or none', () => {
    expect(requestProblems(ask({ durationRequestedMonths: 3 }), type)).toBeUndefined();
    expect(requestProblems(ask({ durationRequestedMonths: 6 }), type)).toBeUndefined();
    expect(requestProblems(ask({}), type)).toBeUndefined();
  });

  it('refuses a duration outside the bounds', () => {
    for (const months of [2, 7]) {
      expect(requestProblems(ask({ durationRequestedMonths: months }), type)).toEqual({
        durationRequestedMonths: 'Duration must be 3 to 6 months for this exemption type',
      });
    }
    expect(
      requestProblems(ask({ durationRequestedMonths: 13 }), {
        ...type,
        minDurationMonths: null,
        maxDurationMonths: null,
      }),
    ).toEqual({
      durationRequestedMonths: 'Duration must be 1 to 12 months for this exemption type',
    });
  });

  it('refuses permanence and renewal where the type offers none', () => {
    expect(
      requestProblems(ask({ requestPermanent: true, isRenewal: true }), { ...type, isRenewable: false }),
    ).toEqual({
      requestPermanent: 'Permanent exemptions are not offered for this exemption type',
      isRenewal: 'This exemption type cannot be renewed',
    });
    expect(
      requestProblems(ask({ requestPermanent: true, durationRequestedMonths: 24 }), {
        ...type,
        allowsPermanent: true,
      }),
    ).toBeUndefined();
  });
});
