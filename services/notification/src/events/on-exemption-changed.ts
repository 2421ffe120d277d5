import { exemptionNoteSharedV1 } from '@tracker/contracts/events/exemption-note-shared-v1';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { NotificationDeps } from '../deps.js';
import { exemptionName, recordExemptionTypeCode, upsertExemption } from '../store/exemptions.js';
import { removeWaitingNotices } from '../store/notifications.js';
import { withdrawUnsentTexts } from '../store/outbound-texts.js';
import { findUser, isUserRemoved } from '../store/users.js';
import { deliverNotice } from '../use-cases/deliver-notice.js';

type NoticeDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'nudgeTexts' | 'settings' | 'now'
>;

/** A new request: remembered, so a note about it can name it. */
export const onExemptionRequested = on(exemptionRequestedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await upsertExemption(
    trx,
    {
      id: data.exemptionId,
      userId: data.userId,
      typeName: data.exemptionTypeName,
      typeNameEs: data.exemptionTypeNameEs,
      status: 'requested',
      effectiveDate: null,
      expirationDate: null,
      isPermanent: false,
    },
    new Date(event.occurredAt),
  );
});

/**
 * Keeps the request's latest status and terms (for reminders), and tells the requester what changed,
 * in the app and by e-mail, and by text for a decision or a reviewer's request for more (with the day
 * to answer by). Their own moves (a resubmission) are not announced back to them. Once the request
 * no longer waits on them, the notices that it did are taken back, whoever moved it, and any text
 * about its earlier status not sent yet is withdrawn.
 */
export function onExemptionStatusChanged(deps: NoticeDeps): EventHandler {
  return on(exemptionStatusChangedV1, async (event, trx) => {
    const data = event.data;
    if (await isUserRemoved(trx, data.userId)) return;
    await upsertExemption(
      trx,
      {
        id: data.exemptionId,
        userId: data.userId,
        typeName: data.exemptionTypeName,
        typeNameEs: data.exemptionTypeNameEs,
        status: data.to,
        effectiveDate: data.effectiveDate,
        expirationDate: data.expirationDate,
        isPermanent: data.isPermanent,
      },
      new Date(event.occurredAt),
    );
    // Absent in events recorded before the producer sent it; `exemption.type-recorded` tells it then.
    if (data.exemptionTypeCode !== undefined) {
      await recordExemptionTypeCode(trx, data.exemptionId, data.userId, data.exemptionTypeCode);
    }
    if (data.to !== 'waiting_on_enrollee') await removeWaitingNotices(trx, data.userId, data.exemptionId);
    // A text about the request's earlier status, still unsent (held through the night), is out of date.
    await withdrawUnsentTexts(trx, data.userId, `exemption:${data.exemptionId}`);
    if (data.changedBy === data.userId) return;
    const user = await findUser(trx, data.userId);
    await deliverNotice(deps, trx, {
      userId: data.userId,
      user,
      eventId: event.id,
      email: true,
      // Only the moves whose wording has a text are texted: decisions and requests for more.
      text: true,
      notice: {
        topic: 'exemption-status',
        exemptionId: data.exemptionId,
        // The type as the person reads it: its Spanish name for a Spanish reader, where one is written.
        exemptionName:
          user?.preferredLanguage === 'es'
            ? (data.exemptionTypeNameEs ?? data.exemptionTypeName)
            : data.exemptionTypeName,
        status: data.to,
        waitingMessage: data.waitingMessage,
        replyBy: data.replyBy ?? null,
        denialReason: data.denialReason,
        resetMessage: data.resetMessage,
        expirationDate: data.expirationDate,
        isPermanent: data.isPermanent,
      },
    });
  });
}

/** The type code of an exemption decided before status changes carried it: kept for judging months. */
export const onExemptionTypeRecorded = on(exemptionTypeRecordedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await recordExemptionTypeCode(trx, data.exemptionId, data.userId, data.exemptionTypeCode);
});

/** A reviewer's note to the requester: in the app and by e-mail. */
export function onExemptionNoteShared(deps: NoticeDeps): EventHandler {
  return on(exemptionNoteSharedV1, async (event, trx) => {
    const data = event.data;
    if (await isUserRemoved(trx, data.userId)) return;
    await deliverNotice(deps, trx, {
      userId: data.userId,
      user: await findUser(trx, data.userId),
      eventId: event.id,
      email: true,
      text: false,
      notice: {
        topic: 'exemption-note',
        exemptionName: await exemptionName(trx, data.exemptionId),
        noteText: data.noteText,
      },
    });
  });
}
