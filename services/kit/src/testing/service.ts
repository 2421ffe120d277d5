import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventDefinition, EventEnvelope } from '@tracker/contracts/events/envelope';
import { createBlobStore } from '../runtime/create-blob-store.js';
import { createInProcessBus, type InProcessBus } from '../messaging/bus-in-process.js';
import { createCache } from '../runtime/create-cache.js';
import type { CommonConfig } from '../runtime/config.js';
import { createLogger } from '../runtime/logger.js';
import type { Infrastructure, RunningService, ServiceDefinition } from '../runtime/infrastructure.js';
import { createSessionStore, type SessionStore } from '../security/sessions.js';
import { openTestDatabase, type TestDatabase } from './environment.js';
import { loadSessionKeys, SESSION_COOKIE, type SessionKeys, signSessionToken } from '../security/tokens.js';

// A whole service on an in-process bus, a test database and a temporary data folder, for tests that
// drive it through its events and routes the way the runtime would.

/** Resolves once `predicate` holds; rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An envelope of `def` carrying `data`, as another service would publish it. */
export function envelopeOf<T>(def: EventDefinition, data: T, subjectId: string): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt: new Date().toISOString(),
    producer: 'test',
    subjectId,
    correlationId: randomUUID(),
    data,
  };
}

/** The `Cookie` header of a live session, signed as the identity service would sign it. */
export async function sessionCookie(
  infra: { sessions: SessionStore; keys: SessionKeys },
  session: { userId: string; isAdmin: boolean; actorId?: string },
): Promise<string> {
  const { userId, isAdmin, actorId } = session;
  const created = await infra.sessions.create({ userId, isAdmin, ...(actorId ? { actorId } : {}) });
  const token = await signSessionToken(infra.keys, {
    sub: userId,
    sid: created.id,
    adm: isAdmin,
    ...(actorId ? { act: actorId } : {}),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** The keys of the files a local blob store keeps under `dataDir`, sorted; none when it holds nothing. */
export async function storedFileKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export interface ServiceUnderTestOptions<C extends CommonConfig> {
  definition: ServiceDefinition<C>;
  /** The service's settings; `dataDir` is the temporary folder its files go to. */
  config(dataDir: string): C;
  /** Routing keys whose events the test wants to see as they are published. */
  observe?: string[];
  /** Pause after a delivery is processed, for the bus acknowledgement to land. */
  settleMs?: number;
}

export interface ServiceUnderTest {
  db: TestDatabase;
  bus: InProcessBus;
  infra: Infrastructure;
  service: RunningService;
  dataDir: string;
  /** Events published on the observed routing keys, in order. */
  delivered: EventEnvelope<Record<string, unknown>>[];
  /** Publishes and waits until the service recorded the event as processed (or dead-lettered it). */
  deliver(event: EventEnvelope): Promise<void>;
  stop(): Promise<void>;
}

/** Creates and starts the service with everything it needs, each piece its own for this test file. */
export async function startServiceUnderTest<C extends CommonConfig>(
  options: ServiceUnderTestOptions<C>,
): Promise<ServiceUnderTest> {
  const { definition } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `${definition.name}-events-`));
  const logger = createLogger(`${definition.name}-test`, { level: 'silent' });
  const db = await openTestDatabase({ migrations: definition.migrations, schemaPrefix: definition.name });
  const bus = createInProcessBus({ logger, deliveryLimit: 2, retryDelayMs: () => 10 });
  const cache = createCache({ logger });
  const delivered: EventEnvelope<Record<string, unknown>>[] = [];
  if (options.observe) {
    await bus.subscribe({
      queue: `${db.schema}_observer`,
      routingKeys: options.observe,
      handler: async (event) => {
        delivered.push(event as EventEnvelope<Record<string, unknown>>);
      },
    });
  }
  const infra: Infrastructure = {
    db,
    bus,
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys: await loadSessionKeys({ dataDir, needPrivate: true }),
    sessions: createSessionStore(cache),
    logger,
  };
  const service = await definition.create(infra, options.config(dataDir));
  await service.start();

  return {
    db,
    bus,
    infra,
    service,
    dataDir,
    delivered,
    async deliver(event) {
      const dead = bus.deadLetters(db.schema).length;
      await bus.publish(event);
      await waitFor(
        async () =>
          bus.deadLetters(db.schema).length > dead ||
          (await db.knex('inbox').where('event_id', event.id).first()) !== undefined,
      );
      if (options.settleMs) await new Promise((resolve) => setTimeout(resolve, options.settleMs));
    },
    async stop() {
      await service.stop();
      await bus.close();
      await cache.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
