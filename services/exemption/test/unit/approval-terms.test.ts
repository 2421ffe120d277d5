import { describe, expect, it } from 'vitest';
import { approvalTerms } from '../../src/domain/approval-terms.js';

const today = '2026-03-10';
const type = { allowsPermanent: false, defaultDurationMonths: 6 };
const permanentType = { allowsPermanent: true, defaultDurationMonths: null };

describe('approval terms', () => {
  it('takes the duration sent and ends the effective date plus that many months', () => {
    expect(
      approvalTerms(
        { durationApprovedMonths: 3, effectiveDate: '2026-04-01', isPermanent: false },
        { durationRequestedMonths: 9 },
        type,
        today,
      ),
    ).toEqual({
      ok: true,
      terms: {
        durationApprovedMonths: 3,
        effectiveDate: '2026-04-01',
        expirationDate: '2026-07-01',
        isPermanent: false,
      },
    });
  });

  it('without a duration uses the one requested, else the type default, else one month', () => {
    const terms = (requested: number | null, fallback: number | null) =>
      approvalTerms(
        { isPermanent: false },
        { durationRequestedMonths: requested },
        { allowsPermanent: false, defaultDurationMonths: fallback },
        today,
      );
    expect(terms(9, 6)).toMatchObject({ terms: { durationApprovedMonths: 9, expirationDate: '2026-12-10' } });
    expect(terms(null, 6)).toMatchObject({
      terms: { durationApprovedMonths: 6, expirationDate: '2026-09-10' },
    });
    expect(terms(null, null)).toMatchObject({
      terms: { durationApprovedMonths: 1, expirationDate: '2026-04-10' },
    });
  });

  it('starts today when no effective date is sent', () => {
    expect(approvalTerms({ isPermanent: false }, { durationRequestedMonths: 2 }, type, today)).toMatchObject({
      terms: { effectiveDate: today, expirationDate: '2026-05-10' },
    });
  });

  it('keeps the end of the month: January 31 plus one month is February 28', () => {
    expect(
      approvalTerms(
        { durationApprovedMonths: 1, effectiveDate: '2027-01-31', isPermanent: false },
        { durationRequestedMonths: null },
        type,
        today,
      ),
    ).toMatchObject({ terms: { expirationDate: '2027-02-28' } });
  });

  it('takes an expiration date sent by hand over the computed one', () => {
    expect(
      approvalTerms(
        {
          durationApprovedMonths: 6,
          effectiveDate: '2026-04-01',
          expirationDate: '2026-08-15',
          isPermanent: false,
        },
        { durationRequestedMonths: null },
        type,
        today,
      ),
    ).toMatchObject({ terms: { durationApprovedMonths: 6, expirationDate: '2026-08-15' } });
  });

  it('refuses an expiration date on or before the effective date (today when none is sent)', () => {
    expect(
      approvalTerms(
        { expirationDate: today, isPermanent: false },
        { durationRequestedMonths: null },
        type,
        today,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: { expirationDate: 'Expiration date must be after the effective date' },
    });
  });

  it('gives a permanent exemption no expiration and no duration, when the type allows it', () => {
    expect(
      approvalTerms(
        { durationApprovedMonths: 6, isPermanent: true },
        { durationRequestedMonths: 6 },
        permanentType,
        today,
      ),
    ).toEqual({
      ok: true,
      terms: { durationApprovedMonths: null, effectiveDate: today, expirationDate: null, isPermanent: true },
    });
  });

  it('refuses permanent for a type that does not allow it', () => {
    expect(approvalTerms({ isPermanent: true }, { durationRequestedMonths: null }, type, today)).toEqual({
      ok: false,
      fieldErrors: { isPermanent: 'Permanent exemptions are not allowed for this exemption type' },
    });
  });
});
