import type { VerificationStatus } from '@tracker/contracts/http/verifications';
import type { VerificationDeps } from '../deps.js';
import { csvLine } from '../domain/csv-cells.js';
import type { RequestRecord } from '../domain/request.js';
import { requestPages } from '../store/request-list.js';

const HEADER = [
  'id',
  'medicaidIdLast4',
  'userId',
  'reason',
  'months',
  'dueDate',
  'status',
  'determinedAt',
  'decidedBy',
  'noticeRespondBy',
  'hearingRequestedAt',
];

function lineOf(request: RequestRecord): string {
  return csvLine([
    request.id,
    request.medicaidIdLast4,
    request.userId,
    request.reason,
    // Each month with how it stands, and who decided each: `2027-01=met;2027-02=not_met`.
    request.monthsAnswer.map((month) => `${month.month}=${month.status}`).join(';'),
    request.dueDate,
    request.status,
    request.determinedAt?.toISOString() ?? '',
    request.monthsAnswer.map((month) => `${month.month}=${month.decidedBy ?? 'none'}`).join(';'),
    request.notice?.respondBy ?? '',
    request.hearing?.requestedAt.toISOString() ?? '',
  ]);
}

/**
 * The export's lines page by page, so the answer streams whatever the count. The first chunk (header
 * and first page) is read before anything is sent, so a failing database still gets an error answer.
 */
export async function* exportVerifications(
  deps: Pick<VerificationDeps, 'db'>,
  status: VerificationStatus | undefined,
): AsyncGenerator<string> {
  const pages = requestPages(deps.db.knex, status);
  const first = await pages.next();
  yield csvLine(HEADER) + (first.done ? '' : first.value.map(lineOf).join(''));
  for await (const page of pages) yield page.map(lineOf).join('');
}
