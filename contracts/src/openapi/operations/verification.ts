import { recordUsageEventsRequest, getUsageQuery, getUsageResponse } from '../../http/usage.js';
import {
  requestVerificationRequest,
  requestVerificationResponse,
  exportVerificationsQuery,
  getDataMatchImportParams,
  getDataMatchImportResponse,
  getVerificationRequest,
  getVerificationResponse,
  importDataMatchesResponse,
  importVerificationsResponse,
  listOwnVerificationsResponse,
  listVerificationsQuery,
  listVerificationsResponse,
  recordNoticeParams,
  recordNoticeRequest,
  recordNoticeResponse,
  requestHearingParams,
  requestHearingRequest,
  requestHearingResponse,
} from '../../http/verifications.js';
import {
  assignWorkItemQuery,
  assignWorkItemResponse,
  getWorkItemResponse,
  getNextWorkItemQuery,
  getNextWorkItemResponse,
  workItemParams,
  listWorkQueueQuery,
  listWorkQueueResponse,
} from '../../http/work-queue.js';
import { type ApiOperation, content, json, jsonBody, noContent, totalCountHeader } from '../operation.js';

const tag = 'Verification';
const queueTag = 'Work queue';

/** A CSV file in the multipart field `file`. */
const csvFile = (columns: string) => ({
  fields: [],
  encodings: ['multipart'] as const,
  files: [
    { field: 'file' as const, required: true, description: `A CSV file (UTF-8) with the header ${columns}.` },
  ],
});

const csvRefused = {
  400: { description: 'No file, or not CSV text.' },
  413: { description: 'The file is too large, or holds too many rows.' },
};

/** The state's side of compliance: verification requests, its own data, notices and hearings. */
export const verificationOperations: readonly ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/verifications',
    operationId: 'listOwnVerifications',
    summary: 'The state’s verification requests naming oneself',
    tag,
    access: 'signed-in',
    answers: [json(listOwnVerificationsResponse, 'The requests, open ones first.')],
  },
  {
    method: 'POST',
    path: '/api/verifications/:id/hearing-request',
    operationId: 'requestHearing',
    summary: 'Ask for a fair hearing on a request',
    description: 'Once the state has sent its notice, and once per request.',
    tag,
    access: 'self',
    params: requestHearingParams,
    body: jsonBody(requestHearingRequest),
    answers: [json(requestHearingResponse, 'The request with the hearing asked for.')],
    errors: { 409: { description: 'No notice was sent yet, or a hearing was asked for already.' } },
  },
  {
    method: 'POST',
    path: '/api/admin/verifications',
    operationId: 'requestVerification',
    summary: 'Ask a person to show months of compliance',
    description:
      'Names the person by Medicaid ID or user id. Months left out come from the rule profile: its ' +
      'look-back at application, the renewal period at renewal.',
    tag,
    access: 'admin',
    body: jsonBody(requestVerificationRequest),
    answers: [json(requestVerificationResponse, 'The request as created.', { status: 201 })],
    errors: {
      409: { description: 'An open request already asks the same person for one of these months.' },
      422: { description: 'Well-formed values the rules refuse, field by field.' },
    },
  },
  {
    method: 'POST',
    path: '/api/admin/verifications/import',
    operationId: 'importVerifications',
    summary: 'Create verification requests from a CSV file',
    description: 'Refused rows change nothing; the answer gives the line and reason of each.',
    tag,
    access: 'admin',
    body: csvFile(
      '`medicaidId,months,dueDate,reason` (or `userId` instead of `medicaidId`; optional `asOf`)',
    ),
    answers: [
      json(importVerificationsResponse, 'How many rows were read and created, and the refused rows.'),
    ],
    errors: csvRefused,
  },
  {
    method: 'GET',
    path: '/api/admin/verifications',
    operationId: 'listVerifications',
    summary: 'Verification requests, nearest due first',
    tag,
    access: 'admin',
    query: listVerificationsQuery,
    answers: [json(listVerificationsResponse, 'One page of requests.', { headers: [totalCountHeader] })],
  },
  {
    method: 'GET',
    path: '/api/admin/verifications/export',
    operationId: 'exportVerifications',
    summary: 'Verification requests as CSV',
    description:
      'For the state’s eligibility system: one row per request, with each month’s deciding source.',
    tag,
    access: 'admin',
    query: exportVerificationsQuery,
    answers: [
      content(['text/csv'], 'The requests, as a download named `verifications[-status].csv`.', {
        headers: [
          {
            name: 'Content-Disposition',
            description: 'An attachment named `verifications.csv`, or `verifications-<status>.csv`.',
            type: 'string',
          },
        ],
      }),
    ],
  },
  {
    method: 'GET',
    path: '/api/admin/verifications/:id',
    operationId: 'getVerification',
    summary: 'One verification request',
    description: 'Every read of a request that names a person is audited.',
    tag,
    access: 'admin',
    params: getVerificationRequest,
    answers: [json(getVerificationResponse, 'The request with the person it names.')],
  },
  {
    method: 'POST',
    path: '/api/admin/verifications/:id/notice',
    operationId: 'recordNotice',
    summary: 'Record the notice sent to the person',
    description:
      'Opens the window to show compliance: `respondBy` is the day received plus the profile’s days, ' +
      'moved off a weekend.',
    tag,
    access: 'admin',
    params: recordNoticeParams,
    body: jsonBody(recordNoticeRequest),
    answers: [json(recordNoticeResponse, 'The request with its notice.')],
    errors: {
      409: { description: 'The request’s status takes no notice.' },
      422: { description: 'Dates the rules refuse, field by field.' },
    },
  },
  {
    method: 'POST',
    path: '/api/admin/data-matches/import',
    operationId: 'importDataMatches',
    summary: 'Match the state’s own data to people',
    description:
      'A file of up to 5,000 rows is answered with its result; a larger one with 202 and a `Location` ' +
      'to follow while it runs in the background. The same file twice changes nothing.',
    tag,
    access: 'admin',
    body: csvFile('`medicaidId,month,source,amount,hours,flag`'),
    answers: [
      json(importDataMatchesResponse, 'The finished import.'),
      json(importDataMatchesResponse, 'The import so far; it goes on in the background.', {
        status: 202,
        headers: [{ name: 'Location', description: 'The import’s address, to follow.', type: 'string' }],
      }),
    ],
    errors: csvRefused,
  },
  {
    method: 'GET',
    path: '/api/admin/data-matches/imports/:id',
    operationId: 'getDataMatchImport',
    summary: 'How a data-match import stands',
    tag,
    access: 'admin',
    params: getDataMatchImportParams,
    answers: [json(getDataMatchImportResponse, 'The import.')],
  },
  {
    method: 'GET',
    path: '/api/admin/work-queue',
    operationId: 'listWorkQueue',
    summary: 'Every case waiting on a reviewer',
    description: 'Exemption requests and verification requests, nearest due first, then the longest waiting.',
    tag: queueTag,
    access: 'admin',
    query: listWorkQueueQuery,
    answers: [json(listWorkQueueResponse, 'One page of cases.', { headers: [totalCountHeader] })],
  },
  {
    method: 'GET',
    path: '/api/admin/work-queue/next',
    operationId: 'getNextWorkItem',
    summary: 'The case to work on next',
    description: 'Skips cases another reviewer holds and exemptions waiting on the person.',
    tag: queueTag,
    access: 'admin',
    query: getNextWorkItemQuery,
    answers: [json(getNextWorkItemResponse, 'The next case, or null when none is left.')],
  },
  {
    method: 'GET',
    path: '/api/admin/work-queue/:kind/:id',
    operationId: 'getWorkItem',
    summary: 'One open case',
    tag: queueTag,
    access: 'admin',
    params: workItemParams,
    answers: [json(getWorkItemResponse, 'The case.')],
  },
  {
    method: 'POST',
    path: '/api/admin/work-queue/:kind/:id/assign',
    operationId: 'assignWorkItem',
    summary: 'Take a case',
    tag: queueTag,
    access: 'admin',
    params: workItemParams,
    query: assignWorkItemQuery,
    answers: [json(assignWorkItemResponse, 'The case, assigned to the caller.')],
    errors: { 409: { description: 'Another reviewer holds the case; `take=true` takes it over.' } },
  },
  {
    method: 'DELETE',
    path: '/api/admin/work-queue/:kind/:id/assign',
    operationId: 'releaseWorkItem',
    summary: 'Let go of a case',
    tag: queueTag,
    access: 'admin',
    params: workItemParams,
    query: assignWorkItemQuery,
    answers: [noContent('Released.')],
    errors: { 409: { description: 'Another reviewer holds the case; `take=true` releases it anyway.' } },
  },
  {
    method: 'POST',
    path: '/api/analytics/events',
    operationId: 'recordUsageEvents',
    summary: 'The web app’s usage beacon',
    description:
      'Only daily counts are kept: no user id, address or property of an event. Unknown event names ' +
      'are dropped unread.',
    tag: 'Usage',
    access: 'public',
    body: { fields: [recordUsageEventsRequest], encodings: ['json', 'text'] },
    answers: [noContent('Counted.')],
    errors: { 413: { description: 'The report is larger than a beacon may be.' } },
  },
  {
    method: 'GET',
    path: '/api/admin/usage',
    operationId: 'getUsage',
    summary: 'Usage counts: the registration funnel, web against text, page views',
    tag: 'Usage',
    access: 'admin',
    query: getUsageQuery,
    answers: [json(getUsageResponse, 'Every day of the range and its totals.')],
  },
];
