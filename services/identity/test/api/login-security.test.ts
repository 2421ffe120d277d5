import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, sessionCookieOf } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/login and the session the browser already holds', () => {
  it('ends the earlier session of the browser that signs in again', async () => {
    const user = await h.createUser();
    const { cookie: before } = await h.loginAs(user);
    const again = await request(h.app)
      .post('/api/login')
      .set('Cookie', before)
      .send({ username: user.username, password: user.password });
    expect(again.status).toBe(200);
    const after = sessionCookieOf(again.headers['set-cookie']);
    expect(after).not.toBe(before);
    await request(h.app).get('/api/user').set('Cookie', before).expect(401);
    await request(h.app).get('/api/user').set('Cookie', after).expect(200);
  });

  it('ends another person’s session left on the browser when someone else signs in', async () => {
    const first = await h.createUser();
    const second = await h.createUser();
    const { cookie: left } = await h.loginAs(first);
    await request(h.app)
      .post('/api/login')
      .set('Cookie', left)
      .send({ username: second.username, password: second.password })
      .expect(200);
    await request(h.app).get('/api/user').set('Cookie', left).expect(401);
  });

  it('leaves the earlier session alone when the new login fails', async () => {
    const user = await h.createUser();
    const { cookie } = await h.loginAs(user);
    await request(h.app)
      .post('/api/login')
      .set('Cookie', cookie)
      .send({ username: user.username, password: 'not-the-password' })
      .expect(401);
    await request(h.app).get('/api/user').set('Cookie', cookie).expect(200);
  });
});

describe('POST /api/login for an account that does not exist', () => {
  it('spends a password check on a dummy hash, as long as a real one takes', async () => {
    const dummy = vi.spyOn(h.deps.passwords, 'verifyDummy');
    const real = vi.spyOn(h.deps.passwords, 'verify');
    await request(h.app)
      .post('/api/login')
      .send({ username: 'nobody-here', password: 'guess-1234' })
      .expect(401);
    await request(h.app)
      .post('/api/login')
      .send({ username: 'nobody@example.org', password: 'guess-1234' })
      .expect(401);
    expect(dummy).toHaveBeenCalledTimes(2);
    expect(dummy).toHaveBeenCalledWith('guess-1234');
    expect(real).not.toHaveBeenCalled();
  });

  it('checks the real hash, not the dummy, for an account that exists', async () => {
    const user = await h.createUser();
    const dummy = vi.spyOn(h.deps.passwords, 'verifyDummy');
    const real = vi.spyOn(h.deps.passwords, 'verify');
    await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: 'guess-1234' })
      .expect(401);
    expect(real).toHaveBeenCalledTimes(1);
    expect(dummy).not.toHaveBeenCalled();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const user = await h.createUser();
    const wrongPassword = await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: 'guess-1234' });
    const unknown = await request(h.app)
      .post('/api/login')
      .send({ username: 'nobody-at-all', password: 'guess-1234' });
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
  });
});
