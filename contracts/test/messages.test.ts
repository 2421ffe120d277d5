import { createExemptionTypeRequest } from '@tracker/contracts/http/exemption-types';
import { changeExemptionStatusRequest } from '@tracker/contracts/http/exemption-review';
import { createExemptionNoteRequest, requestExemptionRequest } from '@tracker/contracts/http/exemptions';
import { uploadedFile } from '@tracker/contracts/http/fields';
import {
  receiveTextRequest,
  listNotificationsRequest,
  sendFeedbackRequest,
} from '@tracker/contracts/http/notifications';
import { getMonthlyReportParams } from '@tracker/contracts/http/reports';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errors } from './support/parse.js';

// The less travelled messages of every area, each produced by the input that should produce it.

const typeId = '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f';
const exemptionId = '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
const long = (n: number) => 'x'.repeat(n);
const file = { originalName: 'a.pdf', size: 10, mimeType: 'application/pdf' };
const sms = { From: '+15550001111', To: '+15552223333', MessageSid: 'SM1' };

const cases: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  [
    'file name missing',
    uploadedFile,
    { ...file, originalName: ' ' },
    'originalName',
    'File name is required',
  ],
  [
    'file name too long',
    uploadedFile,
    { ...file, originalName: `${long(252)}.pdf` },
    'originalName',
    'File name is too long',
  ],
  [
    'year not a number',
    getMonthlyReportParams,
    { year: 'next', month: '1' },
    'year',
    'Year must be a number',
  ],
  ['year too early', getMonthlyReportParams, { year: '1999', month: '1' }, 'year', 'Year is out of range'],
  ['year too late', getMonthlyReportParams, { year: '2101', month: '1' }, 'year', 'Year is out of range'],
  [
    'type name too long',
    createExemptionTypeRequest,
    { exemptionName: long(256) },
    'exemptionName',
    'Exemption name must be 255 characters or less',
  ],
  [
    'type description too long',
    createExemptionTypeRequest,
    { exemptionName: 'A', description: long(5001) },
    'description',
    'Description must be 5000 characters or less',
  ],
  [
    'type duration not a number',
    createExemptionTypeRequest,
    { exemptionName: 'A', maxDurationMonths: 'six' },
    'maxDurationMonths',
    'Duration must be a number of months',
  ],
  [
    'type duration fractional',
    createExemptionTypeRequest,
    { exemptionName: 'A', minDurationMonths: '1.5' },
    'minDurationMonths',
    'Duration must be a whole number of months',
  ],
  [
    'sort order not a number',
    createExemptionTypeRequest,
    { exemptionName: 'A', sortOrder: 'first' },
    'sortOrder',
    'Sort order must be a number',
  ],
  [
    'sort order fractional',
    createExemptionTypeRequest,
    { exemptionName: 'A', sortOrder: 1.5 },
    'sortOrder',
    'Sort order must be a whole number',
  ],
  [
    'form boolean unreadable',
    createExemptionTypeRequest,
    { exemptionName: 'A', isActive: 'maybe' },
    'isActive',
    'Must be true or false',
  ],
  [
    'application notes too long',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, applicationNotes: long(5001) },
    'applicationNotes',
    'Notes must be 5000 characters or less',
  ],
  [
    'requested duration fractional',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, durationRequestedMonths: '2.5' },
    'durationRequestedMonths',
    'Duration must be a whole number of months',
  ],
  [
    'invalid effective date',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, effectiveDate: '04/01/2026' },
    'effectiveDate',
    'Please enter a valid date',
  ],
  [
    'school name too long',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, schoolName: long(256) },
    'schoolName',
    'School name must be 255 characters or less',
  ],
  [
    'credit hours not a number',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, creditHours: 'many' },
    'creditHours',
    'Credit hours must be a number',
  ],
  [
    'credit hours negative',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, creditHours: -1 },
    'creditHours',
    'Credit hours must be 0 or more',
  ],
  [
    'credit hours too many',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, creditHours: 100 },
    'creditHours',
    'Credit hours must be less than 100',
  ],
  [
    'graduation month not a number',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, expectedGraduationMonth: 'May' },
    'expectedGraduationMonth',
    'Month must be a number',
  ],
  [
    'graduation year out of range',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, expectedGraduationYear: 1999 },
    'expectedGraduationYear',
    'Please enter a valid year',
  ],
  [
    'enrolment flag unreadable',
    requestExemptionRequest,
    { medicaidExemptionId: typeId, currentlyEnrolled: 'sometimes' },
    'currentlyEnrolled',
    'Must be true or false',
  ],
  [
    'note too long',
    createExemptionNoteRequest,
    { exemptionId, noteText: long(5001) },
    'noteText',
    'Note must be 5000 characters or less',
  ],
  [
    'denial reason too long',
    changeExemptionStatusRequest,
    { status: 'denied', denialReason: long(5001) },
    'denialReason',
    'Message must be 5000 characters or less',
  ],
  [
    'approval effective date invalid',
    changeExemptionStatusRequest,
    { status: 'approved', effectiveDate: 'tomorrow' },
    'effectiveDate',
    'Please enter a valid effective date',
  ],
  [
    'approval expiration date invalid',
    changeExemptionStatusRequest,
    { status: 'approved', expirationDate: '2026-13-01' },
    'expirationDate',
    'Please enter a valid expiration date',
  ],
  [
    'approval duration not a number',
    changeExemptionStatusRequest,
    { status: 'approved', durationApprovedMonths: 'six' },
    'durationApprovedMonths',
    'Duration must be a number of months',
  ],
  [
    'feedback too long',
    sendFeedbackRequest,
    { category: 'bug', message: long(5001) },
    'message',
    'Feedback must be 5000 characters or less',
  ],
  ['limit not a number', listNotificationsRequest, { limit: 'all' }, 'limit', 'Limit must be a number'],
  ['limit fractional', listNotificationsRequest, { limit: '2.5' }, 'limit', 'Limit must be a whole number'],
  ['limit too high', listNotificationsRequest, { limit: 101 }, 'limit', 'Limit must be 1 to 100'],
  [
    'media count unreadable',
    receiveTextRequest,
    { ...sms, NumMedia: 'two' },
    'NumMedia',
    'NumMedia must be a number',
  ],
  ['inbound text over 1600', receiveTextRequest, { ...sms, Body: long(1601) }, 'Body', 'Message too long'],
];

describe('validation messages', () => {
  it.each(cases)('%s', (_, schema, input, field, message) => {
    expect(errors(schema, input)[field]).toBe(message);
  });
});
