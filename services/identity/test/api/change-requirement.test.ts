import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById, findUserByUsername, updateUser } from '../../src/store/users.js';
import { applyStateRequiredHours } from '../../src/use-cases/apply-state-required-hours.js';
import { createHarness, GOOD_PASSWORD, type Harness, registrationBody, SUPPORT_REASON } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ requiredMonthlyHours: 80 });
});
afterAll(async () => {
  await h.close();
});

const path = (userId: string) => `/api/admin/user/${userId}/requirement`;

async function adminAgent() {
  const admin = await h.createUser({ isAdmin: true });
  return { admin, ...(await h.loginAs(admin)) };
}

describe('PATCH /api/admin/user/{userId}/requirement', () => {
  it('sets one person’s hours, audited and published; null returns them to the state’s rule', async () => {
    const { admin, agent } = await adminAgent();
    const enrollee = await h.createUser({ requiredMonthlyHours: 80 });
    const set = await agent.patch(path(enrollee.id)).send({ requiredMonthlyHours: '30' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: enrollee.id, requiredHours: 30, requiredHoursOverride: 30 });
    const published = (await h.events('identity.user-updated')).filter((e) => e.subjectId === enrollee.id);
    expect(published.at(-1)?.data.requiredMonthlyHours).toBe(30);
    const rows = await h.db
      .knex('audit_log')
      .where({ subject_id: enrollee.id, action: 'requirement.changed' });
    expect(rows).toEqual([
      expect.objectContaining({ actor_id: admin.id, detail: { changes: ['requiredMonthlyHours'] } }),
    ]);

    const back = await agent.patch(path(enrollee.id)).send({ requiredMonthlyHours: null });
    expect(back.body).toMatchObject({ requiredHours: 80, requiredHoursOverride: null });
    // The start-up rule no longer leaves a person's own number alone once staff returned them to it.
    expect((await findUserById(h.db.knex, enrollee.id))!.user.requiredHoursSetByAdmin).toBe(false);
  });

  it('corrects a birthdate, which the person cannot change themself', async () => {
    const { agent } = await adminAgent();
    const enrollee = await h.createUser({ birthdate: '1950-01-01' });
    const res = await agent.patch(path(enrollee.id)).send({ birthdate: '1990-01-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dateOfBirth: '1990-01-01', enrollmentStatus: 'Adult' });
    const rows = await h.db
      .knex('audit_log')
      .where({ subject_id: enrollee.id, action: 'requirement.changed' });
    expect(rows[0].detail).toEqual({ changes: ['birthdate'] });
  });

  it('records the state’s finding that a person is a seasonal worker, audited and published, and undoes it', async () => {
    const { admin, agent } = await adminAgent();
    const enrollee = await h.createUser();
    const before = await agent.get(`/api/admin/user/${enrollee.id}`);
    expect(before.body.seasonalWorker).toBe(false);

    const set = await agent.patch(path(enrollee.id)).send({ seasonalWorker: true });
    expect(set.status).toBe(200);
    // Only what was sent changes: the hours still follow the state's rule.
    expect(set.body).toMatchObject({ id: enrollee.id, seasonalWorker: true, requiredHoursOverride: null });
    expect((await agent.get(`/api/admin/user/${enrollee.id}`)).body.seasonalWorker).toBe(true);
    const published = () =>
      h.events('identity.user-updated').then((all) => all.filter((e) => e.subjectId === enrollee.id));
    expect((await published()).at(-1)?.data).toMatchObject({ userId: enrollee.id, seasonalWorker: true });
    const audited = () =>
      h.db
        .knex('audit_log')
        .where({ subject_id: enrollee.id, action: 'requirement.changed' })
        .orderBy('created_at');
    expect(await audited()).toEqual([
      expect.objectContaining({ actor_id: admin.id, detail: { changes: ['seasonalWorker'] } }),
    ]);

    // Saying it again changes nothing, so nothing is audited or published.
    const count = (await published()).length;
    expect((await agent.patch(path(enrollee.id)).send({ seasonalWorker: true })).status).toBe(200);
    expect(await published()).toHaveLength(count);
    expect(await audited()).toHaveLength(1);

    const undone = await agent
      .patch(path(enrollee.id))
      .send({ seasonalWorker: false, requiredMonthlyHours: 30 });
    expect(undone.body).toMatchObject({ seasonalWorker: false, requiredHoursOverride: 30 });
    expect((await published()).at(-1)?.data.seasonalWorker).toBe(false);
    expect((await audited()).at(-1)?.detail).toEqual({ changes: ['requiredMonthlyHours', 'seasonalWorker'] });
  });

  it('never lets an enrollee make themself a seasonal worker, at registration or in their profile', async () => {
    const body = registrationBody({ seasonalWorker: true });
    expect((await request(h.app).post('/api/register').send(body)).status).toBe(201);
    const registered = (await findUserByUsername(h.db.knex, body.username))!.user;
    expect(registered.seasonalWorker).toBe(false);
    const event = (await h.events('identity.user-registered')).find((e) => e.subjectId === registered.id);
    expect(event?.data.seasonalWorker).toBe(false);

    const enrollee = await h.createUser();
    const { agent } = await h.loginAs({ username: enrollee.username, password: GOOD_PASSWORD });
    const answer = await agent.patch('/api/profile').send({ seasonalWorker: true, firstName: 'Rosa' });
    expect(answer.status).toBe(200);
    expect((await findUserById(h.db.knex, enrollee.id))!.user).toMatchObject({
      firstName: 'Rosa',
      seasonalWorker: false,
    });
    expect((await agent.patch(path(enrollee.id)).send({ seasonalWorker: true })).status).toBe(403);
    expect((await findUserById(h.db.knex, enrollee.id))!.user.seasonalWorker).toBe(false);
  });

  it('refuses bad input with field errors', async () => {
    const { agent } = await adminAgent();
    const enrollee = await h.createUser();
    for (const [body, field] of [
      [{}, 'requiredMonthlyHours'],
      [{ requiredMonthlyHours: 0 }, 'requiredMonthlyHours'],
      [{ requiredMonthlyHours: 745 }, 'requiredMonthlyHours'],
      [{ requiredMonthlyHours: 'lots' }, 'requiredMonthlyHours'],
      [{ birthdate: '2999-01-01' }, 'birthdate'],
      [{ seasonalWorker: 'yes' }, 'seasonalWorker'],
      [{ seasonalWorker: 1 }, 'seasonalWorker'],
      [{ seasonalWorker: null }, 'seasonalWorker'],
    ] as const) {
      const res = await agent.patch(path(enrollee.id)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        code: 'INVALID_REQUEST',
        message: expect.any(String),
        fieldErrors: expect.any(Object),
      });
      expect(res.body.fieldErrors[field]).toEqual(expect.any(String));
    }
    const refused = await agent.patch(path(enrollee.id)).send({ seasonalWorker: 'yes' });
    expect(refused.body.fieldErrors.seasonalWorker).toBe('Seasonal worker must be true or false');
    expect((await findUserById(h.db.knex, enrollee.id))!.user.seasonalWorker).toBe(false);
  });

  it('is for administrators, on someone else, and an unknown id is 404', async () => {
    const enrollee = await h.createUser();
    const { agent: own } = await h.loginAs(enrollee);
    expect((await own.patch(path(enrollee.id)).send({ requiredMonthlyHours: 1 })).status).toBe(403);
    expect((await request(h.app).patch(path(enrollee.id)).send({ requiredMonthlyHours: 1 })).status).toBe(
      401,
    );

    const { admin, agent } = await adminAgent();
    const self = await agent.patch(path(admin.id)).send({ requiredMonthlyHours: 1 });
    expect(self.status).toBe(403);
    expect((await agent.patch(path(admin.id)).send({ seasonalWorker: true })).status).toBe(403);
    expect(
      (await agent.patch(path('22222222-2222-4222-8222-222222222222')).send({ requiredMonthlyHours: 1 }))
        .status,
    ).toBe(404);

    // Impersonating an enrollee carries the enrollee's rights, not the administrator's.
    await agent.post(`/api/admin/impersonate/${enrollee.id}`).send({ reason: SUPPORT_REASON });
    expect((await agent.patch(path(enrollee.id)).send({ requiredMonthlyHours: 1 })).status).toBe(403);
    expect((await agent.patch(path(enrollee.id)).send({ seasonalWorker: true })).status).toBe(403);
    expect((await findUserById(h.db.knex, enrollee.id))!.user).toMatchObject({
      requiredMonthlyHours: 20,
      seasonalWorker: false,
    });
  });
});

describe('the state’s rule at start', () => {
  it('brings every account that follows the rule to the configured hours and tells the other services', async () => {
    const chose = await h.createUser({ requiredMonthlyHours: 1 });
    const staffSet = await h.createUser();
    await updateUser(h.db.knex, staffSet.id, { requiredMonthlyHours: 35, requiredHoursSetByAdmin: true });

    expect(await applyStateRequiredHours(h.deps)).toBeGreaterThanOrEqual(1);
    expect((await findUserById(h.db.knex, chose.id))!.user.requiredMonthlyHours).toBe(80);
    expect((await findUserById(h.db.knex, staffSet.id))!.user.requiredMonthlyHours).toBe(35);
    const published = (await h.events('identity.user-updated')).filter((e) => e.subjectId === chose.id);
    expect(published.at(-1)?.data.requiredMonthlyHours).toBe(80);
    expect(await applyStateRequiredHours(h.deps)).toBe(0);
  });
});
