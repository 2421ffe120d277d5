import { randomUUID } from 'node:crypto';
import { loadSmsAuthToken } from '@tracker/notification/sms-auth-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Expected, expectedFor, roles, routeKey, routeRules } from './route-rules.js';
import { Client } from './support/client.js';
import { routeSamples } from './support/route-samples.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';
import { twilioSignature } from './support/twilio-signature.js';
import { buildWorld, type World } from './support/world.js';

/** How an answer reads against the catalogue: refused with 401, 403 or 404, let through, or broken. */
function outcomeOf(status: number): Expected | `server error ${number}` {
  if (status === 401 || status === 403 || status === 404) return status;
  if (status >= 500) return `server error ${status}`;
  return 'allowed';
}

const describeExpected = (expected: Expected) => (expected === 'allowed' ? 'allowed' : `refused ${expected}`);

const cases = routeRules.flatMap((route) =>
  roles.map((role) => {
    const expected = expectedFor(route, role);
    const caching = route.publicDocument ? 'cacheable' : 'not cached';
    return { key: routeKey(route), route, role, expected, outcome: describeExpected(expected), caching };
  }),
);

describe.runIf(infrastructureConfigured())('every route for every caller, through the gateway', () => {
  let system: SecuritySystem;
  let world: World;

  beforeAll(async () => {
    system = await startSecuritySystem();
    world = await buildWorld(system);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('has a way to call every route of the catalogue', () => {
    const missing = routeRules.map(routeKey).filter((key) => routeSamples[key] === undefined);
    expect(missing, 'add a call to security/support/route-samples.ts').toEqual([]);
  });

  it.each(cases)('$key as $role: $outcome, $caching', async ({ key, route, role, expected }) => {
    const sample = routeSamples[key];
    if (!sample) throw new Error(`no sample call for ${key}`);
    const call = await sample(world, role);
    const client = call.client ?? world.clients[role];
    const answer = await client.call(route.method, call.path, call.options);
    expect(outcomeOf(answer.status), `${answer.status} ${answer.text.slice(0, 300)}`).toBe(expected);
    // Answers about people must not be kept by the browser or a shared cache, refusals included; the
    // API's description is about no one, and caches may keep it.
    expect(answer.headers.get('cache-control')).toMatch(route.publicDocument ? /^public\b/ : /\bno-store\b/);
  });

  it('lets a text through to the webhook when Twilio signed it', async () => {
    const token = await loadSmsAuthToken({ dataDir: system.dataDir });
    const form = { From: '+19165550142', To: '+15005550006', Body: 'HELP', MessageSid: `SM${randomUUID()}` };
    const answer = await new Client(system).call('POST', '/api/sms/inbound', {
      form,
      origin: null,
      headers: { 'x-twilio-signature': twilioSignature(token, `${system.appUrl}/api/sms/inbound`, form) },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toContain('xml');
  });

  it('refuses a file’s content without the link’s signature, even to its owner', async () => {
    for (const linked of [
      world.records.activityContentPath,
      world.records.incomeContentPath,
      world.records.exemptionContentPath,
    ]) {
      const bare = linked.split('?')[0]!;
      expect((await world.demo.client.call('GET', bare)).status).toBe(403);
      const tampered = linked.replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await world.demo.client.call('GET', tampered)).status).toBe(403);
      expect((await world.demo.client.call('GET', linked)).status).toBe(200);
    }
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
