import { randomUUID } from 'node:crypto';
import { identityTextRequestedV1 } from '@tracker/contracts/events/identity-text-requested-v1';
import { smsSegments, startTwilioStandIn, type TwilioStandIn } from '@tracker/kit/testing/twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { type Harness, startNotificationService } from '../support/harness.js';

const accountSid = `AC${'5e'.repeat(16)}`;
const authToken = 'stand-in-auth-token-0123456789';
const twilioNumber = '+15551230000';

let standIn: TwilioStandIn;
let harness: Harness;

beforeAll(async () => {
  standIn = await startTwilioStandIn({ accountSid, authToken });
  harness = await startNotificationService({
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_PHONE_NUMBER: twilioNumber,
    TWILIO_API_BASE_URL: standIn.url,
  });
});

afterAll(async () => {
  await harness.close();
  await standIn.close();
});

describe('the notification service with TWILIO_API_BASE_URL', () => {
  it.each(['en', 'es'] as const)(
    'texts a %s phone code through the real Twilio client, as one GSM-7 message',
    async (language) => {
      const to = language === 'en' ? '+19165550171' : '+19165550172';
      const userId = randomUUID();
      await harness.publish({
        id: randomUUID(),
        type: identityTextRequestedV1.type,
        version: identityTextRequestedV1.version,
        occurredAt: new Date().toISOString(),
        producer: 'identity',
        subjectId: userId,
        correlationId: randomUUID(),
        data: {
          userId,
          to,
          language,
          kind: 'phone-verification',
          code: '482913',
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
      });

      const message = await standIn.waitFor((sent) => sent.to === to);
      expect(message).toMatchObject({ from: twilioNumber, body: expect.stringContaining('482913') });
      expect(smsSegments(message.body)).toBe(1);
      const [row] = await eventually(
        () => harness.db.knex('text_messages').where({ direction: 'outbound', to_number: to }),
        (rows) => rows.length === 1,
      );
      expect(row).toMatchObject({ user_id: userId, status: 'sent', message_sid: message.sid });
      expect(row.message_body).not.toContain('482913');
    },
  );
});
