import { resolveService, serviceNames } from '@tracker/gateway/routes';
import { describe, expect, it } from 'vitest';
import { routeKey, routeRules } from './route-rules.js';
import { listedServices, registeredRoutes } from './support/registered-routes.js';

// A path the gateway can resolve: every `:param` filled with a value shaped like a record id.
function concretePath(template: string): string {
  return template.replace(/:[A-Za-z]+/g, '3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9');
}

describe('the route catalogue', () => {
  const registered = registeredRoutes();
  const ruled = new Set(routeRules.map(routeKey));
  const served = new Set(registered.map(routeKey));

  it('reads the routes of every service the gateway knows', () => {
    expect([...listedServices].sort()).toEqual([...serviceNames].sort());
    for (const service of serviceNames) {
      expect(registered.some((route) => route.service === service)).toBe(true);
    }
  });

  it.each(registered.map((route) => ({ ...route, key: routeKey(route) })))(
    '$key ($service) has an access rule',
    ({ key }) => {
      expect(ruled.has(key), `add a rule for ${key} to security/route-rules.ts`).toBe(true);
    },
  );

  it.each(routeRules.map((rule) => ({ key: routeKey(rule) })))(
    '$key is a route a service serves',
    ({ key }) => {
      expect(served.has(key), `${key} has a rule but no service registers it`).toBe(true);
    },
  );

  it('has one rule per route', () => {
    const keys = routeRules.map(routeKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(
    registered
      .filter((route) => route.service !== 'gateway')
      .map((route) => ({ ...route, key: routeKey(route) })),
  )('$key reaches $service through the gateway', ({ path, service }) => {
    expect(resolveService(concretePath(path))).toBe(service);
  });

  it.each(
    registered
      .filter((route) => route.service === 'gateway')
      .map((route) => ({ ...route, key: routeKey(route) })),
  )('$key is answered by the gateway itself, as no service owns it', ({ path }) => {
    expect(resolveService(path)).toBeUndefined();
  });
});
