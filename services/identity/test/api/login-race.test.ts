import { requireService, testRedisUrl } from '@tracker/kit/testing/environment';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, GOOD_PASSWORD, type Harness } from './harness.js';

const LIMIT = 5;
const BURST = 25;

// The lockout's counter lives in Redis in production; the race is only meaningful against it.
describe.runIf(requireService('redis', testRedisUrl()))(
  'login lockout under a parallel burst (Redis)',
  () => {
    let h: Harness;
    let checked = 0;

    beforeAll(async () => {
      h = await createHarness({ loginFailureLimit: LIMIT, redisUrl: testRedisUrl() });
      const { verify, verifyDummy } = h.deps.passwords;
      // Counts every password actually checked, real or dummy.
      h.deps.passwords.verify = async (hash, password) => {
        checked += 1;
        return verify(hash, password);
      };
      h.deps.passwords.verifyDummy = async (password) => {
        checked += 1;
        return verifyDummy(password);
      };
    });
    afterAll(async () => {
      await h.close();
    });

    it(`checks at most ${LIMIT} passwords of one account however many guesses arrive at once`, async () => {
      const user = await h.createUser();
      checked = 0;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          request(h.app)
            .post('/api/login')
            .send({ username: user.username, password: `Wrong-guess-${i}` }),
        ),
      );
      expect(checked).toBeLessThanOrEqual(LIMIT);
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
      // The right password is refused too until the window passes.
      const right = await request(h.app)
        .post('/api/login')
        .send({ username: user.username, password: GOOD_PASSWORD });
      expect(right.status).toBe(429);
    });

    it('counts unknown login names the same way', async () => {
      checked = 0;
      await Promise.all(
        Array.from({ length: BURST }, () =>
          request(h.app).post('/api/login').send({ username: 'nobody_here_at_all', password: 'Wrong-guess' }),
        ),
      );
      expect(checked).toBeLessThanOrEqual(LIMIT);
    });

    it('gives the points back on success, so a person who signs in often is never locked out', async () => {
      const user = await h.createUser();
      for (let round = 0; round < LIMIT * 2; round += 1) {
        const res = await request(h.app)
          .post('/api/login')
          .send({ username: user.username, password: GOOD_PASSWORD });
        expect(res.status).toBe(200);
      }
      // A wrong password after many right ones still has the whole allowance.
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect(
          (await request(h.app).post('/api/login').send({ username: user.username, password: 'Wrong-guess' }))
            .status,
        ).toBe(401);
      }
    });

    it(`checks at most ${LIMIT} current passwords of a signed-in account at once`, async () => {
      const user = await h.createUser();
      const { agent } = await h.loginAs(user);
      checked = 0;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          agent.patch('/api/change-password').send({
            currentPassword: `Wrong-guess-${i}`,
            newPassword: 'Another-Long-Pass-7',
            confirmPassword: 'Another-Long-Pass-7',
          }),
        ),
      );
      expect(checked).toBeLessThanOrEqual(LIMIT);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(BURST - LIMIT);
    });
  },
);
