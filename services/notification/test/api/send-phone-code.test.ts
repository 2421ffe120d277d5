import { randomUUID } from 'node:crypto';
import {
  type IdentityTextRequestedV1,
  identityTextRequestedV1,
} from '@tracker/contracts/events/identity-text-requested-v1';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { freePort } from '@tracker/kit/testing/environment';
import { startTwilioStandIn } from '@tracker/kit/testing/twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSid,
  type ApiHarness,
  authToken,
  createApiHarness,
  serviceNumber,
  textForm,
} from '../support/api-harness.js';

interface TextRow {
  direction: string;
  user_id: string | null;
  to_number: string;
  from_number: string;
  message_body: string;
  status: string;
  error_message: string | null;
}

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter++;
  return `+1916555${String(4000 + phoneCounter)}`;
}

/** A fresh six-digit code, different in every test, so finding it anywhere means it leaked. */
function newCode(): string {
  return String(100_000 + Math.floor(Math.random() * 900_000));
}

/** The request identity makes, the code expiring 10 minutes after the harness's clock by default. */
function codeRequest(
  h: ApiHarness,
  overrides: Partial<IdentityTextRequestedV1> = {},
): IdentityTextRequestedV1 {
  return {
    userId: randomUUID(),
    to: newPhone(),
    language: 'en',
    kind: 'phone-verification',
    code: newCode(),
    expiresAt: new Date(h.deps.now().getTime() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

async function outboundTo(h: ApiHarness, phone: string): Promise<TextRow[]> {
  return h.db.knex<TextRow>('text_messages').where({ direction: 'outbound', to_number: phone });
}

/** Everything the service keeps and logs about texts, as one string to search for a code. */
async function everythingKept(h: ApiHarness): Promise<string> {
  const rows = await h.db.knex('text_messages').select('*');
  return `${JSON.stringify(rows)}\n${h.logText()}`;
}

describe('the phone code text', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await createApiHarness();
  });

  afterAll(async () => {
    await h.close();
  });

  it('texts the code to the number, and keeps the text with the code masked', async () => {
    const request = codeRequest(h);
    await h.deliver(identityTextRequestedV1, request);

    const texts = (await h.sentTexts()).filter((text) => text.to === request.to);
    expect(texts).toEqual([
      {
        from: serviceNumber,
        to: request.to,
        body: `Work Requirement Tracker code: ${request.code}. It expires in 10 minutes. Do not share it.`,
      },
    ]);
    expect(await outboundTo(h, request.to)).toEqual([
      expect.objectContaining({
        user_id: request.userId,
        from_number: serviceNumber,
        status: 'sent',
        message_body: 'Work Requirement Tracker code: ••••••. It expires in 10 minutes. Do not share it.',
      }),
    ]);
    expect(await everythingKept(h)).not.toContain(request.code);
  });

  it('is written in the language asked for, with the minutes the code really has left', async () => {
    const request = codeRequest(h, {
      language: 'es',
      expiresAt: new Date(h.deps.now().getTime() + 60_000).toISOString(),
    });
    await h.deliver(identityTextRequestedV1, request);
    expect((await h.sentTexts()).filter((text) => text.to === request.to).map((text) => text.body)).toEqual([
      `Work Requirement Tracker: su clave es ${request.code}. Vence en 1 minuto. No la comparta con nadie.`,
    ]);
  });

  it('is not sent once the code has expired, as when the request is redelivered late', async () => {
    const request = codeRequest(h, { expiresAt: h.deps.now().toISOString() });
    await h.deliver(identityTextRequestedV1, request);
    expect((await h.sentTexts()).filter((text) => text.to === request.to)).toEqual([]);
    expect(await outboundTo(h, request.to)).toEqual([]);
  });

  it('is not sent to a number that opted out', async () => {
    const phone = newPhone();
    await h.inbound(textForm(phone, 'STOP')).expect(200);
    const request = codeRequest(h, { to: phone });
    await h.deliver(identityTextRequestedV1, request);
    expect((await h.sentTexts()).filter((text) => text.to === phone)).toEqual([]);
    expect(await outboundTo(h, phone)).toEqual([]);
  });

  it('is sent once when the request is delivered twice', async () => {
    const request = codeRequest(h);
    const event = await h.deliver(identityTextRequestedV1, request);
    await h.bus.publish(event);
    // Handled after the copy (one delivery at a time), so the copy has been dealt with once it is.
    await h.deliver(identityTextRequestedV1, codeRequest(h));
    expect((await h.sentTexts()).filter((text) => text.to === request.to)).toHaveLength(1);
  });

  it('is not sent for an account deleted since, whose texts were erased', async () => {
    const userId = randomUUID();
    await h.deliver(identityUserDeletedV1, { userId });
    const request = codeRequest(h, { userId });
    await h.deliver(identityTextRequestedV1, request);
    expect((await h.sentTexts()).filter((text) => text.to === request.to)).toEqual([]);
    expect(await h.db.knex('text_messages').where({ user_id: userId })).toEqual([]);
  });
});

describe('a phone code text that Twilio does not take', () => {
  it('keeps and logs neither the code nor the account’s credentials when Twilio cannot be reached', async () => {
    // Nothing listens there: the HTTP client's error carries the request, its body and its
    // Authorization header, which a logger given the error itself would write out.
    const h = await createApiHarness({
      env: { TWILIO_API_BASE_URL: `http://127.0.0.1:${await freePort()}` },
    });
    try {
      const request = codeRequest(h);
      await h.deliver(identityTextRequestedV1, request);
      const [row] = await outboundTo(h, request.to);
      expect(row).toMatchObject({
        status: 'failed',
        message_body: 'Work Requirement Tracker code: ••••••. It expires in 10 minutes. Do not share it.',
        error_message: expect.stringContaining('ECONNREFUSED'),
      });
      const kept = await everythingKept(h);
      expect(h.logText()).toContain('text not sent');
      expect(kept).not.toContain(request.code);
      expect(kept).not.toContain(authToken);
      expect(kept).not.toContain(Buffer.from(`${accountSid}:${authToken}`).toString('base64'));
    } finally {
      await h.close();
    }
    // A harness of its own, opened in the test: slow on a busy machine.
  }, 60_000);

  it('keeps Twilio’s refusal without the code', async () => {
    const standIn = await startTwilioStandIn({ accountSid, authToken: 'another-token-0123456789' });
    const h = await createApiHarness({ env: { TWILIO_API_BASE_URL: standIn.url } });
    try {
      const request = codeRequest(h);
      await h.deliver(identityTextRequestedV1, request);
      expect(await outboundTo(h, request.to)).toEqual([
        expect.objectContaining({ status: 'failed', error_message: 'Authenticate' }),
      ]);
      expect(standIn.messages).toEqual([]);
      expect(await everythingKept(h)).not.toContain(request.code);
    } finally {
      await h.close();
      await standIn.close();
    }
  }, 60_000);
});
