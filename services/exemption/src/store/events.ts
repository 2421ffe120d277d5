import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { exemptionNoteSharedV1 } from '@tracker/contracts/events/exemption-note-shared-v1';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';
import type { NoteRecord, UserExemptionRecord } from '../domain/exemption.js';

export const PRODUCER = 'exemption';

export async function recordExemptionRequested(
  trx: Knex.Transaction,
  request: UserExemptionRecord,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: exemptionRequestedV1,
    subjectId: request.userId,
    correlationId,
    data: {
      exemptionId: request.id,
      userId: request.userId,
      exemptionTypeId: request.medicaidExemptionId,
      exemptionTypeName: request.typeName,
      ...(request.typeNameEs === null ? {} : { exemptionTypeNameEs: request.typeNameEs }),
      isRenewal: request.isRenewal,
      requestPermanent: request.requestPermanent,
      durationRequestedMonths: request.durationRequestedMonths,
      requestedAt: request.requestDate.toISOString(),
    },
  });
}

/**
 * Carries the request's terms as they are after the change, so read models can tell when an
 * exemption is in force and which type it is, and the message the requester is to be told.
 */
export async function recordStatusChanged(
  trx: Knex.Transaction,
  request: UserExemptionRecord,
  from: ExemptionStatus,
  changedBy: string | null,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: exemptionStatusChangedV1,
    subjectId: request.userId,
    correlationId,
    data: {
      exemptionId: request.id,
      userId: request.userId,
      from,
      to: request.status,
      exemptionTypeName: request.typeName,
      ...(request.typeNameEs === null ? {} : { exemptionTypeNameEs: request.typeNameEs }),
      ...(request.abbreviation === null ? {} : { exemptionTypeCode: request.abbreviation }),
      effectiveDate: request.effectiveDate,
      expirationDate: request.expirationDate,
      isPermanent: request.isPermanent,
      durationApprovedMonths: request.durationApprovedMonths,
      denialReason: request.denialReason,
      waitingMessage: request.waitingMessage,
      replyBy: request.replyBy,
      resetMessage: request.resetMessage,
      changedBy,
    },
  });
}

/** Tells the read models the type code of an exemption decided before status changes carried it. */
export async function recordTypeRecorded(
  trx: Knex.Transaction,
  exemption: { id: string; userId: string; abbreviation: string | null },
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: exemptionTypeRecordedV1,
    subjectId: exemption.userId,
    data: {
      exemptionId: exemption.id,
      userId: exemption.userId,
      exemptionTypeCode: exemption.abbreviation,
    },
  });
}

export async function recordNoteShared(
  trx: Knex.Transaction,
  note: NoteRecord,
  requesterId: string,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: exemptionNoteSharedV1,
    subjectId: requesterId,
    correlationId,
    data: {
      exemptionId: note.exemptionId,
      noteId: note.id,
      userId: requesterId,
      noteText: note.noteText,
      authorUsername: note.authorUsername ?? '',
    },
  });
}
