import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFor, type Role, routeKey, routeRules, type RouteRule } from './route-rules.js';
import { newPassword, registerEnrollee, signIn } from './support/actors.js';
import type { CallOptions, Client } from './support/client.js';
import { routeSamples } from './support/route-samples.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';
import { buildWorld, type World } from './support/world.js';

const FOREIGN = 'https://tracker.evil.example';
const REFUSAL = { message: 'Cross-site request refused', code: 'CROSS_SITE_REFUSED' };

/** A caller the route lets through, so only the origin decides. */
function permittedRole(route: RouteRule): Role {
  const candidates: Role[] = ['enrollee', 'administrator', 'impersonating'];
  return candidates.find((role) => expectedFor(route, role) === 'allowed') ?? 'enrollee';
}

// Twilio's webhook is the one state-changing call without an origin; its signature stands in for it.
const stateChanging = routeRules
  .filter((route) => route.method !== 'GET' && route.rule !== 'webhook')
  .map((route) => ({ key: routeKey(route), route }));

describe.runIf(infrastructureConfigured())('cross-origin state changes, through the gateway', () => {
  let system: SecuritySystem;
  let world: World;

  beforeAll(async () => {
    system = await startSecuritySystem();
    world = await buildWorld(system);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it.each(stateChanging)('$key from another site is refused', async ({ key, route }) => {
    const role = permittedRole(route);
    const call = await routeSamples[key]!(world, role);
    const client = call.client ?? world.clients[role];
    const answer = await client.call(route.method, call.path, { ...call.options, origin: FOREIGN });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(REFUSAL);
  });

  describe('whatever the forged request says, nothing changes', () => {
    const forged = (client: Client, method: string, path: string, options: CallOptions = {}) =>
      client.call(method, path, { ...options, origin: FOREIGN });

    it('an activity is not deleted', async () => {
      const { activityId } = await world.newActivity();
      expect((await forged(world.demo.client, 'DELETE', `/api/activities/${activityId}`)).status).toBe(403);
      expect((await world.demo.client.call('GET', `/api/activities/${activityId}`)).status).toBe(200);
    });

    it('the profile is not edited', async () => {
      const before = (await world.demo.client.call('GET', '/api/user')).body;
      await forged(world.demo.client, 'PATCH', '/api/profile', { json: { firstName: 'Mallory' } });
      expect((await world.demo.client.call('GET', '/api/user')).body.firstName).toBe(before.firstName);
    });

    it('the password is not changed and the session does not end', async () => {
      const enrollee = await registerEnrollee(system);
      const password = newPassword();
      system.keepSecret(password);
      const changed = await forged(enrollee.client, 'PATCH', '/api/change-password', {
        json: { currentPassword: enrollee.password, newPassword: password, confirmPassword: password },
      });
      expect(changed.status).toBe(403);
      expect((await forged(enrollee.client, 'POST', '/api/logout')).status).toBe(403);
      expect((await enrollee.client.call('GET', '/api/user')).status).toBe(200);
      await signIn(system, enrollee.username, enrollee.password);
    });

    it('the account is not deleted', async () => {
      const enrollee = await registerEnrollee(system);
      expect((await forged(enrollee.client, 'DELETE', '/api/account')).status).toBe(403);
      await signIn(system, enrollee.username, enrollee.password);
    });

    it('nobody is made an administrator through an administrator’s browser', async () => {
      const enrollee = await registerEnrollee(system);
      const answer = await forged(world.admin.client, 'POST', `/api/admin/make-admin/${enrollee.id}`);
      expect(answer.status).toBe(403);
      const fresh = await signIn(system, enrollee.username, enrollee.password);
      expect((await fresh.call('GET', '/api/user')).body.isAdmin).toBe(false);
    });
  });

  describe('how the origin is read', () => {
    const logActivity = (client: Client, options: CallOptions) =>
      client.call('POST', '/api/activities', { ...options, json: {} });

    it('refuses a foreign Referer when the Origin is left out', async () => {
      const answer = await logActivity(world.demo.client, {
        origin: null,
        headers: { referer: `${FOREIGN}/dashboard` },
      });
      expect(answer.status).toBe(403);
    });

    it('refuses a request that names no origin at all', async () => {
      expect((await logActivity(world.demo.client, { origin: null })).status).toBe(403);
    });

    it('refuses the opaque origin "null" of sandboxed frames and local files', async () => {
      expect((await logActivity(world.demo.client, { origin: 'null' })).status).toBe(403);
    });

    it('refuses look-alikes: another port, another scheme, a subdomain, a longer name', async () => {
      const app = new URL(system.appUrl);
      const lookAlikes = [
        `${app.protocol}//${app.hostname}:${Number(app.port) + 1}`,
        `${app.protocol === 'https:' ? 'http:' : 'https:'}//${app.host}`,
        `${app.protocol}//evil.${app.host}`,
        `${system.appUrl}.evil.example`,
      ];
      for (const origin of lookAlikes) {
        expect((await logActivity(world.demo.client, { origin })).status, origin).toBe(403);
      }
    });

    it('lets the app’s own pages through (the refusals above are about the origin only)', async () => {
      expect((await logActivity(world.demo.client, {})).status).toBe(400);
      const referred = await logActivity(world.demo.client, {
        origin: null,
        headers: { referer: `${system.appUrl}/dashboard` },
      });
      expect(referred.status).toBe(400);
    });
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
