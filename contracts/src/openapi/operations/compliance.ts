import {
  getComplianceMonthsRequest,
  getComplianceMonthsResponse,
  getUserComplianceRequest,
  getUserComplianceResponse,
} from '../../http/compliance-months.js';
import { idParams } from '../../http/fields.js';
import {
  listAvailableMonthsRequest,
  listAvailableMonthsResponse,
  getDashboardStatsRequest,
  getDashboardStatsResponse,
  getMonthlyReportParams,
  getMonthlyReportRequest,
  getMonthlyReportResponse,
  getReportingHoursRequest,
  getReportingHoursResponse,
} from '../../http/reports.js';
import { rulesResponse } from '../../http/rules.js';
import { type ApiOperation, content, json } from '../operation.js';

const tag = 'Compliance';

// Both answers of the report call are 200s, told apart by their media type.
const reportAnswer = 'The report: a PDF by default, its data as JSON with `format=json`.';

/**
 * How each month stands: the dashboard's figures, each month's determination with its reasons, the
 * monthly report, and the rules every month is judged by.
 */
export const complianceOperations: readonly ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    operationId: 'getDashboardStats',
    summary: 'This month’s figures and determination',
    description: 'The month is the current one in `timezone`, else the server’s default zone.',
    tag,
    access: 'signed-in',
    query: getDashboardStatsRequest,
    answers: [
      json(getDashboardStatsResponse, 'The figures, with the month’s determination and its sentences.'),
    ],
  },
  {
    method: 'GET',
    path: '/api/user/reporting-hours',
    operationId: 'getReportingHours',
    summary: 'The hours still needed this month, and why',
    tag,
    access: 'signed-in',
    query: getReportingHoursRequest,
    answers: [json(getReportingHoursResponse, 'The hours (0 when nothing more is needed) and the reason.')],
  },
  {
    method: 'GET',
    path: '/api/reports/available-months',
    operationId: 'listAvailableMonths',
    summary: 'The months one has logged activities in',
    tag,
    access: 'signed-in',
    query: listAvailableMonthsRequest,
    answers: [json(listAvailableMonthsResponse, 'The months, newest first.')],
  },
  {
    method: 'GET',
    path: '/api/reports/monthly/:year/:month',
    operationId: 'getMonthlyReport',
    summary: 'A month’s report, as a PDF or as JSON',
    description:
      'A PDF in the person’s language by default, opened inline; `format=json` gives the data the ' +
      'document is built from. A month not yet begun is refused.',
    tag,
    access: 'signed-in',
    params: getMonthlyReportParams,
    query: getMonthlyReportRequest,
    answers: [
      content(['application/pdf'], reportAnswer, {
        headers: [
          {
            name: 'Content-Disposition',
            description: 'The PDF’s name, `activity-report-YYYY-MM.pdf`, shown inline.',
            type: 'string',
          },
          { name: 'Content-Language', description: 'The language of the PDF.', type: 'string' },
        ],
      }),
      json(getMonthlyReportResponse, reportAnswer),
    ],
  },
  {
    method: 'GET',
    path: '/api/compliance/months',
    operationId: 'getComplianceMonths',
    summary: 'Each month’s determination, with its reasons',
    description: 'At most 12 months a call, none not yet begun.',
    tag,
    access: 'signed-in',
    query: getComplianceMonthsRequest,
    answers: [json(getComplianceMonthsResponse, 'The months, oldest first.')],
  },
  {
    method: 'GET',
    path: '/api/admin/user/:id/compliance',
    operationId: 'getUserCompliance',
    summary: 'One person’s determination of the current month',
    description: 'The same determination the person’s own calls give; every read is audited.',
    tag,
    access: 'admin',
    params: idParams,
    query: getUserComplianceRequest,
    answers: [json(getUserComplianceResponse, 'The month’s determination whole.')],
  },
  {
    method: 'GET',
    path: '/api/rules',
    operationId: 'getRules',
    summary: 'The rules months are judged by',
    description: 'The active rule profile: the same for everyone, nothing personal.',
    tag,
    access: 'public',
    answers: [json(rulesResponse, 'The rule profile and the pay that meets a month.')],
  },
];
