import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUserById, findUserByUsername, updateUser } from '../../src/store/users.js';
import { type ConfiguredAdmin, ensureAdmin } from '../../src/use-cases/ensure-admin.js';
import { createHarness, type Harness, registrationBody } from './harness.js';

const CONFIGURED: ConfiguredAdmin = {
  username: 'site_admin',
  email: 'site-admin@example.org',
  password: 'Bootstrap-Password-Long-7',
};

/** Registers and verifies an account through the API, as a stranger would. */
async function registerStranger(h: Harness, overrides: Record<string, unknown>) {
  const body = registrationBody(overrides);
  expect((await request(h.app).post('/api/register').send(body)).status).toBe(201);
  const token = await h.mailToken('verify-email', body.email as string);
  expect((await request(h.app).post('/api/verify-email').send({ token })).status).toBe(200);
  return body;
}

describe('bootstrap administrator', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('creates the configured administrator once, when none exists', async () => {
    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('created');
    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('exists');
    const admins = await h.db.knex('users').where('is_admin', true);
    expect(admins).toHaveLength(1);
    const login = await request(h.app)
      .post('/api/login')
      .send({ username: CONFIGURED.username, password: CONFIGURED.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  it('never promotes a stranger who took the name after the administrator renamed itself', async () => {
    await ensureAdmin(h.deps, CONFIGURED);
    const admin = (await findUserByUsername(h.db.knex, CONFIGURED.username))!;
    await updateUser(h.db.knex, admin.user.id, { username: 'renamed_admin', email: 'renamed@example.org' });
    const stranger = await registerStranger(h, { username: CONFIGURED.username, email: CONFIGURED.email });

    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('exists');
    expect((await findUserByUsername(h.db.knex, stranger.username as string))!.user.isAdmin).toBe(false);
  });

  it('refuses, rather than promote, when every administrator is gone and a stranger holds the name', async () => {
    await ensureAdmin(h.deps, CONFIGURED);
    await h.db.knex('users').where('username', CONFIGURED.username).delete();
    const byName = await registerStranger(h, { username: CONFIGURED.username });
    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('refused');
    expect((await findUserByUsername(h.db.knex, byName.username as string))!.user.isAdmin).toBe(false);

    await h.db.knex('users').where('username', CONFIGURED.username).delete();
    const byEmail = await registerStranger(h, { email: CONFIGURED.email });
    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('refused');
    expect((await findUserByUsername(h.db.knex, byEmail.username as string))!.user.isAdmin).toBe(false);
    expect(await h.db.knex('users').where('is_admin', true)).toHaveLength(0);
  });

  it('gives back the rights of the account it created itself, keeping that account’s own password', async () => {
    await ensureAdmin(h.deps, CONFIGURED);
    const created = (await findUserByUsername(h.db.knex, CONFIGURED.username))!.user;
    await updateUser(h.db.knex, created.id, {
      isAdmin: false,
      passwordHash: await h.deps.passwords.hash('Changed-By-Owner-42'),
    });

    expect(await ensureAdmin(h.deps, CONFIGURED)).toBe('restored');
    expect((await findUserById(h.db.knex, created.id))!.user.isAdmin).toBe(true);
    const withOwn = await request(h.app)
      .post('/api/login')
      .send({ username: CONFIGURED.username, password: 'Changed-By-Owner-42' });
    expect(withOwn.status).toBe(200);
  });

  it('makes one administrator when replicas start together', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => ensureAdmin(h.deps, CONFIGURED)));
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'exists')).toHaveLength(2);
    expect(await h.db.knex('users').where('is_admin', true)).toHaveLength(1);
  });
});
