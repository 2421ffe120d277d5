import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, type Harness, uniqueUsername } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('PATCH /api/profile', () => {
  it('changes the fields sent, ignores server-owned ones and publishes the new state', async () => {
    const user = await h.createUser({ birthdate: null });
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/profile').send({
      firstName: 'Ana',
      lastName: 'Lopez',
      address: '9 Oak Ave',
      city: 'Oakland',
      state: 'ca',
      zipCode: '94601',
      cellNumber: '(510) 555-0199',
      preferredLanguage: 'es',
      birthdate: '1992-03-04',
      isAdmin: true,
      emailVerified: false,
      id: '00000000-0000-4000-8000-000000000000',
      requiredMonthlyHours: 1,
      enrollmentStatus: 'Minor',
      cellNumberVerified: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.user).toMatchObject({
      id: user.id,
      firstName: 'Ana',
      lastName: 'Lopez',
      city: 'Oakland',
      state: 'CA',
      cellNumber: '510-555-0199',
      preferredLanguage: 'es',
      birthdate: '1992-03-04',
      isAdmin: false,
      emailVerified: true,
      requiredMonthlyHours: 20,
      enrollmentStatus: 'Adult',
      cellNumberVerified: false,
    });
    const updated = (await h.events('identity.user-updated')).filter((e) => e.subjectId === user.id);
    expect(updated).toHaveLength(1);
    expect(updated[0]?.data).toMatchObject({
      firstName: 'Ana',
      cellNumberE164: '+15105550199',
      preferredLanguage: 'es',
      isAdmin: false,
    });
  });

  it('clears an optional field sent empty and derives the enrollment status from a new birthdate', async () => {
    const user = await h.createUser({ birthdate: null });
    const { agent } = await h.loginAs(user);
    const minorBirthdate = `${new Date().getUTCFullYear() - 12}-06-01`;
    const res = await agent.patch('/api/profile').send({ address: '', birthdate: minorBirthdate });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      address: null,
      birthdate: minorBirthdate,
      enrollmentStatus: 'Minor',
    });
    // The status follows the birthdate; one sent by the person is ignored.
    const explicit = await agent.patch('/api/profile').send({ enrollmentStatus: 'Adult' });
    expect(explicit.status).toBe(200);
    expect(explicit.body.user.enrollmentStatus).toBe('Minor');
  });

  it('keeps a new e-mail pending until its link is used', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const newEmail = `${uniqueUsername('moved')}@example.org`;
    const res = await agent.patch('/api/profile').send({ email: newEmail.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Check your new email address/);
    expect(res.body.user).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const token = await h.mailToken('verify-email', newEmail);

    const verified = await request(h.app).get('/api/verify-email').query({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true, message: 'Your new email address has been confirmed.' });
    const stored = await findUserById(h.db.knex, user.id);
    expect(stored?.user).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    const updates = (await h.events('identity.user-updated')).filter((e) => e.subjectId === user.id);
    expect(updates.at(-1)?.data.email).toBe(newEmail);
    // The old address no longer logs in; the new one does.
    expect(
      (await request(h.app).post('/api/login').send({ username: user.email, password: user.password }))
        .status,
    ).toBe(401);
    expect(
      (await request(h.app).post('/api/login').send({ username: newEmail, password: user.password })).status,
    ).toBe(200);
  });

  it('does not confirm a pending address another account took meanwhile', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const wanted = `${uniqueUsername('wanted')}@example.org`;
    await agent.patch('/api/profile').send({ email: wanted });
    const token = await h.mailToken('verify-email', wanted);
    await h.createUser({ email: wanted });
    const res = await request(h.app).get('/api/verify-email').query({ token });
    expect(res.status).toBe(409);
    expect(res.body.verified).toBe(false);
    expect((await findUserById(h.db.knex, user.id))?.user.email).toBe(user.email);
  });

  it('answers 409 for a username of another account, without changing or publishing anything', async () => {
    const other = await h.createUser();
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const eventsBefore = (await h.events()).length;
    const username = await agent.patch('/api/profile').send({ username: other.username.toUpperCase() });
    expect(username.status).toBe(409);
    expect(username.body.fieldErrors).toEqual({ username: 'This username is already taken' });
    const both = await agent.patch('/api/profile').send({ username: other.username, email: other.email });
    expect(both.status).toBe(409);
    expect(both.body.fieldErrors).toEqual({ username: 'This username is already taken' });
    expect((await h.events()).length).toBe(eventsBefore);
  });

  it('answers an e-mail of another account like a free one, and tells that account’s owner instead', async () => {
    const owner = await h.createUser();
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const free = `${uniqueUsername('free')}@example.org`;

    const takenAnswer = await agent.patch('/api/profile').send({ email: owner.email });
    const freeAnswer = await agent.patch('/api/profile').send({ email: free });
    expect(takenAnswer.status).toBe(200);
    expect(takenAnswer.body.message).toBe(freeAnswer.body.message);
    expect(takenAnswer.body.user.pendingEmail).toBe(owner.email);
    expect(Object.keys(takenAnswer.body.user).sort()).toEqual(Object.keys(freeAnswer.body.user).sort());

    const mails = (await h.events('identity.email-requested')).map((event) => event.data);
    // The owner learns someone tried; no link that could never be used goes to their address.
    expect(mails).toContainEqual({
      userId: owner.id,
      to: owner.email,
      language: 'en',
      kind: 'email-in-use',
      firstName: 'Test',
    });
    expect(mails.filter((mail) => mail.to === owner.email && mail.kind === 'verify-email')).toEqual([]);
    expect(mails.filter((mail) => mail.to === free && mail.kind === 'verify-email')).toHaveLength(1);
    // Mail to an address someone typed in never carries a name they chose.
    expect(mails.find((mail) => mail.to === free)).not.toHaveProperty('firstName');
  });

  it('limits the mail an e-mail change sends to one address', async () => {
    const target = `${uniqueUsername('target')}@example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const user = await h.createUser();
      const { agent } = await h.loginAs(user);
      statuses.push((await agent.patch('/api/profile').send({ email: target })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const mails = (await h.events('identity.email-requested')).filter((event) => event.data.to === target);
    expect(mails).toHaveLength(3);
  });

  it('keeps a birthdate on file: the person may give one once, staff correct it', async () => {
    const user = await h.createUser({ birthdate: null });
    const { agent } = await h.loginAs(user);
    expect((await agent.patch('/api/profile').send({ birthdate: '1990-05-06' })).status).toBe(200);
    expect((await agent.patch('/api/profile').send({ birthdate: '1990-05-06', city: 'Davis' })).status).toBe(
      200,
    );
    for (const birthdate of ['1950-05-06', '']) {
      const changed = await agent.patch('/api/profile').send({ birthdate });
      expect(changed.status).toBe(403);
      expect(changed.body).toMatchObject({
        code: 'BIRTHDATE_LOCKED',
        fieldErrors: { birthdate: expect.stringMatching(/contact your state Medicaid agency/) },
      });
    }
    expect((await findUserById(h.db.knex, user.id))?.user.birthdate).toBe('1990-05-06');
  });

  it('makes a changed cell number unconfirmed again', async () => {
    const user = await h.createUser({ cellNumber: '916-555-0177', cellNumberVerifiedAt: new Date() });
    const { agent } = await h.loginAs(user);
    const same = await agent.patch('/api/profile').send({ cellNumber: '(916) 555-0177', city: 'Davis' });
    expect(same.body.user.cellNumberVerified).toBe(true);
    const moved = await agent.patch('/api/profile').send({ cellNumber: '916-555-0178' });
    expect(moved.body.user).toMatchObject({ cellNumber: '916-555-0178', cellNumberVerified: false });
    const published = (await h.events('identity.user-updated')).filter((e) => e.subjectId === user.id);
    expect(published.at(-1)?.data).toMatchObject({
      cellNumberVerified: false,
      cellNumberE164: '+19165550178',
    });
  });

  it('lets a user change the case of their own username', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/profile').send({ username: user.username.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(user.username.toUpperCase());
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ username: 'ab' }, 'username', 'Enter a username of at least 3 characters'],
    [{ username: 'x'.repeat(51) }, 'username', 'Enter a username of 50 characters or fewer'],
    [{ email: 'bad' }, 'email', 'Enter an email address like name@example.com'],
    [{ birthdate: '2999-12-31' }, 'birthdate', 'Birthdate cannot be in the future'],
    [{ state: 'Californ' }, 'state', 'Choose your state'],
    [{ zipCode: '12' }, 'zipCode', 'Enter a 5-digit ZIP code'],
    [{ cellNumber: '12' }, 'cellNumber', 'Enter a 10-digit phone number, like 555-123-4567'],
  ])('refuses %j', async (body, field, message) => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/profile').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('needs a session', async () => {
    expect((await request(h.app).patch('/api/profile').send({ firstName: 'X' })).status).toBe(401);
  });
});

describe('PATCH /api/user/medicaid-account', () => {
  it('saves the Medicaid details', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/user/medicaid-account').send({
      medicaidState: 'ca',
      medicaidId: 'CA-123456789',
      medicaidStartDate: '2025-01-01',
      medicaidEnrolledThroughDate: '2025-12-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      medicaidState: 'CA',
      medicaidId: 'CA-123456789',
      medicaidStartDate: '2025-01-01',
      medicaidEnrolledThroughDate: '2025-12-31',
    });
    expect((await agent.get('/api/user')).body.medicaidId).toBe('CA-123456789');
  });

  it('refuses an enrolled-through date not after the start date, also against the stored one', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const message = 'Enrolled through date must be after the start date.';
    const direct = await agent
      .patch('/api/user/medicaid-account')
      .send({ medicaidStartDate: '2025-06-01', medicaidEnrolledThroughDate: '2025-05-31' });
    expect(direct.status).toBe(400);
    expect(direct.body).toMatchObject({ message, fieldErrors: { medicaidEnrolledThroughDate: message } });

    expect(
      (await agent.patch('/api/user/medicaid-account').send({ medicaidStartDate: '2025-06-01' })).status,
    ).toBe(200);
    const partial = await agent
      .patch('/api/user/medicaid-account')
      .send({ medicaidEnrolledThroughDate: '2025-01-01' });
    expect(partial.status).toBe(400);
    expect(partial.body.fieldErrors).toEqual({ medicaidEnrolledThroughDate: message });
  });

  it('needs a session', async () => {
    expect((await request(h.app).patch('/api/user/medicaid-account').send({ medicaidId: 'x' })).status).toBe(
      401,
    );
  });
});

describe('DELETE /api/account', () => {
  it("deletes the caller's account and rows, keeps the audit trail, ends sessions and tells other services", async () => {
    const user = await h.createUser();
    const { agent, cookie } = await h.loginAs(user);
    await request(h.app).post('/api/forgot-password').send({ email: user.email });
    const res = await agent.delete('/api/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect(await findUserById(h.db.knex, user.id)).toBeUndefined();
    expect(await h.db.knex('tokens').where('user_id', user.id)).toHaveLength(0);
    expect(await h.db.knex('login_records').where('user_id', user.id)).toHaveLength(0);
    expect(await h.auditRows(user.id)).toMatchObject([
      { actor_id: user.id, subject_id: user.id, action: 'account.deleted' },
    ]);
    expect((await request(h.app).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    const deleted = (await h.events('identity.user-deleted')).filter((e) => e.subjectId === user.id);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.data).toEqual({ userId: user.id });
  });

  it('keeps the demo account', async () => {
    const demo = await h.createUser({ username: 'demo', email: 'demo-account@example.org' });
    const { agent } = await h.loginAs(demo);
    const res = await agent.delete('/api/account');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The user named demo cannot be deleted.');
    expect(await findUserById(h.db.knex, demo.id)).toBeDefined();
  });

  it('needs a session', async () => {
    expect((await request(h.app).delete('/api/account')).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('refuses updates and deletes', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    await agent.delete('/api/account');
    await expect(
      h.db.knex('audit_log').where('subject_id', user.id).update({ action: 'changed' }),
    ).rejects.toThrow(/append-only/);
    await expect(h.db.knex('audit_log').where('subject_id', user.id).delete()).rejects.toThrow(/append-only/);
    expect(await h.auditRows(user.id)).toHaveLength(1);
  });
});
