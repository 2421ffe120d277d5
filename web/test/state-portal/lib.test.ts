import { describe, expect, it } from 'vitest';
import {
  addMonths,
  approvalRequest,
  initialTerms,
  messageRequest,
} from '../../src/features/state-portal/lib/approval';
import {
  countByStatus,
  DEFAULT_SORT,
  exemptionLabel,
  searchFromView,
  viewFromSearch,
} from '../../src/features/state-portal/lib/request-list';

describe('addMonths', () => {
  it('adds calendar months, across years', () => {
    expect(addMonths('2025-03-15', 6)).toBe('2025-09-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-01-01', 24)).toBe('2027-01-01');
  });

  it('ends on the last day of a shorter month, leap years included', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(addMonths('', 3)).toBe('');
    expect(addMonths('03/15/2025', 3)).toBe('');
  });
});

describe('the approval request', () => {
  const base = { effectiveDate: '2025-01-01', expirationDate: '2025-07-01', isPermanent: false };

  it('carries every term that is set', () => {
    expect(approvalRequest({ ...base, duration: '6' })).toEqual({
      status: 'approved',
      durationApprovedMonths: 6,
      effectiveDate: '2025-01-01',
      expirationDate: '2025-07-01',
      isPermanent: false,
    });
  });

  it('drops a blank or zero duration, an empty date, and the expiration of a permanent exemption', () => {
    expect(approvalRequest({ ...base, duration: '' })).not.toHaveProperty('durationApprovedMonths');
    expect(approvalRequest({ ...base, duration: '0' })).not.toHaveProperty('durationApprovedMonths');
    expect(approvalRequest({ ...base, duration: '3', effectiveDate: '' })).not.toHaveProperty(
      'effectiveDate',
    );
    expect(approvalRequest({ ...base, duration: '3', isPermanent: true })).toEqual({
      status: 'approved',
      durationApprovedMonths: 3,
      effectiveDate: '2025-01-01',
      isPermanent: true,
    });
  });

  it('opens permanent only when both the type and the request say so', () => {
    const ask = { durationRequestedMonths: 4, requestPermanent: true };
    expect(initialTerms({ ...ask, allowsPermanent: true }, '2025-05-10')).toEqual({
      duration: '4',
      effectiveDate: '2025-05-10',
      expirationDate: '',
      isPermanent: true,
    });
    expect(initialTerms({ ...ask, allowsPermanent: false }, '2025-05-10')).toEqual({
      duration: '4',
      effectiveDate: '2025-05-10',
      expirationDate: '2025-09-10',
      isPermanent: false,
    });
  });

  it('puts a reviewer’s message, trimmed, in the field its status uses', () => {
    expect(messageRequest('waiting_on_enrollee', ' a ')).toEqual({
      status: 'waiting_on_enrollee',
      waitingMessage: 'a',
    });
    expect(messageRequest('denied', 'b\n')).toEqual({ status: 'denied', denialReason: 'b' });
    expect(messageRequest('requested', '\tc')).toEqual({ status: 'requested', resetMessage: 'c' });
  });
});

describe('the list view', () => {
  it('reads the filter and order from the address, falling back on anything unknown', () => {
    expect(viewFromSearch(new URLSearchParams('status=approved&sort=user&dir=desc'))).toEqual({
      status: 'approved',
      sort: { column: 'user', direction: 'desc' },
    });
    expect(viewFromSearch(new URLSearchParams('status=withdrawn&sort=nope&dir=up'))).toEqual({
      status: null,
      sort: DEFAULT_SORT,
    });
  });

  it('writes nothing for the default view', () => {
    expect(searchFromView({ status: null, sort: DEFAULT_SORT }).toString()).toBe('');
    expect(
      searchFromView({ status: 'denied', sort: { column: 'status', direction: 'asc' } }).toString(),
    ).toBe('status=denied&sort=status&dir=asc');
  });

  it('counts the six card statuses only', () => {
    const counts = countByStatus([{ status: 'approved' }, { status: 'withdrawn' }, { status: 'approved' }]);
    expect(counts).toEqual({
      requested: 0,
      under_review: 0,
      waiting_on_enrollee: 0,
      approved: 2,
      denied: 0,
      expired: 0,
    });
  });

  it('names the exemption by abbreviation, or by name when the abbreviation is missing or blank', () => {
    expect(exemptionLabel({ abbreviation: 'FRAIL', medicaidExemptionName: 'Medically Frail' })).toBe('FRAIL');
    expect(exemptionLabel({ abbreviation: null, medicaidExemptionName: 'Caregiver' })).toBe('Caregiver');
    expect(exemptionLabel({ abbreviation: '  ', medicaidExemptionName: 'Caregiver' })).toBe('Caregiver');
  });
});
