import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import {
  type IdentityEmailRequestedV1,
  identityEmailRequestedV1,
} from '@tracker/contracts/events/identity-email-requested-v1';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import type { Bus } from '@tracker/kit/messaging/bus';
import { createInProcessBus, type InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { createLogger } from '@tracker/kit/runtime/logger';
import type { RunningService } from '@tracker/kit/runtime/infrastructure';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import { notificationConfigSchema } from '../../src/config.js';
import { migrations } from '../../src/migrations/migrations.js';
import { notificationService } from '../../src/service.js';

export const appUrl = 'https://tracker.example.org';
export const deliveryLimit = 3;
export const logger = createLogger('notification-test', { level: 'silent' });

export interface Harness {
  db: TestDatabase;
  bus: InProcessBus;
  service: RunningService;
  dataDir: string;
  /** The queue the service consumes from. */
  queue: string;
  /** How many deliveries of each event id the service has finished handling, successfully or not. */
  deliveries: Map<string, number>;
  publish(envelope: EventEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** The bus as the service sees it, counting each finished delivery so tests know when one was handled. */
function countingBus(bus: InProcessBus, deliveries: Map<string, number>): Bus {
  return {
    publish: (envelope) => bus.publish(envelope),
    declare: (queue, keys) => bus.declare(queue, keys),
    ping: () => bus.ping(),
    close: () => bus.close(),
    subscribe: (options) =>
      bus.subscribe({
        ...options,
        handler: async (envelope) => {
          try {
            await options.handler(envelope);
          } finally {
            deliveries.set(envelope.id, (deliveries.get(envelope.id) ?? 0) + 1);
          }
        },
      }),
  };
}

/**
 * Runs the notification service as production does (its definition, started), on a test database
 * in its own schema, an in-process bus and a temporary DATA_DIR.
 */
export async function startNotificationService(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'notification-'));
  const db = await openTestDatabase({ migrations, schemaPrefix: 'notification' });
  const bus = createInProcessBus({ deliveryLimit, logger, retryDelayMs: () => 20 });
  const deliveries = new Map<string, number>();
  const cache = createCache({ logger });
  const config = parseConfig(notificationConfigSchema, { DATA_DIR: dataDir, APP_URL: appUrl, ...env });
  const service = await notificationService.create(
    {
      db,
      bus: countingBus(bus, deliveries),
      cache,
      blobs: createBlobStore({ DATA_DIR: dataDir }),
      keys: await loadSessionKeys({ dataDir, needPrivate: false }),
      sessions: createSessionStore(cache),
      logger,
    },
    config,
  );
  await service.start();
  return {
    db,
    bus,
    service,
    dataDir,
    queue: db.schema,
    deliveries,
    publish: (envelope) => bus.publish(envelope),
    async close() {
      try {
        await service.stop();
        await bus.close();
        await cache.close();
        await db.drop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** An `identity.email-requested` envelope as identity's relay would publish it. */
export function emailRequested(data: IdentityEmailRequestedV1): EventEnvelope<IdentityEmailRequestedV1> {
  return {
    id: randomUUID(),
    type: identityEmailRequestedV1.type,
    version: identityEmailRequestedV1.version,
    occurredAt: new Date().toISOString(),
    producer: 'identity',
    subjectId: data.userId ?? data.to,
    correlationId: randomUUID(),
    data,
  };
}
