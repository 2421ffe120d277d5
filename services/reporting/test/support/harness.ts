import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { Bus } from '@tracker/kit/messaging/bus';
import { createInProcessBus, type InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { sessionCookie } from '@tracker/kit/testing/service';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import type { ReportingSettings } from '../../src/config.js';
import type { ReportingDeps } from '../../src/deps.js';
import type { Reader } from '../../src/use-cases/shared/audit-read.js';
import { eventHandlers } from '../../src/events/handlers.js';
import { migrations } from '../../src/migrations/migrations.js';
import { allTypes } from './settings.js';

export const logger = createLogger('reporting-test', { level: 'silent' });

export interface Harness {
  db: TestDatabase;
  bus: InProcessBus;
  cache: Cache;
  sessions: SessionStore;
  deps: ReportingDeps;
  app: Express;
  /** Publishes each event in turn and waits until the service has handled it. */
  deliver(...events: EventEnvelope[]): Promise<void>;
  /** Sets the service's clock. */
  setNow(instant: string): void;
  /**
   * A `Cookie` header of a live session of `userId`; with `actorId`, one that administrator started
   * by impersonating them.
   */
  cookieFor(userId: string, options?: { isAdmin?: boolean; actorId?: string }): Promise<string>;
  /** The `audit.recorded` records in the outbox, oldest first. */
  audits(): Promise<Array<Record<string, unknown>>>;
  /** How many times the service woke its outbox relay. */
  nudges(): number;
  close(): Promise<void>;
}

export interface HarnessOptions {
  settings?: ReportingSettings;
  now?: string;
}

/**
 * The service's app and its event consumer on a test database in a schema of its own, an
 * in-process bus (whose queue follows the schema) and an in-memory session store.
 */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const db = await openTestDatabase({ migrations, schemaPrefix: 'reporting' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reporting-'));
  const keys = await loadSessionKeys({ dataDir, needPrivate: true });
  const cache = createCache({ logger });
  const sessions = createSessionStore(cache);
  const bus = createInProcessBus({ logger, deliveryLimit: 3, retryDelayMs: () => 10 });
  let now = new Date(options.now ?? '2026-11-18T15:00:00Z');
  let nudgeCount = 0;
  const deps: ReportingDeps = {
    db,
    keys,
    sessions,
    logger,
    settings: options.settings ?? allTypes,
    nudgeOutbox: () => {
      nudgeCount++;
    },
    now: () => now,
  };

  const handled = new Map<string, number>();
  // The in-process bus is made of closures, so its methods can be copied as they are.
  const counting: Bus = {
    ...bus,
    subscribe: (subscribeOptions) =>
      bus.subscribe({
        ...subscribeOptions,
        handler: async (envelope) => {
          await subscribeOptions.handler(envelope);
          handled.set(envelope.id, (handled.get(envelope.id) ?? 0) + 1);
        },
      }),
  };
  const consumer = await startConsumer({
    service: db.schema,
    db,
    bus: counting,
    logger,
    handlers: eventHandlers(deps),
  });

  async function deliverOne(event: EventEnvelope): Promise<void> {
    const before = handled.get(event.id) ?? 0;
    const deadBefore = bus.deadLetters(db.schema).length;
    await bus.publish(event);
    const deadline = Date.now() + 10_000;
    while ((handled.get(event.id) ?? 0) <= before) {
      const dead = bus.deadLetters(db.schema).slice(deadBefore);
      if (dead.length > 0)
        throw new Error(`dead-lettered: ${dead.map((letter) => letter.reason).join('; ')}`);
      if (Date.now() > deadline) throw new Error(`event ${event.type} ${event.id} was not handled in time`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  return {
    db,
    bus,
    cache,
    sessions,
    deps,
    app: createApp(deps),
    async deliver(...events) {
      for (const event of events) await deliverOne(event);
    },
    setNow(instant) {
      now = new Date(instant);
    },
    cookieFor: (userId, cookieOptions = {}) =>
      sessionCookie(
        { sessions, keys },
        { userId, isAdmin: cookieOptions.isAdmin ?? false, actorId: cookieOptions.actorId },
      ),
    audits: async () => (await recordedEvents(db, 'audit.recorded')).map((event) => event.data),
    nudges: () => nudgeCount,
    async close() {
      try {
        await consumer.stop();
        await bus.close();
        await cache.close();
        await db.drop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** An enrollee reading their own figures, as the use cases take them. */
export function enrolleeReading(userId: string): Reader {
  return { caller: { userId, isAdmin: false }, request: { ip: null, userAgent: null } };
}
