import { rulesResponse } from '@tracker/contracts/http/rules';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { allTypes } from '../support/settings.js';

describe('GET /api/rules', () => {
  let seed: Harness;
  let federal: Harness;
  let overridden: Harness;

  beforeAll(async () => {
    seed = await createHarness();
    federal = await createHarness({
      settings: {
        ...allTypes,
        qualifyingTypes: federal2027Profile.qualifyingTypes,
        profile: { ...federal2027Profile, requiredHours: 90 },
      },
    });
    overridden = await createHarness({
      settings: {
        ...allTypes,
        qualifyingTypes: ['employment', 'volunteer'],
        reportDeadlineDay: 10,
        profile: federal2027Profile,
      },
    });
  });

  afterAll(async () => {
    await seed?.close();
    await federal?.close();
    await overridden?.close();
  });

  it('answers anyone, without a session, with the active profile', async () => {
    const res = await request(seed.app).get('/api/rules').expect(200);
    expect(rulesResponse.parse(res.body)).toEqual({ ...seedProfile, incomeThresholdCents: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("answers the federal profile with the state's changes and the pay that meets a month", async () => {
    const res = await request(federal.app).get('/api/rules').expect(200);
    expect(res.body).toMatchObject({
      id: 'federal-2027',
      effectiveMonth: '2027-01',
      requiredHours: 90,
      qualifyingTypes: ['employment', 'training', 'volunteer'],
      jobSearch: { countsTowardHours: false, minimumActivities: 0 },
      income: { minimumWageCents: 725, hours: 80, seasonalAverageMonths: 6 },
      incomeThresholdCents: 58000,
      reportingDay: 15,
    });
  });

  it('answers the activity types and the reporting day a deployment set, as months are judged by them', async () => {
    const res = await request(overridden.app).get('/api/rules').expect(200);
    expect(res.body).toMatchObject({
      id: 'federal-2027',
      qualifyingTypes: ['employment', 'volunteer'],
      jobSearch: { countsTowardHours: false },
      reportingDay: 10,
    });
  });

  it('answers the same to a signed-in person and to a forged session', async () => {
    const cookie = await seed.cookieFor('3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9');
    const signedIn = await request(seed.app).get('/api/rules').set('Cookie', cookie).expect(200);
    const forged = await request(seed.app)
      .get('/api/rules')
      .set('Cookie', 'tracker_session=forged')
      .expect(200);
    expect(signedIn.body).toEqual(forged.body);
  });

  it('takes no other method', async () => {
    await request(seed.app).post('/api/rules').send({}).expect(404);
  });
});
