import { createApp as createActivityApp } from '@tracker/activity/app';
import type { ActivityDeps } from '@tracker/activity/deps';
import { createApp as createExemptionApp } from '@tracker/exemption/app';
import type { ExemptionDeps } from '@tracker/exemption/deps';
import { apiDescriptionRoutes } from '@tracker/gateway/api-description';
import type { ServiceName } from '@tracker/gateway/routes';
import { createApp as createIdentityApp } from '@tracker/identity/app';
import type { IdentityDeps } from '@tracker/identity/deps';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createApp as createNotificationApp } from '@tracker/notification/app';
import type { NotificationDeps } from '@tracker/notification/deps';
import { createApp as createReportingApp } from '@tracker/reporting/app';
import type { ReportingDeps } from '@tracker/reporting/deps';
import { createApp as createVerificationApp } from '@tracker/verification/app';
import type { VerificationDeps } from '@tracker/verification/deps';
import type express from 'express';

/**
 * One route of the system: method in capitals, path template as registered, and who answers it (a
 * service's express app, or the gateway itself).
 */
export interface RegisteredRoute {
  service: ServiceName | 'gateway';
  method: string;
  path: string;
}

/**
 * Stands in for every dependency a service's app is built with. Routers only keep their deps for
 * later requests, but a factory that reads one while building (a setting, a nested object, a call)
 * gets another stand-in instead of a crash, so listing routes never depends on what a factory reads.
 */
function standIn(): unknown {
  const target = function standInTarget() {};
  const proxy: unknown = new Proxy(target, {
    get: (_target, property) => (property === 'then' ? undefined : proxy),
    apply: () => proxy,
  });
  return proxy;
}

function placeholderDeps<T>(): T {
  const logger = createLogger('route-listing', { level: 'silent' });
  return new Proxy({ logger } as Record<PropertyKey, unknown>, {
    get: (target, property) => (property in target ? target[property] : standIn()),
  }) as T;
}

/** Every service's app, built the way the service builds it, with stand-in dependencies. */
const appBuilders: Record<ServiceName, () => express.Express> = {
  identity: () => createIdentityApp(placeholderDeps<IdentityDeps>()),
  activity: () => createActivityApp(placeholderDeps<ActivityDeps>()),
  exemption: () => createExemptionApp(placeholderDeps<ExemptionDeps>()),
  reporting: () => createReportingApp(placeholderDeps<ReportingDeps>()),
  notification: () => createNotificationApp(placeholderDeps<NotificationDeps>()),
  verification: () => createVerificationApp(placeholderDeps<VerificationDeps>()),
};

/** The services whose apps are listed, to compare with the gateway's own list. */
export const listedServices = Object.keys(appBuilders) as ServiceName[];

// The parts of express 5's router layers that say what they answer.
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function joinPaths(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix}${path}`;
}

function pathsOf(raw: unknown, where: string): string[] {
  const paths = Array.isArray(raw) ? raw.flat(Infinity) : [raw];
  return paths.map((path) => {
    // A pattern other than a string cannot be compared with the catalogue: refuse it loudly.
    if (typeof path !== 'string') throw new Error(`${where}: a route path that is not a string`);
    return path;
  });
}

function walk(stack: Layer[], prefix: string, service: ServiceName, found: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      if (layer.route.methods._all) methods.push('all');
      for (const path of pathsOf(layer.route.path, service)) {
        for (const method of methods) {
          found.push({ service, method: method.toUpperCase(), path: joinPaths(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      // A router: its routes sit below the path it is mounted at.
      const mounts = layer.rawPath === undefined ? ['/'] : pathsOf(layer.rawPath, service);
      for (const mount of mounts) {
        walk(layer.handle.stack, mount === '/' ? prefix : joinPaths(prefix, mount), service, found);
      }
    }
  }
}

/**
 * Every (method, path) each service's app registers, read from its express router, and the routes
 * the gateway answers itself, from the list its handler serves.
 */
export function registeredRoutes(): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  for (const service of listedServices) {
    const app = appBuilders[service]();
    const router = (app as unknown as { router: { stack: Layer[] } }).router;
    walk(router.stack, '', service, found);
  }
  for (const route of apiDescriptionRoutes) found.push({ service: 'gateway', ...route });
  return found;
}
