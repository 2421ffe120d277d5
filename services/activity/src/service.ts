import type { Subscription } from '@tracker/kit/messaging/bus';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import type { ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import path from 'node:path';
import { createApp } from './app.js';
import { createBlobJanitor } from '@tracker/kit/storage/blob-janitor';
import { type ActivityConfig, activityConfigSchema, reportingDayOf } from './config.js';
import type { ActivityDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { activitiesMigration } from './migrations/001-activities.js';
import { incomeMigration } from './migrations/002-income.js';
import { tellFileCountsMigration } from './migrations/003-tell-file-counts.js';
import { loadAttachmentUrlSecret } from '@tracker/kit/security/url-secret';

/**
 * Activities, pay records and their attachments; publishes `activity.*` and `income.*`, consumes
 * user and text-message events.
 */
export const activityService: ServiceDefinition<ActivityConfig> = {
  name: 'activity',
  configSchema: activityConfigSchema,
  migrations: [activitiesMigration, incomeMigration, tellFileCountsMigration],
  async create(infra, config) {
    let relay: Relay | undefined;
    let consumer: Subscription | undefined;
    const janitor = createBlobJanitor({ db: infra.db, blobs: infra.blobs, logger: infra.logger });
    const deps: ActivityDeps = {
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
      nudgeOutbox: () => relay?.nudge(),
      now: () => new Date(),
      timeZone: config.DEFAULT_TIMEZONE,
      reportingDay: reportingDayOf(config),
    };

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
          handlers: eventHandlers(deps, { seedDemo: config.SEED_DEMO }),
        });
        relay = startRelay({ db: infra.db, bus: infra.bus, logger: infra.logger });
        janitor.start();
        // Files left queued by a previous run.
        janitor.nudge();
      },
      async stop() {
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
        await janitor.stop();
      },
    };
  },
};
