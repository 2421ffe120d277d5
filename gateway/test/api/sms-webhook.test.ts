import { SESSION_COOKIE } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway, unreachableRedisCache } from '../support/test-gateway.js';

const form = { From: '+15555550100', To: '+15005550006', Body: 'WORK 2 Shift', MessageSid: 'SM1' };

describe('the Twilio webhook at the gateway', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // A session store that cannot be reached refuses every request carrying a session elsewhere.
    gateway = await startTestGateway({ gatewayCache: await unreachableRedisCache() });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('reaches the notification service with the form and the signature, without a session check', async () => {
    const { cookie } = await gateway.signIn();
    const response = await request(gateway.app)
      .post('/api/sms/inbound')
      .set('Cookie', `${cookie}; theme=dark`)
      .set('Authorization', 'Bearer whatever')
      .set('X-Twilio-Signature', 'c2lnbmF0dXJl')
      .type('form')
      .send(form)
      .expect(200);
    expect(response.body.service).toBe('notification');
    const seen = gateway.upstreams.notification.seen.at(-1);
    expect(seen?.url).toBe('/api/sms/inbound');
    expect(seen?.headers['x-twilio-signature']).toBe('c2lnbmF0dXJl');
    expect(Object.fromEntries(new URLSearchParams(seen?.body.toString()))).toEqual(form);
    // No credential reaches the service unchecked.
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('keeps the session check for every other notification route', async () => {
    const { cookie } = await gateway.signIn();
    const seenBefore = gateway.upstreams.notification.seen.length;
    await request(gateway.app).get('/api/notifications').set('Cookie', cookie).expect(503);
    await request(gateway.app).get('/api/sms/number').set('Cookie', `${SESSION_COOKIE}=forged`).expect(200);
    expect(gateway.upstreams.notification.seen.length).toBe(seenBefore + 1);
    expect(gateway.upstreams.notification.seen.at(-1)?.headers.cookie).toBeUndefined();
  });
});
