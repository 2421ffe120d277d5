import type { Server } from 'node:http';
import path from 'node:path';
import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import express from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type BlobStore } from '../storage/blob.js';
import { createBlobStore } from './create-blob-store.js';
import { type Bus } from '../messaging/bus.js';
import { createBus } from './create-bus.js';
import { type Cache } from '../data/cache.js';
import { createCache } from './create-cache.js';
import { type CommonConfig, loadConfig } from './config.js';
import { type Database, type EmbeddedPostgres, type Migration, openDatabase } from '../data/db.js';
import { healthRoutes } from '../http/health.js';
import { createLogger } from './logger.js';
import { createSessionStore, type SessionStore } from '../security/sessions.js';
import { listen, onShutdown } from './shutdown.js';
import { loadSessionKeys, type SessionKeys } from '../security/tokens.js';

/** What a service gets to work with; the same shape whether infrastructure is real or embedded. */
export interface Infrastructure {
  db: Database;
  bus: Bus;
  cache: Cache;
  blobs: BlobStore;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
}

/** A created service: an app without `listen`, plus its background work (consumers, relay, schedulers). */
export interface RunningService {
  app: express.Express;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** How a service is described, so one code path runs it alone or embedded. */
export interface ServiceDefinition<C extends CommonConfig = CommonConfig> {
  /** Also the Postgres schema and the queue name. */
  name: string;
  configSchema: z.ZodType<C>;
  migrations: Migration[];
  /** True for the one service that signs session tokens (identity). */
  signsSessions?: boolean;
  create(infra: Infrastructure, config: C): Promise<RunningService>;
}

/** Infrastructure shared by every service of one process (all of it, in the embedded mode). */
export interface SharedInfrastructure {
  bus: Bus;
  cache: Cache;
  blobs: BlobStore;
  keys: SessionKeys;
  sessions: SessionStore;
  embeddedPostgres?: EmbeddedPostgres;
  databaseUrl?: string;
  /** `EVENT_RETENTION_DAYS`, handed to each service's database. */
  eventRetentionDays: number;
  close(): Promise<void>;
}

/**
 * Declares every consuming service's queue with its bindings, so events published before a consumer
 * first subscribes (a service starting later, or not yet deployed) wait in its queue instead of being lost.
 */
export async function declareSubscriptions(bus: Bus): Promise<void> {
  for (const [service, definitions] of Object.entries(subscriptions)) {
    await bus.declare(service, definitions.map(routingKey));
  }
}

/** Opens the process-wide infrastructure from the common configuration. */
export async function openSharedInfrastructure(
  config: CommonConfig,
  logger: Logger,
  options: { embeddedPostgres?: EmbeddedPostgres; needPrivateKey: boolean },
): Promise<SharedInfrastructure> {
  const dataDir = path.resolve(config.DATA_DIR);
  const cache = createCache({ url: config.REDIS_URL, logger });
  const bus = await createBus({ url: config.AMQP_URL, logger });
  try {
    await declareSubscriptions(bus);
  } catch (error) {
    await bus.close();
    await cache.close();
    throw error;
  }
  const blobs = createBlobStore({ ...config, DATA_DIR: dataDir });
  const keys = await loadSessionKeys({
    privatePem: config.SESSION_PRIVATE_KEY,
    publicPem: config.SESSION_PUBLIC_KEY,
    dataDir,
    needPrivate: options.needPrivateKey,
  });
  const sessions = createSessionStore(cache);
  return {
    bus,
    cache,
    blobs,
    keys,
    sessions,
    embeddedPostgres: options.embeddedPostgres,
    databaseUrl: config.DATABASE_URL,
    eventRetentionDays: config.EVENT_RETENTION_DAYS,
    async close() {
      await bus.close();
      await cache.close();
    },
  };
}

/** Opens the service's own schema and builds its infrastructure view. */
export async function openServiceInfrastructure(
  definition: ServiceDefinition,
  shared: SharedInfrastructure,
  logger: Logger,
): Promise<Infrastructure> {
  const db = await openDatabase({
    schema: definition.name,
    url: shared.databaseUrl,
    embedded: shared.databaseUrl ? undefined : shared.embeddedPostgres,
    migrations: definition.migrations,
    logger,
    eventRetentionDays: shared.eventRetentionDays,
  });
  return {
    db,
    bus: shared.bus,
    cache: shared.cache,
    blobs: shared.blobs,
    keys: shared.keys,
    sessions: shared.sessions,
    logger,
  };
}

/** Wraps a service's app with the health endpoints every deployment probes. */
export function withHealth(infra: Infrastructure, app: express.Express): express.Express {
  const outer = express();
  outer.disable('x-powered-by');
  outer.use(
    healthRoutes({
      database: () => infra.db.ping(),
      broker: () => infra.bus.ping(),
      cache: () => infra.cache.ping(),
    }),
  );
  outer.use(app);
  return outer;
}

/** `node <service>/dist/main.js --migrate`: bring the schema up to date and exit (a deployment's migration Job). */
export const MIGRATE_FLAG = '--migrate';

/**
 * Applies the service's migrations and returns. Services also migrate at start (under an advisory
 * lock, so replicas take turns); running this first lets a rollout fail before any pod changes.
 */
export async function migrateOnly(definition: ServiceDefinition, config: CommonConfig): Promise<void> {
  if (!config.DATABASE_URL) {
    process.stderr.write('Invalid configuration: DATABASE_URL must be set to migrate a schema\n');
    process.exit(1);
  }
  const logger = createLogger(definition.name, { level: config.LOG_LEVEL });
  const db = await openDatabase({
    schema: definition.name,
    url: config.DATABASE_URL,
    migrations: definition.migrations,
    logger,
  });
  await db.close();
  logger.info(`${definition.name} schema is up to date`);
}

/** The infrastructure a lone service process must be given; the embedded defaults are for `npm start`. */
function requireConfiguredInfrastructure(config: CommonConfig): void {
  const missing = (['DATABASE_URL', 'AMQP_URL', 'REDIS_URL'] as const).filter((name) => !config[name]);
  if (missing.length > 0) {
    process.stderr.write(
      `Invalid configuration: ${missing.join(', ')} must be set to run a service on its own (npm start runs everything embedded)\n`,
    );
    process.exit(1);
  }
}

/**
 * Runs one service as its own process (compose, Kubernetes): configured infrastructure, its own port,
 * health endpoints, and a drain on SIGTERM.
 */
export async function runStandalone<C extends CommonConfig>(
  definition: ServiceDefinition<C>,
): Promise<Server | undefined> {
  const config = loadConfig(definition.configSchema);
  if (process.argv.includes(MIGRATE_FLAG)) {
    await migrateOnly(definition, config);
    return undefined;
  }
  requireConfiguredInfrastructure(config);
  const logger = createLogger(definition.name, { level: config.LOG_LEVEL });
  const shared = await openSharedInfrastructure(config, logger, {
    needPrivateKey: definition.signsSessions === true,
  });
  const infra = await openServiceInfrastructure(definition as unknown as ServiceDefinition, shared, logger);
  const service = await definition.create(infra, config);
  await service.start();
  const server = await listen(withHealth(infra, service.app), config.PORT, config.HOST);
  logger.info({ port: config.PORT, host: config.HOST }, `${definition.name} listening`);
  onShutdown({
    logger,
    server,
    steps: [() => service.stop(), () => infra.db.close(), () => shared.close()],
  });
  return server;
}
