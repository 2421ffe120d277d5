import {
  AUDIT_IP_MAX_LENGTH,
  AUDIT_USER_AGENT_MAX_LENGTH,
  type AuditRecordedV1,
  auditRecordedV1,
} from '@tracker/contracts/events/audit-recorded-v1';
import {
  type AuditCaller,
  accountableAdministrator,
  accountableForRead,
} from '@tracker/contracts/rules/audit-accountability';
import type { Knex } from 'knex';
import { recordEvent } from './outbox.js';

/** An administrator's access to records, for the audit trail the identity service keeps. */
export interface AuditedAccess<Action extends AuditRecordedV1['action'] = AuditRecordedV1['action']> {
  actorId: string;
  /** Null for a read of many people's records at once. */
  subjectId: string | null;
  action: Action;
  resourceId: string | null;
  /** For a change: the names of the fields it changed (none for a delete); absent for a read. */
  changes?: readonly string[];
  /** Why the administrator made a change, when the change requires one (a late entry). */
  reason?: string;
  ip: string | null;
  userAgent: string | null;
  occurredAt: Date;
}

/** Records `audit.recorded` in the outbox, inside the caller's transaction. */
export async function recordAuditRecorded(
  trx: Knex.Transaction,
  producer: string,
  access: AuditedAccess,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer,
    def: auditRecordedV1,
    // An event always concerns someone: for a read of many people's records, the reader.
    subjectId: access.subjectId ?? access.actorId,
    correlationId,
    data: {
      actorId: access.actorId,
      subjectId: access.subjectId,
      action: access.action,
      resourceId: access.resourceId,
      ...(access.changes === undefined ? {} : { changes: [...access.changes] }),
      ...(access.reason === undefined ? {} : { reason: access.reason }),
      // Whatever a client sent as its user agent must not make the request fail.
      ip: access.ip?.slice(0, AUDIT_IP_MAX_LENGTH) ?? null,
      userAgent: access.userAgent?.slice(0, AUDIT_USER_AGENT_MAX_LENGTH) ?? null,
      occurredAt: access.occurredAt.toISOString(),
    },
  });
}

/** Who asked, from where: what an audit row keeps of the request. */
export interface AuditedRequest {
  ip: string | null;
  userAgent: string | null;
  correlationId?: string;
}

/** The access itself, before the request's details and the time are added. */
export type AccessToAudit<Action extends AuditRecordedV1['action'] = AuditRecordedV1['action']> = Pick<
  AuditedAccess<Action>,
  'actorId' | 'subjectId' | 'action' | 'resourceId' | 'changes' | 'reason'
>;

export interface AuditDeps {
  producer: string;
  now(): Date;
}

/** Records an access made during `ctx`, inside the caller's transaction. */
export async function recordAccess(
  trx: Knex.Transaction,
  deps: AuditDeps,
  access: AccessToAudit,
  ctx: AuditedRequest,
): Promise<void> {
  await recordAuditRecorded(
    trx,
    deps.producer,
    { ...access, ip: ctx.ip, userAgent: ctx.userAgent, occurredAt: deps.now() },
    ctx.correlationId,
  );
}

export interface AuditReadDeps extends AuditDeps {
  db: { knex: Knex };
  nudgeOutbox(): void;
}

/**
 * Audits a read that changes nothing: a transaction of its own holds only the outbox row. Callers
 * run it before the records are handed over, so a read that could not be audited does not happen.
 */
export async function recordReadAlone(
  deps: AuditReadDeps,
  access: AccessToAudit,
  ctx: AuditedRequest,
): Promise<void> {
  await deps.db.knex.transaction((trx) => recordAccess(trx, deps, access, ctx));
  deps.nudgeOutbox();
}

/**
 * Audits `caller`'s access to `ownerId`'s records inside the caller's transaction when an
 * administrator is accountable for it; returns whether it recorded one, so the caller knows to wake
 * the relay after the commit.
 */
export async function auditCallerAccess(
  trx: Knex.Transaction,
  deps: AuditDeps,
  caller: AuditCaller,
  access: Omit<AccessToAudit, 'actorId'> & { subjectId: string },
  ctx: AuditedRequest,
): Promise<boolean> {
  const actorId = accountableAdministrator(caller);
  if (actorId === undefined) return false;
  await recordAccess(trx, deps, { ...access, actorId }, ctx);
  return true;
}

/**
 * `auditCallerAccess` for a read that changes nothing, in a transaction of its own (`recordReadAlone`).
 * An administrator reading their own records in their own session shows nothing to anyone else, so
 * only that is left out: it would fill the trail with every refresh of their own notifications.
 */
export async function auditCallerRead(
  deps: AuditReadDeps,
  caller: AuditCaller,
  access: Omit<AccessToAudit, 'actorId'> & { subjectId: string },
  ctx: AuditedRequest,
): Promise<void> {
  const actorId = accountableForRead(caller, access.subjectId);
  if (actorId === undefined) return;
  await recordReadAlone(deps, { ...access, actorId }, ctx);
}

/** What the audit helpers read of a service: its clock, its database and its outbox relay. */
export interface ServiceAuditDeps {
  now(): Date;
  db: { knex: Knex };
  nudgeOutbox(): void;
}

/** A change to `ownerId`'s records, as the audit trail keeps it. */
export interface AuditedWrite<Action extends AuditRecordedV1['action'] = AuditRecordedV1['action']> {
  ownerId: string;
  action: Action;
  resourceId: string;
  /** The names of the fields the change set (none for a delete). */
  changes: readonly string[];
  /** Why state staff made a late entry (a change to a month whose reporting deadline passed). */
  reason?: string;
}

/**
 * The audit helpers of one service, its producer bound and its actions typed: `write` records an
 * administrator's change inside the caller's transaction (`auditCallerAccess`) and answers whether it
 * did, so the caller wakes the relay after the commit; `read` audits a read in a transaction of its
 * own before the records are handed over (`auditCallerRead`).
 */
export function serviceAudit<Action extends AuditRecordedV1['action']>(producer: string) {
  const depsOf = (deps: ServiceAuditDeps): AuditReadDeps => ({
    producer,
    now: () => deps.now(),
    db: deps.db,
    nudgeOutbox: () => deps.nudgeOutbox(),
  });
  return {
    depsOf,
    write(
      trx: Knex.Transaction,
      deps: Pick<ServiceAuditDeps, 'now'>,
      caller: AuditCaller,
      write: AuditedWrite<Action>,
      ctx: AuditedRequest,
    ): Promise<boolean> {
      const { ownerId, ...access } = write;
      return auditCallerAccess(
        trx,
        { producer, now: () => deps.now() },
        caller,
        { subjectId: ownerId, ...access },
        ctx,
      );
    },
    read(
      deps: ServiceAuditDeps,
      caller: AuditCaller,
      ownerId: string,
      action: Action,
      ctx: AuditedRequest,
      resourceId: string | null = null,
    ): Promise<void> {
      return auditCallerRead(depsOf(deps), caller, { subjectId: ownerId, action, resourceId }, ctx);
    },
  };
}
