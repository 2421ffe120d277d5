import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import {
  type IdentityEmailRequestedV1,
  identityEmailRequestedV1,
} from '@tracker/contracts/events/identity-email-requested-v1';
import {
  type IdentityTextRequestedV1,
  identityTextRequestedV1,
} from '@tracker/contracts/events/identity-text-requested-v1';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { identityUserVerifiedV1 } from '@tracker/contracts/events/identity-user-verified-v1';
import { toUserEventData, type User } from '../domain/user.js';

export const PRODUCER = 'identity';

const USER_EVENTS = {
  registered: identityUserRegisteredV1,
  verified: identityUserVerifiedV1,
  updated: identityUserUpdatedV1,
};

/** Records `identity.user-<kind>` with the user's current state, inside the caller's transaction. */
export async function recordUserEvent(
  trx: Knex.Transaction,
  kind: keyof typeof USER_EVENTS,
  user: User,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: USER_EVENTS[kind],
    subjectId: user.id,
    data: toUserEventData(user),
    correlationId,
  });
}

export async function recordUserDeleted(
  trx: Knex.Transaction,
  userId: string,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: identityUserDeletedV1,
    subjectId: userId,
    data: { userId },
    correlationId,
  });
}

/** Asks the notification service for an e-mail; the envelope names the recipient only by a hash when no account does. */
export async function recordEmailRequest(
  trx: Knex.Transaction,
  email: IdentityEmailRequestedV1,
  correlationId?: string,
): Promise<void> {
  const subjectId =
    email.userId ?? `recipient:${createHash('sha256').update(email.to).digest('hex').slice(0, 32)}`;
  await recordEvent(trx, {
    producer: PRODUCER,
    def: identityEmailRequestedV1,
    subjectId,
    data: email,
    correlationId,
  });
}

/** Asks the notification service for a text to the person's own number (a confirmation code). */
export async function recordTextRequest(
  trx: Knex.Transaction,
  text: IdentityTextRequestedV1,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: identityTextRequestedV1,
    subjectId: text.userId,
    data: text,
    correlationId,
  });
}
