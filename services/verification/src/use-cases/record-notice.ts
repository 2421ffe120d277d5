import type { AdminVerificationRequest, RecordNoticeRequest } from '@tracker/contracts/http/verifications';
import { compareDates, formatIsoDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { RequestContext, VerificationDeps } from '../deps.js';
import { isFinal } from '../domain/decide-request.js';
import { receivedOnOf, respondByOf } from '../domain/notice-window.js';
import type { RequestRecord } from '../domain/request.js';
import { noticeDatesRefused, noticeRefused, verificationNotFound } from '../errors.js';
import { recordNoticeRecorded } from '../store/events.js';
import { findPerson } from '../store/people.js';
import { findRequest } from '../store/requests.js';
import { applyDeterminations } from './shared/determine.js';
import { todayOf } from '../domain/today.js';
import { adminRequestView } from '../domain/request-view.js';

/**
 * Records that the state sent its notice of noncompliance: the window runs from the day it was
 * received (the sent day plus the profile's mailing days when not given) for the profile's days,
 * moved off a weekend. Recording again replaces the notice; a decided request takes none.
 */
export async function recordNotice(
  deps: VerificationDeps,
  id: string,
  input: RecordNoticeRequest,
  context: RequestContext,
): Promise<AdminVerificationRequest> {
  const today = todayOf(deps);
  const rule = deps.settings.profile.verification;
  const sentOn = parseIsoDate(input.sentOn);
  const receivedOn = input.receivedOn ? parseIsoDate(input.receivedOn) : receivedOnOf(sentOn, rule);
  const fieldErrors: Record<string, string> = {};
  if (compareDates(sentOn, today) > 0) fieldErrors.sentOn = 'The notice cannot have been sent after today';
  if (compareDates(receivedOn, sentOn) < 0)
    fieldErrors.receivedOn = 'The notice cannot have been received before it was sent';
  if (Object.keys(fieldErrors).length > 0) throw noticeDatesRefused(fieldErrors);

  const now = deps.now();
  const updated = await deps.db.knex.transaction(async (trx) => {
    const request = await findRequest(trx, id, { lock: true });
    if (!request) throw verificationNotFound();
    if (isFinal(request.status)) {
      throw noticeRefused(`A request that is ${request.status.replace('_', ' ')} takes no notice`);
    }
    const notice = {
      sentOn: formatIsoDate(sentOn),
      receivedOn: formatIsoDate(receivedOn),
      respondBy: formatIsoDate(respondByOf(receivedOn, rule)),
      recordedAt: now,
    };
    await trx('requests').where('id', id).update({
      notice_sent_on: notice.sentOn,
      notice_received_on: notice.receivedOn,
      respond_by: notice.respondBy,
      notice_recorded_at: now,
    });
    // A replaced notice starts its reminders again.
    await trx('reminders_sent').where('request_id', id).delete();
    const withNotice: RequestRecord = { ...request, notice };
    await applyDeterminations(
      trx,
      { profile: deps.settings.profile, today, now, correlationId: context.correlationId },
      [withNotice],
    );
    const stored = (await findRequest(trx, id)) as RequestRecord;
    if (stored.userId !== null) {
      await recordNoticeRecorded(trx, { ...stored, userId: stored.userId }, context.correlationId);
    }
    return stored;
  });
  deps.nudgeOutbox();
  const person = updated.userId ? await findPerson(deps.db.knex, updated.userId) : undefined;
  return adminRequestView(updated, person);
}
