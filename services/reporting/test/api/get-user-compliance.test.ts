import { randomUUID } from 'node:crypto';
import {
  getComplianceMonthsResponse,
  getUserComplianceResponse,
} from '@tracker/contracts/http/compliance-months';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLogged, dataMatched, userData, userRegistered, wageRecord } from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';

const NOW = '2026-11-18T15:00:00Z';
let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(() => {
  harness.setNow(NOW);
});

/** An enrollee the read model knows, with `hours` of work logged on 5 November. */
async function enrollee(hours = 3, overrides: Parameters<typeof userData>[0] = {}): Promise<string> {
  const data = userData(overrides);
  await harness.deliver(
    userRegistered(data),
    activityLogged(data.userId, { type: 'employment', hours, date: '2026-11-05' }),
  );
  return data.userId;
}

async function administrator(): Promise<{ adminId: string; cookie: string }> {
  const adminId = randomUUID();
  return { adminId, cookie: await harness.cookieFor(adminId, { isAdmin: true }) };
}

function compliance(userId: string, cookie?: string, query = '') {
  const req = request(harness.app).get(`/api/admin/user/${userId}/compliance${query}`);
  return cookie ? req.set('Cookie', cookie) : req;
}

async function auditsBy(actorId: string) {
  return (await harness.audits()).filter((record) => record.actorId === actorId);
}

describe('GET /api/admin/user/:id/compliance', () => {
  it('gives an administrator the person’s determination of the current month, hours logged included', async () => {
    const userId = await enrollee(3);
    const { cookie } = await administrator();
    const res = await compliance(userId, cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = getUserComplianceResponse.parse(res.body);
    expect(body).toMatchObject({
      language: 'en',
      month: '2026-11',
      judgedOn: '2026-11-18',
      determination: 'not_met',
      decidedBy: null,
      countedHours: 3,
      requiredHours: 20,
      missing: { hours: 17 },
    });
    expect(body.summary).not.toBe('');
    expect(body.nextStepText).not.toBe('');
  });

  it('is the very determination the person’s own call gives', async () => {
    const userId = await enrollee(8);
    const { cookie } = await administrator();
    const theirs = await request(harness.app)
      .get('/api/compliance/months?from=2026-11&to=2026-11')
      .set('Cookie', await harness.cookieFor(userId));
    const ours = await compliance(userId, cookie);
    const { language, ...month } = getUserComplianceResponse.parse(ours.body);
    expect({ language, months: [month] }).toEqual(getComplianceMonthsResponse.parse(theirs.body));
  });

  it('names who decided a month the state’s data met', async () => {
    const userId = await enrollee(0.5);
    await harness.deliver(dataMatched(userId, [wageRecord('2026-11', 90_000, 30)]));
    const { cookie } = await administrator();
    const body = getUserComplianceResponse.parse((await compliance(userId, cookie)).body);
    expect(body.determination).toBe('met');
    expect(body.decidedBy).toBe('wages');
  });

  it('writes its sentences in the language asked for, else the person’s', async () => {
    const userId = await enrollee(3, { preferredLanguage: 'es' });
    const { cookie } = await administrator();
    const theirs = getUserComplianceResponse.parse((await compliance(userId, cookie)).body);
    const asked = getUserComplianceResponse.parse((await compliance(userId, cookie, '?language=en')).body);
    expect(theirs.language).toBe('es');
    expect(asked.language).toBe('en');
    expect(asked.summary).not.toBe(theirs.summary);
  });

  it('counts the current month in the time zone asked for, else the configured one', async () => {
    const userId = await enrollee(3);
    const { cookie } = await administrator();
    // Evening of 30 November in New York, already 1 December in Auckland.
    harness.setNow('2026-11-30T20:00:00Z');
    const here = getUserComplianceResponse.parse((await compliance(userId, cookie)).body);
    const there = getUserComplianceResponse.parse(
      (await compliance(userId, cookie, '?timezone=Pacific%2FAuckland')).body,
    );
    expect([here.month, here.countedHours]).toEqual(['2026-11', 3]);
    expect([there.month, there.countedHours]).toEqual(['2026-12', 0]);
  });

  it('refuses an unknown time zone or language as the other reporting calls do', async () => {
    const userId = await enrollee();
    const { adminId, cookie } = await administrator();
    const zone = await compliance(userId, cookie, '?timezone=Mars%2FOlympus');
    expect(zone.status).toBe(400);
    expect(zone.body.fieldErrors).toHaveProperty('timezone');
    const language = await compliance(userId, cookie, '?language=fr');
    expect(language.status).toBe(400);
    expect(language.body.fieldErrors).toHaveProperty('language');
    expect(await auditsBy(adminId)).toEqual([]);
  });

  it('audits every read under the administrator, about the person, before the answer', async () => {
    const userId = await enrollee();
    const { adminId, cookie } = await administrator();
    const nudges = harness.nudges();
    const res = await compliance(userId, cookie)
      .set('User-Agent', 'State Portal/1.0')
      .set('X-Forwarded-For', '198.51.100.9');
    expect(res.status).toBe(200);
    expect(await compliance(userId, cookie).then((second) => second.status)).toBe(200);
    const entry = {
      actorId: adminId,
      subjectId: userId,
      action: 'compliance.viewed',
      resourceId: null,
      occurredAt: '2026-11-18T15:00:00.000Z',
    };
    expect(await auditsBy(adminId)).toEqual([
      { ...entry, ip: '198.51.100.9', userAgent: 'State Portal/1.0' },
      expect.objectContaining(entry),
    ]);
    expect(harness.nudges()).toBe(nudges + 2);
  });

  it('answers 404 for a person reporting has not heard of, or not an id, and audits nothing', async () => {
    const { adminId, cookie } = await administrator();
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await compliance(id, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'User Not Found' });
    }
    expect(await auditsBy(adminId)).toEqual([]);
  });

  it('refuses an enrollee, an administrator impersonating one, and anyone not signed in', async () => {
    const userId = await enrollee();
    const other = await enrollee();
    const adminId = randomUUID();
    const own = await compliance(userId, await harness.cookieFor(userId));
    expect(own.status).toBe(403);
    expect((await compliance(other, await harness.cookieFor(userId))).status).toBe(403);
    const impersonating = await compliance(other, await harness.cookieFor(userId, { actorId: adminId }));
    expect(impersonating.status).toBe(403);
    expect((await compliance(userId)).status).toBe(401);
    expect(own.body).not.toHaveProperty('determination');
    expect(await auditsBy(adminId)).toEqual([]);
  });
});
