import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** An exemption request as the queue knows it from the exemption service's events. */
export interface QueuedExemption {
  exemptionId: string;
  userId: string;
  typeName: string;
  typeNameEs: string | null;
  status: ExemptionStatus;
  /** When the person asked: how long the request has waited is counted from it. */
  requestedAt: Date;
  /** `YYYY-MM-DD`: the day an answer is needed by, while the request waits on the person. */
  replyBy: string | null;
  /** When the event that said this happened. */
  changedAt: Date;
}

/** Whether the person's account is gone: events about it that arrive late keep nothing. */
async function isRemoved(db: Db, userId: string): Promise<boolean> {
  return Boolean(await db('removed_people').where('user_id', userId).first('user_id'));
}

/** A new request: kept unless a later change of it already arrived. */
export async function saveRequestedExemption(db: Db, exemption: QueuedExemption): Promise<void> {
  if (await isRemoved(db, exemption.userId)) return;
  await db('queue_exemptions')
    .insert({
      exemption_id: exemption.exemptionId,
      user_id: exemption.userId,
      type_name: exemption.typeName,
      type_name_es: exemption.typeNameEs,
      status: exemption.status,
      requested_at: exemption.requestedAt,
      reply_by: exemption.replyBy,
      changed_at: exemption.changedAt,
    })
    .onConflict('exemption_id')
    // The request's own date is known only from this event: a status change seen first guessed it.
    .merge({ requested_at: exemption.requestedAt });
}

/**
 * A status change. One arriving before the request itself creates the row (with the change's time as
 * the request's, until the request arrives); one older than what is kept changes nothing.
 */
export async function saveExemptionStatus(db: Db, exemption: QueuedExemption): Promise<void> {
  if (await isRemoved(db, exemption.userId)) return;
  await db('queue_exemptions')
    .insert({
      exemption_id: exemption.exemptionId,
      user_id: exemption.userId,
      type_name: exemption.typeName,
      type_name_es: exemption.typeNameEs,
      status: exemption.status,
      requested_at: exemption.requestedAt,
      reply_by: exemption.replyBy,
      changed_at: exemption.changedAt,
    })
    .onConflict('exemption_id')
    .merge(['type_name', 'type_name_es', 'status', 'reply_by', 'changed_at'])
    .where('queue_exemptions.changed_at', '<=', exemption.changedAt);
}
