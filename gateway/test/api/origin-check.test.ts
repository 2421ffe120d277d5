import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const refused = { message: 'Cross-site request refused', code: 'CROSS_SITE_REFUSED' };

describe('cross-site protection', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'refuses %s without Origin or Referer',
    async (method) => {
      const seenBefore = gateway.upstreams.exemption.seen.length;
      await request(gateway.app)[method]('/api/user-exemptions/e1').expect(403, refused);
      expect(gateway.upstreams.exemption.seen.length).toBe(seenBefore);
    },
  );

  it.each([
    ['another site', 'https://evil.example'],
    ['the same host on another scheme', 'https://app.test'],
    ['the same host on another port', 'http://app.test:8080'],
    ['a look-alike host', 'http://app.test.evil.example'],
    ['an opaque origin', 'null'],
  ])('refuses an Origin from %s', async (_label, origin) => {
    await request(gateway.app).post('/api/logout').set('Origin', origin).send({}).expect(403, refused);
  });

  it('accepts the app origin', async () => {
    const response = await request(gateway.app)
      .post('/api/logout')
      .set('Origin', APP_URL)
      .send({})
      .expect(200);
    expect(response.body.service).toBe('identity');
  });

  it('lets the usage beacon of the app’s own pages through, as text/plain, and refuses another site’s', async () => {
    const beacon = JSON.stringify({ name: 'page_view', path: '/dashboard' });
    const response = await request(gateway.app)
      .post('/api/analytics/events')
      .set('Origin', APP_URL)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(beacon)
      .expect(200);
    expect(response.body.service).toBe('verification');
    await request(gateway.app)
      .post('/api/analytics/events')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(beacon)
      .expect(403, refused);
  });

  it('falls back to the Referer origin when Origin is absent', async () => {
    await request(gateway.app)
      .patch('/api/profile')
      .set('Referer', `${APP_URL}/profile?tab=1`)
      .send({})
      .expect(200);
    await request(gateway.app)
      .patch('/api/profile')
      .set('Referer', 'https://evil.example/app.test/profile')
      .send({})
      .expect(403, refused);
    await request(gateway.app)
      .patch('/api/profile')
      .set('Referer', 'not a url')
      .send({})
      .expect(403, refused);
  });

  it('judges by Origin when both are sent', async () => {
    await request(gateway.app)
      .post('/api/logout')
      .set('Origin', 'https://evil.example')
      .set('Referer', `${APP_URL}/`)
      .send({})
      .expect(403, refused);
  });

  it('lets reads through from anywhere', async () => {
    await request(gateway.app).get('/api/activities').set('Origin', 'https://evil.example').expect(200);
  });

  it('exempts the SMS webhook, which checks its own signature', async () => {
    const response = await request(gateway.app)
      .post('/api/sms/inbound')
      .type('form')
      .send({ From: '+15555550100', Body: 'WORK 2 Shift' })
      .expect(200);
    expect(response.body.service).toBe('notification');
  });

  it('does not extend the exemption to other notification routes', async () => {
    await request(gateway.app).post('/api/feedback').send({ message: 'hi' }).expect(403, refused);
  });
});
