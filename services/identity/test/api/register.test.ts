import { REGISTRATION_MESSAGE } from '@tracker/contracts/http/identity';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/store/users.js';
import { createHarness, type Harness, registrationBody } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('POST /api/register', () => {
  it('creates an unverified account and asks for its verification mail', async () => {
    const body = registrationBody({ email: undefined, birthdate: '1985-07-04' });
    body.email = `${body.username.toUpperCase()}@Example.org`;
    const before = h.nudges();
    const res = await request(h.app).post('/api/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTRATION_MESSAGE });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(h.nudges()).toBe(before + 1);

    const stored = await findUserByUsername(h.db.knex, body.username);
    expect(stored?.user).toMatchObject({
      email: body.email.toLowerCase(),
      emailVerified: false,
      isAdmin: false,
      cellNumber: '559-555-0123',
      state: 'CA',
      requiredMonthlyHours: 20,
      birthdate: '1985-07-04',
      enrollmentStatus: 'Adult',
    });
    expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);

    const registered = (await h.events('identity.user-registered')).filter(
      (e) => e.subjectId === stored?.user.id,
    );
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({
      producer: 'identity',
      version: 1,
      data: {
        userId: stored?.user.id,
        username: body.username,
        email: body.email.toLowerCase(),
        cellNumber: '559-555-0123',
        cellNumberE164: '+15595550123',
        birthdate: '1985-07-04',
        preferredLanguage: 'en',
        requiredMonthlyHours: 20,
        isAdmin: false,
        emailVerified: false,
        state: 'CA',
      },
    });
    expect(JSON.stringify(registered[0])).not.toContain('argon2');
    const mails = (await h.events('identity.email-requested')).filter(
      (e) => e.data.to === body.email.toLowerCase(),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({
      userId: stored?.user.id,
      kind: 'verify-email',
      language: 'en',
    });
    // The address is not confirmed yet: mail to it carries no name its registrant chose.
    expect(mails[0]?.data).not.toHaveProperty('firstName');
    expect(mails[0]?.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const tokens = await h.db.knex('tokens').where('user_id', stored!.user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].token_hash).not.toBe(mails[0]?.data.token);
    expect(tokens[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks a registrant under 19 as a minor, keeps Spanish, and applies the state’s hours whatever is sent', async () => {
    const birthdate = `${new Date().getUTCFullYear() - 10}-01-01`;
    const body = registrationBody({
      birthdate,
      preferredLanguage: 'es',
      requiredMonthlyHours: '1',
      enrollmentStatus: 'Adult',
      requiredHoursSetByAdmin: true,
    });
    expect((await request(h.app).post('/api/register').send(body)).status).toBe(201);
    const stored = await findUserByUsername(h.db.knex, body.username);
    expect(stored?.user).toMatchObject({
      enrollmentStatus: 'Minor',
      preferredLanguage: 'es',
      requiredMonthlyHours: 20,
      requiredHoursSetByAdmin: false,
    });
    const registered = (await h.events('identity.user-registered')).find(
      (e) => e.subjectId === stored?.user.id,
    );
    expect(registered?.data.requiredMonthlyHours).toBe(20);
    const mail = (await h.events('identity.email-requested')).find((e) => e.data.to === body.email);
    expect(mail?.data.language).toBe('es');
  });

  it('ignores the flags and ids a client sends', async () => {
    const body = registrationBody({
      isAdmin: true,
      emailVerified: true,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect((await request(h.app).post('/api/register').send(body)).status).toBe(201);
    const stored = await findUserByUsername(h.db.knex, body.username);
    expect(stored?.user.isAdmin).toBe(false);
    expect(stored?.user.emailVerified).toBe(false);
    expect(stored?.user.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['email', { email: '' }, 'Enter your email address'],
    ['email', { email: 'not-an-email' }, 'Enter an email address like name@example.com'],
    ['username', { username: 'ab' }, 'Enter a username of at least 3 characters'],
    ['username', { username: 'a'.repeat(51) }, 'Enter a username of 50 characters or fewer'],
    [
      'password',
      { password: 'Short1!', confirmPassword: 'Short1!' },
      'Enter a password of at least 8 characters',
    ],
    [
      'password',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [
      'password',
      { password: 'password123', confirmPassword: 'password123' },
      'This password is too common. Choose another.',
    ],
    [
      'confirmPassword',
      { confirmPassword: 'Something-Else-99' },
      'Enter the same password in both password fields',
    ],
    ['address', { address: '' }, 'Enter your street address'],
    ['city', { city: '' }, 'Enter your city'],
    ['state', { state: 'Cal' }, 'Choose your state'],
    ['zipCode', { zipCode: '123' }, 'Enter a 5-digit ZIP code'],
    ['cellNumber', { cellNumber: '' }, 'Enter your cell phone number'],
    ['cellNumber', { cellNumber: '555-12' }, 'Enter a 10-digit phone number, like 555-123-4567'],
    ['birthdate', { birthdate: '2999-01-01' }, 'Birthdate cannot be in the future'],
  ])('refuses %s %j with %j, creating nothing', async (field, change, message) => {
    const body = registrationBody(change);
    const eventsBefore = (await h.events()).length;
    const res = await request(h.app).post('/api/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await findUserByUsername(h.db.knex, String(body.username))).toBeUndefined();
    expect((await h.events()).length).toBe(eventsBefore);
  });

  it('answers a taken e-mail exactly like a success and tells the owner', async () => {
    const owner = await h.createUser();
    const body = registrationBody({ email: owner.email.toUpperCase() });
    const eventsBefore = await h.events();
    const res = await request(h.app).post('/api/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTRATION_MESSAGE });
    expect(await findUserByUsername(h.db.knex, body.username)).toBeUndefined();
    const added = (await h.events()).slice(eventsBefore.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'identity.email-requested',
      subjectId: owner.id,
      data: { kind: 'account-exists', to: owner.email, userId: owner.id, firstName: owner.firstName },
    });
    expect(added[0]?.data.token).toBeUndefined();
  });

  it('answers a taken username exactly like a success and tells the new address', async () => {
    const owner = await h.createUser();
    const body = registrationBody({ username: owner.username.toUpperCase(), preferredLanguage: 'es' });
    const eventsBefore = await h.events();
    const res = await request(h.app).post('/api/register').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTRATION_MESSAGE });
    const added = (await h.events()).slice(eventsBefore.length);
    expect(added).toHaveLength(1);
    expect(added[0]?.type).toBe('identity.email-requested');
    // No greeting by name: whoever typed the address chose the name too.
    expect(added[0]?.data).toEqual({ to: body.email, language: 'es', kind: 'username-taken' });
    expect(added[0]?.subjectId).toMatch(/^recipient:[0-9a-f]{32}$/);
    expect((await h.db.knex('users').whereRaw('lower(email) = ?', [body.email])).length).toBe(0);
  });

  it('answers a registration whose username and e-mail are both taken like a success', async () => {
    const owner = await h.createUser();
    const res = await request(h.app)
      .post('/api/register')
      .send(registrationBody({ username: owner.username, email: owner.email }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REGISTRATION_MESSAGE });
  });

  it('does not let an unverified registration log in', async () => {
    const body = registrationBody();
    await request(h.app).post('/api/register').send(body);
    const res = await request(h.app)
      .post('/api/login')
      .send({ username: body.username, password: body.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'Your email address has not been verified.',
      emailNotVerified: true,
      email: body.email,
    });
  });
});

describe('mail that registration sends', () => {
  it('is limited per recipient, whatever the outcome and whoever asks', async () => {
    const limited = await createHarness({ emailRequestLimit: 2 });
    try {
      const owner = await limited.createUser();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const body = registrationBody({ email: owner.email });
        statuses.push(
          (
            await request(limited.app)
              .post('/api/register')
              .set('x-forwarded-for', `198.51.100.${attempt}`)
              .send(body)
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      const toOwner = (await limited.events('identity.email-requested')).filter(
        (e) => e.data.to === owner.email,
      );
      expect(toOwner).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('is limited per client address, to whomever it would go', async () => {
    const limited = await createHarness({ messagesPerClient: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await request(limited.app).post('/api/register').send(registrationBody())).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await request(limited.app)
        .post('/api/forgot-password')
        .send({ email: 'someone@example.org' });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_MESSAGES');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.events('identity.email-requested')).length).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
