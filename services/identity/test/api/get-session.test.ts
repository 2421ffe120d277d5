import { SESSION_COOKIE } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/session', () => {
  it('answers a visitor, and a forged cookie, with nobody rather than a 401', async () => {
    const visitor = await request(h.app).get('/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.body).toEqual({ user: null });
    const forged = await request(h.app).get('/api/session').set('Cookie', `${SESSION_COOKIE}=not.a.token`);
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ user: null });
  });

  it('answers the signed-in user as GET /api/user does, and nobody once they log out', async () => {
    const user = await h.createUser();
    const { agent, cookie } = await h.loginAs(user);
    const session = await agent.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual((await agent.get('/api/user')).body);
    expect(session.body.user).toMatchObject({ id: user.id, username: user.username, isImpersonating: false });

    await agent.post('/api/logout').send({});
    const after = await request(h.app).get('/api/session').set('Cookie', cookie);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ user: null });
  });
});
