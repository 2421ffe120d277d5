import type { Language } from '@tracker/contracts/constants/accounts';
import type { VerificationMonth, VerificationReason } from '@tracker/contracts/http/verifications';
import {
  QUEUED_EXEMPTION_STATUSES,
  QUEUED_VERIFICATION_STATUSES,
  type WorkItemKind,
  type WorkQueueAssigned,
} from '@tracker/contracts/http/work-queue';
import type { Knex } from 'knex';
import { containsPattern, type SearchTerm } from '../domain/queue-search.js';

type Db = Knex | Knex.Transaction;

/** A case of the queue as read, before it is shown. */
export interface QueueRow {
  kind: WorkItemKind;
  id: string;
  user_id: string | null;
  status: string;
  type_name: string | null;
  type_name_es: string | null;
  reason: VerificationReason | null;
  months: string[];
  waiting_since: Date | string;
  /** `YYYY-MM-DD`. */
  due_date: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  phone: string | null;
  medicaid_id_last4: string | null;
  preferred_language: Language | null;
  assignee_id: string | null;
  assignee_username: string | null;
  this_month: VerificationMonth | string | null;
}

/** Which cases are read, and by whom (for "assigned to me"). */
export interface QueueFilters {
  callerId: string;
  kind?: WorkItemKind;
  assigned: WorkQueueAssigned;
  terms: readonly SearchTerm[];
  /** `YYYY-MM`: the month whose determination is shown beside each case. */
  month: string;
}

const inList = (values: readonly string[]) => values.map(() => '?').join(', ');

/**
 * Both kinds of case in one shape. `open` keeps only those waiting on a person; without it the cases
 * decided since are there too, so "next" still knows where a just-decided case stood.
 */
function cases(db: Db, open: boolean): Knex.Raw {
  const exemptionStatuses = open ? `where e.status in (${inList(QUEUED_EXEMPTION_STATUSES)})` : '';
  const verificationStatuses = open ? `where r.status in (${inList(QUEUED_VERIFICATION_STATUSES)})` : '';
  return db.raw(
    `(select 'exemption'::text as kind, e.exemption_id as id, e.user_id, null::text as item_last4,
        e.status, e.type_name, e.type_name_es, null::text as reason, '{}'::text[] as months,
        e.requested_at as waiting_since,
        case when e.status = 'waiting_on_enrollee' then e.reply_by end as due_date,
        e.status = 'waiting_on_enrollee' as waiting_on_person
      from queue_exemptions e ${exemptionStatuses}
      union all
      select 'verification'::text, r.id, r.user_id, r.medicaid_id_last4,
        r.status, null, null, r.reason, r.months,
        r.created_at, coalesce(r.respond_by, r.due_date), false
      from requests r ${verificationStatuses}) as q`,
    open ? [...QUEUED_EXEMPTION_STATUSES, ...QUEUED_VERIFICATION_STATUSES] : [],
  );
}

/** The queue's order: nearest due first (undated last), then the longest waiting. */
const SORT_KEY = `(coalesce(q.due_date, 'infinity'::date), q.waiting_since, q.kind, q.id)`;
const ORDER = `coalesce(q.due_date, 'infinity'::date) asc, q.waiting_since asc, q.kind asc, q.id asc`;

/** The open cases with the person, the assignee and this month's determination, filtered. */
function openCases(db: Db, filters: QueueFilters): Knex.QueryBuilder {
  const query = db
    .from(cases(db, true))
    .leftJoin('people as p', 'p.user_id', 'q.user_id')
    .leftJoin('queue_assignments as a', function joinAssignment() {
      this.on('a.kind', '=', 'q.kind').andOn('a.item_id', '=', 'q.id');
    })
    .leftJoin('people as ap', 'ap.user_id', 'a.assignee_id')
    .leftJoin('person_months as pm', function joinMonth() {
      this.on('pm.user_id', '=', 'q.user_id').andOn('pm.month', '=', db.raw('?', [filters.month]));
    });
  if (filters.kind) query.where('q.kind', filters.kind);
  if (filters.assigned === 'me') query.where('a.assignee_id', filters.callerId);
  if (filters.assigned === 'none') query.whereNull('a.assignee_id');
  for (const term of filters.terms) {
    query.where((match) => {
      match
        .whereRaw('p.search_text like ?', [containsPattern(term.text)])
        .orWhereRaw('lower(coalesce(q.item_last4, p.medicaid_id_last4)) = ?', [term.text]);
      if (term.digits) match.orWhereRaw('p.search_text like ?', [containsPattern(term.digits)]);
    });
  }
  return query;
}

function selectCase(query: Knex.QueryBuilder, db: Db): Knex.QueryBuilder {
  return query.select(
    'q.kind',
    'q.id',
    'q.user_id',
    'q.status',
    'q.type_name',
    'q.type_name_es',
    'q.reason',
    'q.months',
    'q.waiting_since',
    db.raw('q.due_date::text as due_date'),
    'p.first_name',
    'p.last_name',
    'p.username',
    'p.phone',
    db.raw('coalesce(q.item_last4, p.medicaid_id_last4) as medicaid_id_last4'),
    'p.preferred_language',
    'a.assignee_id',
    'ap.username as assignee_username',
    'pm.answer as this_month',
  );
}

/** One page of the open cases in the queue's order, and how many there are in all. */
export async function queuePage(
  db: Db,
  filters: QueueFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const counted = (await openCases(db, filters).count({ total: '*' }).first()) as
    { total: number | string } | undefined;
  const rows = (await selectCase(openCases(db, filters), db)
    .orderByRaw(ORDER)
    .offset(page.offset)
    .limit(page.limit)) as QueueRow[];
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One open case, whatever the filters would say of it. */
export async function findQueueCase(
  db: Db,
  kind: WorkItemKind,
  id: string,
  filters: Pick<QueueFilters, 'callerId' | 'month'>,
): Promise<QueueRow | undefined> {
  return (await selectCase(openCases(db, { ...filters, assigned: 'any', terms: [] }), db)
    .where('q.kind', kind)
    .where('q.id', id)
    .first()) as QueueRow | undefined;
}

/** Whether a case exists at all, open or decided. */
export async function caseExists(db: Db, kind: WorkItemKind, id: string): Promise<boolean> {
  return Boolean(await db.from(cases(db, false)).where('q.kind', kind).where('q.id', id).first('q.id'));
}

/**
 * The open case after `after` in the queue's order that the caller can take up now: not held by
 * another reviewer, not waiting on the person. From the top when none follows; never `after` itself.
 */
export async function nextQueueCase(
  db: Db,
  filters: QueueFilters,
  after: { kind: WorkItemKind; id: string } | undefined,
): Promise<QueueRow | undefined> {
  const candidates = () => {
    const query = openCases(db, filters)
      .where('q.waiting_on_person', false)
      .where((free) => free.whereNull('a.assignee_id').orWhere('a.assignee_id', filters.callerId));
    if (after) query.whereNot((same) => same.where('q.kind', after.kind).where('q.id', after.id));
    return selectCase(query, db).orderByRaw(ORDER);
  };
  if (after) {
    // Where `after` stands now, decided or not, so the reviewer moves on rather than back to the top.
    const position = (await db
      .from(cases(db, false))
      .where('q.kind', after.kind)
      .where('q.id', after.id)
      .first(
        db.raw(`coalesce(q.due_date, 'infinity'::date)::text as due`),
        db.raw('q.waiting_since::text as since'),
      )) as { due: string; since: string } | undefined;
    if (position) {
      const following = (await candidates()
        .whereRaw(`${SORT_KEY} > (?::date, ?::timestamptz, ?::text, ?::uuid)`, [
          position.due,
          position.since,
          after.kind,
          after.id,
        ])
        .first()) as QueueRow | undefined;
      if (following) return following;
    }
  }
  return (await candidates().first()) as QueueRow | undefined;
}

/** Who holds a case, locked until the transaction ends. */
export async function holderOf(db: Db, kind: WorkItemKind, id: string): Promise<string | undefined> {
  const row = (await db('queue_assignments')
    .where({ kind, item_id: id })
    .forUpdate()
    .first('assignee_id')) as { assignee_id: string } | undefined;
  return row?.assignee_id;
}

/** Gives the case to a reviewer unless someone holds it; answers whether it did. */
export async function claimCase(
  db: Db,
  kind: WorkItemKind,
  id: string,
  assigneeId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db('queue_assignments')
    .insert({ kind, item_id: id, assignee_id: assigneeId, assigned_at: at })
    .onConflict(['kind', 'item_id'])
    .ignore()
    .returning('item_id');
  return inserted.length > 0;
}

export async function reassignCase(
  db: Db,
  kind: WorkItemKind,
  id: string,
  assigneeId: string,
  at: Date,
): Promise<void> {
  await db('queue_assignments')
    .where({ kind, item_id: id })
    .update({ assignee_id: assigneeId, assigned_at: at });
}

export async function releaseCase(db: Db, kind: WorkItemKind, id: string): Promise<void> {
  await db('queue_assignments').where({ kind, item_id: id }).delete();
}
