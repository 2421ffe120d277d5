import { randomUUID } from 'node:crypto';
import {
  type ExemptionStatusChangedV1,
  exemptionStatusChangedV1,
} from '@tracker/contracts/events/exemption-status-changed-v1';
import { listNotificationsResponse } from '@tracker/contracts/http/notifications';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, type TestUser } from '../support/api-harness.js';

let h: ApiHarness;
let phoneCounter = 0;

beforeAll(async () => {
  h = await createApiHarness();
});

afterAll(async () => {
  await h.close();
});

function freshPhone(): string {
  phoneCounter++;
  return `+1916555${String(4000 + phoneCounter).padStart(4, '0')}`;
}

function move(
  user: TestUser,
  exemptionId: string,
  from: ExemptionStatusChangedV1['from'],
  to: ExemptionStatusChangedV1['to'],
  overrides: Partial<ExemptionStatusChangedV1> = {},
): ExemptionStatusChangedV1 {
  return {
    exemptionId,
    userId: user.id,
    from,
    to,
    exemptionTypeName: 'Medically frail',
    effectiveDate: to === 'approved' ? '2026-03-01' : null,
    expirationDate: to === 'approved' ? '2026-08-31' : null,
    isPermanent: false,
    durationApprovedMonths: to === 'approved' ? 6 : null,
    denialReason: to === 'denied' ? 'The letter does not say how long.' : null,
    waitingMessage: to === 'waiting_on_enrollee' ? 'Please send a letter from your doctor.' : null,
    replyBy: to === 'waiting_on_enrollee' ? '2026-03-24' : null,
    resetMessage: null,
    changedBy: randomUUID(),
    ...overrides,
  };
}

async function titlesOf(user: TestUser): Promise<string[]> {
  const response = await request(h.app).get('/api/notifications').set('Cookie', user.cookie).expect(200);
  return listNotificationsResponse.parse(response.body).notifications.map((item) => item.title);
}

async function textsTo(phone: string): Promise<string[]> {
  return (await h.sentTexts()).filter((text) => text.to === phone).map((text) => text.body);
}

describe('a request for more, and the decision', () => {
  it('texts the request for more with the day to answer by and how to text a document back', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(
      exemptionStatusChangedV1,
      move(user, randomUUID(), 'under_review', 'waiting_on_enrollee'),
    );
    expect(await textsTo(user.phone ?? '')).toEqual([
      'Work Requirement Tracker: your Medically frail request needs more from you by March 24. See your dashboard, or text a photo of the document with the word DOC. Reply STOP to opt out.',
    ]);
  });

  it('texts it in Spanish to a person who reads Spanish, with DOCUMENTO and the Spanish name of the type', async () => {
    const user = await h.enrollee({ phone: freshPhone(), preferredLanguage: 'es' });
    await h.deliver(
      exemptionStatusChangedV1,
      move(user, randomUUID(), 'under_review', 'waiting_on_enrollee', { exemptionTypeNameEs: 'Embarazo' }),
    );
    expect(await textsTo(user.phone ?? '')).toEqual([
      'Work Requirement Tracker: su solicitud Embarazo necesita datos suyos hasta el 24 de marzo. Vea su panel o mande una foto del documento con la palabra DOCUMENTO. Para no recibir mensajes, responda STOP.',
    ]);
  });

  it('texts an approval and a denial', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(exemptionStatusChangedV1, move(user, randomUUID(), 'under_review', 'approved'));
    await h.deliver(exemptionStatusChangedV1, move(user, randomUUID(), 'under_review', 'denied'));
    expect(await textsTo(user.phone ?? '')).toEqual([
      'Work Requirement Tracker: your Medically frail request was approved. It lasts until August 31, 2026. Reply STOP to opt out.',
      'Work Requirement Tracker: your Medically frail request was denied. See why on your dashboard. Reply STOP to opt out.',
    ]);
  });

  it('texts no other move, and nothing to a number its owner has not confirmed', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(exemptionStatusChangedV1, move(user, randomUUID(), 'requested', 'under_review'));
    expect(await textsTo(user.phone ?? '')).toEqual([]);

    const unconfirmed = await h.enrollee({ phone: freshPhone(), phoneVerified: false });
    await h.deliver(exemptionStatusChangedV1, move(unconfirmed, randomUUID(), 'under_review', 'approved'));
    expect(await textsTo(unconfirmed.phone ?? '')).toEqual([]);
    expect(await titlesOf(unconfirmed)).toEqual(['Your Medically frail exemption request: Approved']);
  });

  it.each(['approved', 'denied'] as const)(
    'takes back the "waiting on you" notices of a request once it is %s, and only of that request',
    async (decision) => {
      const user = await h.enrollee();
      const decided = randomUUID();
      const other = randomUUID();
      await h.deliver(exemptionStatusChangedV1, move(user, decided, 'under_review', 'waiting_on_enrollee'));
      await h.deliver(
        exemptionStatusChangedV1,
        move(user, other, 'under_review', 'waiting_on_enrollee', { exemptionTypeName: 'Caregiver' }),
      );
      expect(await titlesOf(user)).toEqual([
        'Your Caregiver exemption request: Waiting on Enrollee',
        'Your Medically frail exemption request: Waiting on Enrollee',
      ]);

      await h.deliver(exemptionStatusChangedV1, move(user, decided, 'waiting_on_enrollee', decision));
      const word = decision === 'approved' ? 'Approved' : 'Denied';
      expect(await titlesOf(user)).toEqual([
        `Your Medically frail exemption request: ${word}`,
        'Your Caregiver exemption request: Waiting on Enrollee',
      ]);
    },
  );

  it('takes them back too when the requester answers and resubmits', async () => {
    const user = await h.enrollee();
    const exemptionId = randomUUID();
    await h.deliver(exemptionStatusChangedV1, move(user, exemptionId, 'under_review', 'waiting_on_enrollee'));
    await h.deliver(
      exemptionStatusChangedV1,
      move(user, exemptionId, 'waiting_on_enrollee', 'requested', { changedBy: user.id }),
    );
    expect(await titlesOf(user)).toEqual([]);
  });
});
