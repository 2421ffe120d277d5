import type { ListVerificationsQuery, VerificationStatus } from '@tracker/contracts/http/verifications';
import type { Knex } from 'knex';
import type { RequestRecord } from '../domain/request.js';
import { requestColumns, type RequestRow, requestOf } from './requests.js';

type Db = Knex | Knex.Transaction;

/** One page of requests for reviewers, by due date then creation, and how many match in all. */
export async function listRequests(
  db: Db,
  query: ListVerificationsQuery,
): Promise<{ items: RequestRecord[]; total: number }> {
  const filtered = () => {
    const builder = db('requests');
    if (query.status) builder.where('status', query.status);
    if (query.reason) builder.where('reason', query.reason);
    if (query.dueBefore) builder.where('due_date', '<=', query.dueBefore);
    return builder;
  };
  const counted = (await filtered().count({ total: '*' })) as Array<{ total: string | number }>;
  const rows = (await filtered()
    .select(requestColumns(db))
    .orderBy([
      { column: 'due_date', order: 'asc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as RequestRow[];
  return { items: rows.map(requestOf), total: Number(counted[0]?.total ?? 0) };
}

/** Pages of requests for the export, by due date then creation, optionally of one status. */
export async function* requestPages(
  db: Db,
  status: VerificationStatus | undefined,
  pageSize = 500,
): AsyncGenerator<RequestRecord[]> {
  // Keyset pages: each resumes after the last row of the one before, so a long export never holds
  // more than a page and costs the same for its last page as for its first.
  let after: { due: string; created: Date; id: string } | undefined;
  for (;;) {
    const builder = db('requests').select(requestColumns(db));
    if (status) builder.where('status', status);
    if (after) {
      builder.whereRaw('(due_date, created_at, id) > (?::date, ?, ?::uuid)', [
        after.due,
        after.created,
        after.id,
      ]);
    }
    const rows = (await builder
      .orderBy([
        { column: 'due_date', order: 'asc' },
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(pageSize)) as RequestRow[];
    if (rows.length === 0) return;
    const page = rows.map(requestOf);
    yield page;
    const last = page[page.length - 1] as RequestRecord;
    after = { due: last.dueDate, created: last.createdAt, id: last.id };
    if (rows.length < pageSize) return;
  }
}
