import type {
  VerificationMonth,
  VerificationReason,
  VerificationStatus,
} from '@tracker/contracts/http/verifications';
import type { Knex } from 'knex';
import type { RequestRecord } from '../domain/request.js';

type Db = Knex | Knex.Transaction;

export interface RequestRow {
  id: string;
  user_id: string | null;
  medicaid_id_index: string | null;
  medicaid_id_last4: string | null;
  reason: VerificationReason;
  months: string[];
  months_to_meet: number;
  as_of: string | null;
  due_date: string;
  status: VerificationStatus;
  months_answer: VerificationMonth[] | string;
  created_at: Date;
  created_by: string;
  determined_at: Date | null;
  notice_sent_on: string | null;
  notice_received_on: string | null;
  respond_by: string | null;
  notice_recorded_at: Date | null;
  hearing_requested_at: Date | null;
  hearing_reason: string | null;
}

/** A `date` column, selected as text (see `requestColumns`). */
export function isoDateOf(value: string): string {
  return value.slice(0, 10);
}

export function requestOf(row: RequestRow): RequestRecord {
  const answers =
    typeof row.months_answer === 'string'
      ? (JSON.parse(row.months_answer) as VerificationMonth[])
      : row.months_answer;
  return {
    id: row.id,
    userId: row.user_id,
    medicaidIdIndex: row.medicaid_id_index,
    medicaidIdLast4: row.medicaid_id_last4,
    reason: row.reason,
    months: [...row.months],
    monthsToMeet: row.months_to_meet,
    asOf: row.as_of,
    dueDate: isoDateOf(row.due_date),
    status: row.status,
    monthsAnswer: answers,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    determinedAt: row.determined_at && new Date(row.determined_at),
    notice:
      row.notice_sent_on && row.notice_received_on && row.respond_by && row.notice_recorded_at
        ? {
            sentOn: isoDateOf(row.notice_sent_on),
            receivedOn: isoDateOf(row.notice_received_on),
            respondBy: isoDateOf(row.respond_by),
            recordedAt: new Date(row.notice_recorded_at),
          }
        : null,
    hearing:
      row.hearing_requested_at && row.hearing_reason !== null
        ? { requestedAt: new Date(row.hearing_requested_at), reason: row.hearing_reason }
        : null,
  };
}

/** The columns of a new request. */
export function rowOf(request: RequestRecord): Record<string, unknown> {
  return {
    id: request.id,
    user_id: request.userId,
    medicaid_id_index: request.medicaidIdIndex,
    medicaid_id_last4: request.medicaidIdLast4,
    reason: request.reason,
    months: request.months,
    months_to_meet: request.monthsToMeet,
    as_of: request.asOf,
    due_date: request.dueDate,
    status: request.status,
    months_answer: JSON.stringify(request.monthsAnswer),
    created_at: request.createdAt,
    created_by: request.createdBy,
    determined_at: request.determinedAt,
    notice_sent_on: request.notice?.sentOn ?? null,
    notice_received_on: request.notice?.receivedOn ?? null,
    respond_by: request.notice?.respondBy ?? null,
    notice_recorded_at: request.notice?.recordedAt ?? null,
    hearing_requested_at: request.hearing?.requestedAt ?? null,
    hearing_reason: request.hearing?.reason ?? null,
  };
}

const PLAIN_COLUMNS = [
  'id',
  'user_id',
  'medicaid_id_index',
  'medicaid_id_last4',
  'reason',
  'months',
  'months_to_meet',
  'as_of',
  'status',
  'months_answer',
  'created_at',
  'created_by',
  'determined_at',
  'notice_recorded_at',
  'hearing_requested_at',
  'hearing_reason',
];
// Dates as the text Postgres writes them: the driver would otherwise make them instants in the
// process's zone, which can fall on another day.
const DATE_COLUMNS = ['due_date', 'notice_sent_on', 'notice_received_on', 'respond_by'];

/** The select list of a request row, dates as `YYYY-MM-DD`. */
export function requestColumns(db: Db, table = 'requests'): Array<string | Knex.Raw> {
  return [
    ...PLAIN_COLUMNS.map((column) => `${table}.${column}`),
    ...DATE_COLUMNS.map((column) => db.raw('??::text as ??', [`${table}.${column}`, column])),
  ];
}

/** Rows inserted per statement, well below Postgres's limit of bound parameters. */
const INSERT_CHUNK = 500;

export async function insertRequests(db: Db, requests: readonly RequestRecord[]): Promise<void> {
  for (let start = 0; start < requests.length; start += INSERT_CHUNK) {
    await db('requests').insert(requests.slice(start, start + INSERT_CHUNK).map(rowOf));
  }
}

export async function findRequest(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestRecord | undefined> {
  const query = db('requests')
    .where('id', id)
    .first(...requestColumns(db));
  if (options.lock) query.forUpdate();
  const row = (await query) as RequestRow | undefined;
  return row && requestOf(row);
}

/** The person's requests, open ones first, then the nearest due. */
export async function requestsOfUser(db: Db, userId: string): Promise<RequestRecord[]> {
  const rows = (await db('requests')
    .select(requestColumns(db))
    .where('user_id', userId)
    .orderByRaw("case when status in ('pending', 'needs_information') then 0 else 1 end")
    .orderBy([
      { column: 'due_date', order: 'asc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as RequestRow[];
  return rows.map(requestOf);
}
