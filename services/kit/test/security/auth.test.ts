import { generateKeyPairSync } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticate, requireAdmin, requireUser } from '../../src/security/auth.js';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { errorHandler } from '../../src/http/errors.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createSessionStore, type SessionStore } from '../../src/security/sessions.js';
import {
  loadSessionKeys,
  SESSION_COOKIE,
  type SessionClaims,
  type SessionKeys,
  signSessionToken,
} from '../../src/security/tokens.js';

const logger = createLogger('auth-test', { level: 'silent' });

async function newKeys(): Promise<SessionKeys> {
  const pair = generateKeyPairSync('ed25519');
  return loadSessionKeys({
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    needPrivate: true,
  });
}

function appWith(options: { keys: SessionKeys; sessions?: SessionStore }) {
  const app = express();
  app.use(authenticate(options));
  app.get('/whoami', (req, res) => {
    res.json({ auth: req.auth ?? null });
  });
  app.get('/user-only', requireUser, (req, res) => {
    res.json({ userId: req.auth?.userId });
  });
  app.get('/admin-only', requireAdmin, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(logger));
  return app;
}

let keys: SessionKeys;
let otherKeys: SessionKeys;

beforeAll(async () => {
  keys = await newKeys();
  otherKeys = await newKeys();
});

const user: SessionClaims = { sub: 'user-1', sid: 'sid-1', adm: false };
const admin: SessionClaims = { sub: 'admin-1', sid: 'sid-2', adm: true };
const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

describe('authenticate without a session store', () => {
  it('leaves anonymous callers anonymous', async () => {
    const response = await request(appWith({ keys })).get('/whoami').expect(200);
    expect(response.body).toEqual({ auth: null });
  });

  it('reads the session cookie', async () => {
    const token = await signSessionToken(keys, user);
    const response = await request(appWith({ keys }))
      .get('/whoami')
      .set('Cookie', `theme=dark; ${cookieFor(token)}`)
      .expect(200);
    expect(response.body).toEqual({ auth: { userId: 'user-1', sessionId: 'sid-1', isAdmin: false } });
  });

  it('reads a bearer token', async () => {
    const token = await signSessionToken(keys, admin);
    const response = await request(appWith({ keys }))
      .get('/whoami')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body).toEqual({ auth: { userId: 'admin-1', sessionId: 'sid-2', isAdmin: true } });
  });

  it('carries the impersonating administrator', async () => {
    const token = await signSessionToken(keys, { sub: 'user-3', sid: 'sid-3', adm: false, act: 'admin-1' });
    const response = await request(appWith({ keys })).get('/whoami').set('Cookie', cookieFor(token));
    expect(response.body.auth).toEqual({
      userId: 'user-3',
      sessionId: 'sid-3',
      isAdmin: false,
      actorId: 'admin-1',
    });
  });

  it('ignores tokens it cannot verify, without an error', async () => {
    const app = appWith({ keys });
    const foreign = await signSessionToken(otherKeys, admin);
    for (const cookie of [cookieFor('garbage'), cookieFor(foreign), `${SESSION_COOKIE}=`]) {
      const response = await request(app).get('/whoami').set('Cookie', cookie).expect(200);
      expect(response.body).toEqual({ auth: null });
    }
    const bearer = await request(app).get('/whoami').set('Authorization', `Bearer ${foreign}`).expect(200);
    expect(bearer.body).toEqual({ auth: null });
  });

  it('never trusts identity headers', async () => {
    const response = await request(appWith({ keys }))
      .get('/whoami')
      .set('x-user-id', 'admin-1')
      .set('x-auth-user', 'admin-1')
      .set('x-auth-admin', 'true')
      .expect(200);
    expect(response.body).toEqual({ auth: null });
  });
});

describe('requireUser and requireAdmin', () => {
  it('answer 401 to anonymous callers', async () => {
    const app = appWith({ keys });
    const user401 = await request(app).get('/user-only').expect(401);
    expect(user401.body).toEqual({ message: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
    const admin401 = await request(app).get('/admin-only').expect(401);
    expect(admin401.body).toEqual({ message: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
  });

  it('let users through to user routes and refuse them admin routes with 403', async () => {
    const app = appWith({ keys });
    const cookie = cookieFor(await signSessionToken(keys, user));
    await request(app).get('/user-only').set('Cookie', cookie).expect(200, { userId: 'user-1' });
    const refused = await request(app).get('/admin-only').set('Cookie', cookie).expect(403);
    expect(refused.body).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
  });

  it('let administrators through', async () => {
    const cookie = cookieFor(await signSessionToken(keys, admin));
    await request(appWith({ keys })).get('/admin-only').set('Cookie', cookie).expect(200, { ok: true });
  });
});

describe('authenticate with a session store', () => {
  let cache: Cache;
  let sessions: SessionStore;

  beforeEach(() => {
    cache = createCache({ logger });
    sessions = createSessionStore(cache);
  });

  afterEach(async () => {
    await cache.close();
  });

  async function tokenFor(claims: Omit<SessionClaims, 'sid'>, session: { id: string }) {
    return signSessionToken(keys, { ...claims, sid: session.id });
  }

  it('accepts a token whose session is live', async () => {
    const session = await sessions.create({ userId: 'user-1', isAdmin: false });
    const token = await tokenFor({ sub: 'user-1', adm: false }, session);
    const response = await request(appWith({ keys, sessions }))
      .get('/whoami')
      .set('Cookie', cookieFor(token));
    expect(response.body).toEqual({ auth: { userId: 'user-1', sessionId: session.id, isAdmin: false } });
  });

  it('refuses a token whose session was revoked', async () => {
    const session = await sessions.create({ userId: 'user-1', isAdmin: false });
    const token = await tokenFor({ sub: 'user-1', adm: false }, session);
    await sessions.revoke(session.id);
    const app = appWith({ keys, sessions });
    expect((await request(app).get('/whoami').set('Cookie', cookieFor(token))).body).toEqual({ auth: null });
    await request(app).get('/user-only').set('Cookie', cookieFor(token)).expect(401);
  });

  it("refuses a token naming someone else's session", async () => {
    const session = await sessions.create({ userId: 'user-2', isAdmin: true });
    const token = await tokenFor({ sub: 'user-1', adm: true }, session);
    const response = await request(appWith({ keys, sessions }))
      .get('/whoami')
      .set('Cookie', cookieFor(token));
    expect(response.body).toEqual({ auth: null });
  });

  it('refuses a token whose impersonator does not match the session', async () => {
    const session = await sessions.create({ userId: 'user-1', isAdmin: false, actorId: 'admin-1' });
    const app = appWith({ keys, sessions });
    const forged = await tokenFor({ sub: 'user-1', adm: false }, session);
    expect((await request(app).get('/whoami').set('Cookie', cookieFor(forged))).body).toEqual({ auth: null });
    const genuine = await tokenFor({ sub: 'user-1', adm: false, act: 'admin-1' }, session);
    expect((await request(app).get('/whoami').set('Cookie', cookieFor(genuine))).body.auth).toMatchObject({
      actorId: 'admin-1',
    });
  });

  it('grants admin rights only when the session has them too', async () => {
    const session = await sessions.create({ userId: 'user-1', isAdmin: false });
    const token = await tokenFor({ sub: 'user-1', adm: true }, session);
    const app = appWith({ keys, sessions });
    expect((await request(app).get('/whoami').set('Cookie', cookieFor(token))).body.auth.isAdmin).toBe(false);
    await request(app).get('/admin-only').set('Cookie', cookieFor(token)).expect(403);
  });

  it('treats the caller as anonymous when the session store fails', async () => {
    const session = await sessions.create({ userId: 'user-1', isAdmin: false });
    const token = await tokenFor({ sub: 'user-1', adm: false }, session);
    await cache.close();
    const response = await request(appWith({ keys, sessions }))
      .get('/whoami')
      .set('Cookie', cookieFor(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ auth: null });
  });
});
