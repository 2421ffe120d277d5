import path from 'node:path';
import { createBlobJanitor } from '@tracker/kit/storage/blob-janitor';
import type { Subscription } from '@tracker/kit/messaging/bus';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import type { ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { loadAttachmentUrlSecret } from '@tracker/kit/security/url-secret';
import { createApp } from './app.js';
import { type ExemptionConfig, exemptionConfigSchema } from './config.js';
import type { ExemptionDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { createExpiryScheduler } from './expiry-scheduler.js';
import { exemptionsMigration } from './migrations/001-exemptions.js';
import { exemptionTypeRecordedMigration } from './migrations/002-exemption-type-recorded.js';
import { replyByMigration } from './migrations/003-reply-by.js';
import { plainWordsMigration } from './migrations/004-plain-words.js';
import { expireExemptions } from './use-cases/expire-exemptions.js';
import { seedCatalogue } from './use-cases/seed-catalogue.js';

/**
 * The exemption catalogue, requests, notes and attachments; publishes `exemption.*`, consumes the
 * identity events for its users read model.
 */
export const exemptionService: ServiceDefinition<ExemptionConfig> = {
  name: 'exemption',
  configSchema: exemptionConfigSchema,
  migrations: [exemptionsMigration, exemptionTypeRecordedMigration, replyByMigration, plainWordsMigration],
  async create(infra, config) {
    let relay: Relay | undefined;
    let consumer: Subscription | undefined;
    const janitor = createBlobJanitor({ db: infra.db, blobs: infra.blobs, logger: infra.logger });
    const deps: ExemptionDeps = {
      db: infra.db,
      blobs: infra.blobs,
      keys: infra.keys,
      sessions: infra.sessions,
      logger: infra.logger,
      linkSecret: await loadAttachmentUrlSecret({
        configured: config.ATTACHMENT_URL_SECRET,
        dataDir: path.resolve(config.DATA_DIR),
      }),
      janitor,
      timeZone: config.DEFAULT_TIMEZONE,
      nudgeOutbox: () => relay?.nudge(),
      now: () => new Date(),
    };
    const expiry = createExpiryScheduler({
      expire: () => expireExemptions(deps),
      intervalMs: config.EXPIRY_SWEEP_INTERVAL_MS,
      logger: infra.logger,
    });

    const seeded = await seedCatalogue(infra.db);
    if (seeded > 0)
      infra.logger.info({ types: seeded }, 'exemption catalogue seeded with the federal categories');

    return {
      app: createApp(deps),
      async start() {
        // The schema name is the definition's name in production and a unique one in tests,
        // so the queue follows it.
        consumer = await startConsumer({
          service: infra.db.schema,
          db: infra.db,
          bus: infra.bus,
          logger: infra.logger,
          handlers: eventHandlers(deps),
        });
        relay = startRelay({ db: infra.db, bus: infra.bus, logger: infra.logger });
        janitor.start();
        // Files left queued by a previous run.
        janitor.nudge();
        expiry.start();
      },
      async stop() {
        await expiry.stop();
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
        await janitor.stop();
      },
    };
  },
};
