import {
  changeExemptionStatusRequest,
  createExemptionNoteAsAdminRequest,
} from '@tracker/contracts/http/exemption-review';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const statusMessage =
  'Status must be one of under_review, waiting_on_enrollee, approved, denied or requested';

describe('status change', () => {
  it('sets Under Review with the status alone', () => {
    expect(valid(changeExemptionStatusRequest, { status: 'under_review' })).toEqual({
      status: 'under_review',
    });
  });

  it.each([undefined, '', '   '])('needs a reason to deny (%j)', (denialReason) => {
    expect(errors(changeExemptionStatusRequest, { status: 'denied', denialReason })).toEqual({
      denialReason: 'A reason is required to deny a request',
    });
  });

  it('keeps the trimmed reason', () => {
    expect(
      valid(changeExemptionStatusRequest, { status: 'denied', denialReason: '  No proof of income ' }),
    ).toEqual({
      status: 'denied',
      denialReason: 'No proof of income',
    });
  });

  it('needs a message to wait on the enrollee and to reset', () => {
    expect(
      errors(changeExemptionStatusRequest, { status: 'waiting_on_enrollee', waitingMessage: ' ' }),
    ).toEqual({
      waitingMessage: 'A message to the enrollee is required',
    });
    expect(errors(changeExemptionStatusRequest, { status: 'requested' })).toEqual({
      resetMessage: 'A message is required to reset a request',
    });
    valid(changeExemptionStatusRequest, {
      status: 'waiting_on_enrollee',
      waitingMessage: 'Please add a pay stub',
    });
    valid(changeExemptionStatusRequest, { status: 'requested', resetMessage: 'Reopened' });
  });

  it('approves with or without terms', () => {
    expect(valid(changeExemptionStatusRequest, { status: 'approved' })).toEqual({
      status: 'approved',
      isPermanent: false,
    });
    expect(
      valid(changeExemptionStatusRequest, {
        status: 'approved',
        durationApprovedMonths: 6,
        effectiveDate: '2026-04-01',
        expirationDate: '2026-10-01',
      }),
    ).toEqual({
      status: 'approved',
      durationApprovedMonths: 6,
      effectiveDate: '2026-04-01',
      expirationDate: '2026-10-01',
      isPermanent: false,
    });
  });

  it('takes a duration only when it is truthy', () => {
    expect(valid(changeExemptionStatusRequest, { status: 'approved', durationApprovedMonths: 0 })).toEqual({
      status: 'approved',
      isPermanent: false,
    });
    expect(errors(changeExemptionStatusRequest, { status: 'approved', durationApprovedMonths: 25 })).toEqual({
      durationApprovedMonths: 'Duration must be 1 to 24 months',
    });
  });

  it('refuses an expiration on a permanent approval and one before the start', () => {
    expect(
      errors(changeExemptionStatusRequest, {
        status: 'approved',
        isPermanent: true,
        expirationDate: '2027-01-01',
      }),
    ).toEqual({ expirationDate: 'A permanent exemption has no expiration date' });
    expect(
      errors(changeExemptionStatusRequest, {
        status: 'approved',
        effectiveDate: '2026-04-01',
        expirationDate: '2026-03-01',
      }),
    ).toEqual({ expirationDate: 'Expiration date must be after the effective date' });
  });

  it.each(['expired', 'withdrawn', 'pending', undefined])('cannot set %j by hand', (status) => {
    expect(errors(changeExemptionStatusRequest, { status })).toEqual({ status: statusMessage });
  });
});

describe('reviewer notes', () => {
  it('may be internal and are never written as another author type', () => {
    const parsed = valid(createExemptionNoteAsAdminRequest, {
      exemptionId: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
      noteText: ' Checked with employer ',
      isInternal: 'true',
      authorType: 'enrollee',
    });
    expect(parsed).toEqual({
      exemptionId: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
      noteText: 'Checked with employer',
      isInternal: true,
    });
  });

  it('are shared with the requester unless marked internal', () => {
    expect(
      valid(createExemptionNoteAsAdminRequest, {
        exemptionId: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
        noteText: 'Hi',
      }).isInternal,
    ).toBe(false);
  });
});
