import { randomUUID } from 'node:crypto';
import type { IdentityAuditAction } from '@tracker/contracts/http/admin-audit';
import {
  AUDIT_IP_MAX_LENGTH,
  AUDIT_USER_AGENT_MAX_LENGTH,
} from '@tracker/contracts/events/audit-recorded-v1';
import type { Knex } from 'knex';
import type { AuditCursor } from '../domain/audit-cursor.js';

type Db = Knex | Knex.Transaction;

/** What administrators and account owners did here that someone may later need to account for. */
export type AuditAction = IdentityAuditAction;

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  detail?: Record<string, unknown>;
  ip: string | null;
  userAgent?: string | null;
}

function clip(text: string | null | undefined, length: number): string | null {
  return text == null ? null : text.slice(0, length);
}

/** Appends one row; the table refuses updates, deletes and truncation. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    id: randomUUID(),
    actor_id: entry.actorId,
    subject_id: entry.subjectId,
    action: entry.action,
    detail: JSON.stringify(entry.detail ?? {}),
    ip: clip(entry.ip, AUDIT_IP_MAX_LENGTH),
    user_agent: clip(entry.userAgent, AUDIT_USER_AGENT_MAX_LENGTH),
  });
}

/** An action another service reported, kept under the id of the event that reported it. */
export interface ReportedAudit {
  eventId: string;
  producer: string;
  actorId: string;
  subjectId: string | null;
  action: string;
  resourceId: string | null;
  /** Names of the fields a change changed. */
  changes?: string[];
  /** Why the administrator made the change, when they had to say (a late entry). */
  reason?: string;
  ip: string | null;
  userAgent: string | null;
  occurredAt: string;
}

/**
 * Appends a reported action, dated when it happened rather than when it arrived. The event id as
 * the row id makes a second copy of the same report a no-op, whatever the inbox did.
 */
export async function appendReportedAudit(db: Db, entry: ReportedAudit): Promise<void> {
  await db('audit_log')
    .insert({
      id: entry.eventId,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      action: entry.action,
      detail: JSON.stringify({
        producer: entry.producer,
        ...(entry.changes && entry.changes.length > 0 ? { changes: entry.changes } : {}),
        ...(entry.reason === undefined ? {} : { reason: entry.reason }),
      }),
      resource_id: entry.resourceId,
      ip: clip(entry.ip, AUDIT_IP_MAX_LENGTH),
      user_agent: clip(entry.userAgent, AUDIT_USER_AGENT_MAX_LENGTH),
      created_at: entry.occurredAt,
    })
    .onConflict('id')
    .ignore();
}

/** A person a filter names: an account id, or a user name matched in any letter case. */
export type PersonFilter = { id: string } | { username: string };

export interface AuditQuery {
  actor?: PersonFilter;
  subject?: PersonFilter;
  action?: string;
  /** Inclusive. */
  from?: string;
  /** Exclusive. */
  to?: string;
  limit: number;
  before?: AuditCursor;
}

export interface AuditRow {
  id: string;
  occurredAt: Date;
  action: string;
  actorId: string | null;
  actorUsername: string | null;
  subjectId: string | null;
  subjectUsername: string | null;
  resourceId: string | null;
  reason: string | null;
  changes: string[];
  ip: string | null;
  userAgent: string | null;
}

interface StoredRow {
  id: string;
  created_at: Date | string;
  at_key: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  subject_id: string | null;
  subject_username: string | null;
  resource_id: string | null;
  detail: unknown;
  ip: string | null;
  user_agent: string | null;
}

/** The reason and changed fields kept in a row's detail, whatever else it holds. */
function readDetail(detail: unknown): { reason: string | null; changes: string[] } {
  const parsed = (typeof detail === 'string' ? JSON.parse(detail) : detail) as Record<string, unknown> | null;
  const reason = parsed?.reason;
  const changes = parsed?.changes;
  return {
    reason: typeof reason === 'string' ? reason : null,
    changes: Array.isArray(changes)
      ? changes.filter((field): field is string => typeof field === 'string')
      : [],
  };
}

function wherePerson(query: Knex.QueryBuilder, db: Db, column: string, person: PersonFilter) {
  if ('id' in person) {
    query.where(column, person.id);
  } else {
    query.whereIn(column, db('users').select('id').whereRaw('lower(username) = lower(?)', [person.username]));
  }
}

/**
 * One page of the trail, newest first, after `before` when given, with the user names of the
 * people still known. Keyset paging, so a late page costs what the first one does.
 */
export async function listAuditPage(
  db: Db,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; next?: AuditCursor }> {
  const rows = db('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id')
    .leftJoin('users as subject', 'subject.id', 'a.subject_id')
    .select(
      'a.id',
      'a.created_at',
      db.raw(`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key`),
      'a.action',
      'a.actor_id',
      'actor.username as actor_username',
      'a.subject_id',
      'subject.username as subject_username',
      'a.resource_id',
      'a.detail',
      'a.ip',
      'a.user_agent',
    )
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    // One more than asked tells whether a next page exists without a second query.
    .limit(query.limit + 1);
  if (query.actor) wherePerson(rows, db, 'a.actor_id', query.actor);
  if (query.subject) wherePerson(rows, db, 'a.subject_id', query.subject);
  if (query.action) rows.where('a.action', query.action);
  if (query.from) rows.where('a.created_at', '>=', query.from);
  if (query.to) rows.where('a.created_at', '<', query.to);
  if (query.before) {
    rows.whereRaw('(a.created_at, a.id) < (?::timestamptz, ?::uuid)', [query.before.at, query.before.id]);
  }
  const found = (await rows) as StoredRow[];
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      id: row.id,
      occurredAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
      action: row.action,
      actorId: row.actor_id,
      actorUsername: row.actor_username,
      subjectId: row.subject_id,
      subjectUsername: row.subject_username,
      resourceId: row.resource_id,
      ...readDetail(row.detail),
      ip: row.ip,
      userAgent: row.user_agent,
    })),
    next: found.length > query.limit && last ? { at: last.at_key, id: last.id } : undefined,
  };
}
