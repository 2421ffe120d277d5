import {
  activity,
  logActivityRequest,
  isActivityEdit,
  logQuickActivityRequest,
  removeActivityAttachmentRequest,
  updateActivityRequest,
} from '@tracker/contracts/http/activities';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const form = { type: 'job_search', description: 'Applied at the library', hours: '2.5', date: '2026-03-14' };

describe('create activity', () => {
  it('reads a multipart form: hours from text, description trimmed', () => {
    expect(valid(logActivityRequest, { ...form, description: '  Applied  ' })).toEqual({
      type: 'job_search',
      description: 'Applied',
      hours: 2.5,
      date: '2026-03-14',
    });
  });

  it('accepts JSON numbers too', () => {
    expect(valid(logActivityRequest, { ...form, hours: 3 }).hours).toBe(3);
  });

  it.each([0.5, 500, '0.5', '500', 499.5])('accepts %s hours', (hours) => {
    expect(valid(logActivityRequest, { ...form, hours }).hours).toBe(Number(hours));
  });

  it.each([
    [0.49, 'Hours must be at least 0.5'],
    [500.5, 'Hours cannot be more than 500'],
    [1.25, 'Hours must be in steps of 0.5'],
    ['1.25', 'Hours must be in steps of 0.5'],
    [0, 'Please enter a valid number of hours'],
    [-2, 'Please enter a valid number of hours'],
    ['abc', 'Please enter a valid number of hours'],
    ['', 'Please enter a valid number of hours'],
    [undefined, 'Please enter a valid number of hours'],
  ])('refuses %s hours with "%s"', (hours, message) => {
    expect(errors(logActivityRequest, { ...form, hours }).hours).toBe(message);
  });

  it.each([undefined, '', '   '])('requires a description (%j)', (description) => {
    expect(errors(logActivityRequest, { ...form, description })).toEqual({
      description: 'Describe the activity',
    });
  });

  it('limits the description', () => {
    expect(errors(logActivityRequest, { ...form, description: 'x'.repeat(1001) }).description).toBe(
      'Description must be 1000 characters or less',
    );
  });

  it('requires a known type and a real date', () => {
    expect(errors(logActivityRequest, { ...form, type: 'sleeping', date: '2026-02-30' })).toEqual({
      type: 'Please select an activity type',
      date: 'Please enter a valid date',
    });
    expect(errors(logActivityRequest, { ...form, type: '', date: '' })).toEqual({
      type: 'Please select an activity type',
      date: 'Enter the date of the activity',
    });
  });

  it('drops fields the server sets itself', () => {
    const parsed = valid(logActivityRequest, {
      ...form,
      userId: 'someone-else',
      source: 'admin',
      id: 'x',
    });
    expect(Object.keys(parsed).sort()).toEqual(['date', 'description', 'hours', 'type']);
  });
});

describe('quick activity', () => {
  it('allows at most 24 hours', () => {
    valid(logQuickActivityRequest, { ...form, hours: '24' });
    expect(errors(logQuickActivityRequest, { ...form, hours: 24.5 }).hours).toBe(
      'Hours cannot be more than 24',
    );
  });
});

describe('update activity', () => {
  const edit = { type: 'training', description: 'Forklift course', hours: 4, date: '2026-03-10' };

  it('accepts JSON and multipart alike', () => {
    expect(valid(updateActivityRequest, edit)).toEqual(edit);
    expect(valid(updateActivityRequest, { ...edit, hours: '4' })).toEqual(edit);
  });

  it('asks for every field with one message', () => {
    expect(errors(updateActivityRequest, {})).toEqual({
      type: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      hours: 'Please fill in all required fields',
      date: 'Please fill in all required fields',
    });
    expect(errors(updateActivityRequest, { ...edit, description: ' ', hours: '' })).toEqual({
      description: 'Please fill in all required fields',
      hours: 'Please fill in all required fields',
    });
  });

  it('refuses hours that are not a positive number', () => {
    for (const hours of ['x', 0, -1]) {
      expect(errors(updateActivityRequest, { ...edit, hours }).hours).toBe(
        'Please enter a valid number of hours',
      );
    }
    expect(errors(updateActivityRequest, { ...edit, hours: 500.5 }).hours).toBe(
      'Hours cannot be more than 500',
    );
  });

  it('tells an edit from a file-only upload', () => {
    expect(isActivityEdit({})).toBe(false);
    expect(isActivityEdit(undefined)).toBe(false);
    expect(isActivityEdit({ hours: '2' })).toBe(true);
  });
});

describe('attachments and records', () => {
  it('needs the attachment id to remove one', () => {
    expect(errors(removeActivityAttachmentRequest, {})).toEqual({
      attachmentId: 'Attachment id is required',
    });
  });

  it('describes a stored activity', () => {
    const record = {
      id: '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f',
      userId: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
      type: 'volunteer',
      description: 'Food bank',
      hours: 3.5,
      date: '2026-03-01',
      source: 'sms',
      createdAt: '2026-03-01T18:00:00.000Z',
      updatedAt: '2026-03-01T18:00:00.000Z',
      attachments: [
        {
          id: '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
          activityId: '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f',
          fileName: '5c9d8e7f.pdf',
          originalName: 'timesheet.pdf',
          fileSize: 2048,
          fileType: 'application/pdf',
          uploadedAt: '2026-03-01T18:01:00.000Z',
          uploadedBy: null,
        },
      ],
    };
    expect(valid(activity, record)).toEqual(record);
    expect(Object.keys(errors(activity, { ...record, hours: '3.5' }))).toEqual(['hours']);
  });
});
