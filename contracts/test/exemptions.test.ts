import {
  createExemptionNoteRequest,
  requestExemptionRequest,
  listExemptionNotesRequest,
  updateExemptionAttachmentDescriptionRequest,
  updateExemptionNoteRequest,
  updateUserExemptionRequest,
  uploadExemptionAttachmentRequest,
} from '@tracker/contracts/http/exemptions';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const typeId = '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f';
const exemptionId = '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';

describe('exemption request', () => {
  it('reads the multipart form and fills defaults', () => {
    const parsed = valid(requestExemptionRequest, {
      medicaidExemptionId: typeId,
      applicationNotes: ' Caring for my mother ',
      durationRequestedMonths: '6',
      requestPermanent: 'false',
      effectiveDate: '',
      expirationDate: '',
    });
    expect(parsed).toMatchObject({
      medicaidExemptionId: typeId,
      applicationNotes: 'Caring for my mother',
      durationRequestedMonths: 6,
      requestPermanent: false,
      isRenewal: false,
      effectiveDate: null,
      expirationDate: null,
      currentlyEnrolled: null,
      schoolName: null,
    });
  });

  it.each([undefined, '', 'not-a-type'])('requires an exemption type (%j)', (medicaidExemptionId) => {
    expect(errors(requestExemptionRequest, { medicaidExemptionId })).toEqual({
      medicaidExemptionId: 'Please select an exemption type',
    });
  });

  it('ignores the owner, creator and status a client sends', () => {
    const parsed = valid(requestExemptionRequest, {
      medicaidExemptionId: typeId,
      userId: exemptionId,
      createdBy: exemptionId,
      status: 'approved',
    });
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed).not.toHaveProperty('createdBy');
    expect(parsed).not.toHaveProperty('status');
  });

  it('asks for at least one month', () => {
    expect(
      errors(requestExemptionRequest, { medicaidExemptionId: typeId, durationRequestedMonths: '0' }),
    ).toEqual({
      durationRequestedMonths: 'Duration must be at least 1 month',
    });
    expect(
      errors(requestExemptionRequest, { medicaidExemptionId: typeId, durationRequestedMonths: 25 }),
    ).toEqual({
      durationRequestedMonths: 'Duration must be 24 months or less',
    });
  });

  it('wants the expiration after the effective date', () => {
    expect(
      errors(requestExemptionRequest, {
        medicaidExemptionId: typeId,
        effectiveDate: '2026-05-01',
        expirationDate: '2026-05-01',
      }),
    ).toEqual({ expirationDate: 'Expiration date must be after the effective date' });
  });

  it('never changes the type on edit', () => {
    const parsed = valid(updateUserExemptionRequest, { medicaidExemptionId: typeId, requestPermanent: true });
    expect(parsed).not.toHaveProperty('medicaidExemptionId');
    expect(parsed.requestPermanent).toBe(true);
  });

  it('reads the student details', () => {
    const parsed = valid(requestExemptionRequest, {
      medicaidExemptionId: typeId,
      currentlyEnrolled: 'true',
      schoolName: 'Central College',
      creditHours: '12',
      expectedGraduationMonth: '5',
      expectedGraduationYear: '2027',
    });
    expect(parsed).toMatchObject({
      currentlyEnrolled: true,
      creditHours: 12,
      expectedGraduationMonth: 5,
      expectedGraduationYear: 2027,
    });
    expect(
      errors(requestExemptionRequest, { medicaidExemptionId: typeId, expectedGraduationMonth: 13 }),
    ).toEqual({ expectedGraduationMonth: 'Month must be 1 to 12' });
  });
});

describe('notes of the requester', () => {
  it('sends the text trimmed and never as internal or as another author', () => {
    expect(
      valid(createExemptionNoteRequest, {
        exemptionId,
        noteText: '  Uploaded my schedule  ',
        authorType: 'state_admin',
        isInternal: true,
      }),
    ).toEqual({ exemptionId, noteText: 'Uploaded my schedule' });
  });

  it('refuses a blank note and a missing exemption', () => {
    expect(errors(createExemptionNoteRequest, { noteText: '   ' })).toEqual({
      exemptionId: 'Exemption is required',
      noteText: 'Note text is required',
    });
    expect(errors(updateExemptionNoteRequest, {})).toEqual({ noteText: 'Note text is required' });
    expect(errors(listExemptionNotesRequest, {})).toEqual({ exemptionId: 'Exemption is required' });
  });
});

describe('attachment descriptions', () => {
  it('treats an empty description as none', () => {
    expect(valid(uploadExemptionAttachmentRequest, { description: '' })).toEqual({ description: null });
    expect(valid(uploadExemptionAttachmentRequest, {})).toEqual({ description: null });
    expect(valid(updateExemptionAttachmentDescriptionRequest, { description: ' Pay stub ' })).toEqual({
      description: 'Pay stub',
    });
  });

  it('limits the description to 500 characters', () => {
    expect(errors(updateExemptionAttachmentDescriptionRequest, { description: 'x'.repeat(501) })).toEqual({
      description: 'Description must be 500 characters or less',
    });
  });
});
