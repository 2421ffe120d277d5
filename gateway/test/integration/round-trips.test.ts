import { requireService } from '@tracker/kit/testing/environment';
import { type RedisCommandWatch, watchRedisCommands } from '@tracker/kit/testing/redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway, testRedisUrl } from '../support/test-gateway.js';

// What the gateway asks Redis for one proxied request, counted on the Redis server itself.
describe.runIf(requireService('redis', testRedisUrl))('Redis round trips per request', () => {
  let gateway: TestGateway;
  let watch: RedisCommandWatch;

  beforeAll(async () => {
    gateway = await startTestGateway();
    watch = await watchRedisCommands(testRedisUrl!);
  });

  afterAll(async () => {
    await watch.close();
    await gateway.close();
  });

  const prefix = () => gateway.config.RATE_LIMIT_PREFIX;

  it('is one command for the address count and the session read together', async () => {
    const { cookie, sid } = await gateway.signIn();
    await watch.clear();
    await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
    const commands = await watch.commands(prefix(), sid);
    expect(commands).toHaveLength(1);
    const [command = []] = commands;
    expect(command[0]?.toLowerCase()).toMatch(/^eval(sha)?$/);
    expect(command).toEqual(expect.arrayContaining([`session:${sid}`]));
    expect(command.some((arg) => arg.startsWith(`${prefix()}:api:`))).toBe(true);
    // The read restarted the idle timeout.
    expect(await gateway.cache.redis!.pttl(`session:${sid}`)).toBeGreaterThan(14 * 60 * 1000);
  });

  it('stays one command however many requests of a session follow', async () => {
    const { cookie, sid } = await gateway.signIn();
    await watch.clear();
    for (let n = 0; n < 5; n += 1) {
      await request(gateway.app).get('/api/activities').set('Cookie', cookie).expect(200);
    }
    expect(await watch.commands(prefix(), sid)).toHaveLength(5);
  });

  it('is one command for a request without a session', async () => {
    await watch.clear();
    await request(gateway.app).get('/api/verify-email?token=abc').expect(200);
    expect(await watch.commands(prefix())).toHaveLength(1);
  });

  it('asks nothing about a token that fails verification', async () => {
    await watch.clear();
    await request(gateway.app).get('/api/user').set('Cookie', 'tracker_session=forged').expect(200);
    const commands = await watch.commands(prefix());
    expect(commands).toHaveLength(1);
    expect(commands[0]!.some((arg) => arg.startsWith('session:'))).toBe(false);
  });
});
