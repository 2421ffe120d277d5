import type { Subscription } from '@tracker/kit/messaging/bus';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import type { ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { createApp } from './app.js';
import { type ReportingConfig, reportingConfigSchema, settingsOf } from './config.js';
import type { ReportingDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { migrations } from './migrations/migrations.js';

/**
 * Dashboard figures, reporting hours and monthly reports, from a read model fed by other services'
 * events; publishes `audit.recorded` for administrators' reads.
 */
export const reportingService: ServiceDefinition<ReportingConfig> = {
  name: 'reporting',
  configSchema: reportingConfigSchema,
  migrations,
  async create(infra, config) {
    let relay: Relay | undefined;
    const deps: ReportingDeps = {
      db: infra.db,
      keys: infra.keys,
      sessions: infra.sessions,
      logger: infra.logger,
      settings: settingsOf(config),
      nudgeOutbox: () => relay?.nudge(),
      now: () => new Date(),
    };
    let consumer: Subscription | undefined;

    return {
      app: createApp(deps),
      async start() {
        // The queue follows the schema: the service's name in production, a unique one in tests.
        consumer = await startConsumer({
          service: infra.db.schema,
          db: infra.db,
          bus: infra.bus,
          logger: infra.logger,
          handlers: eventHandlers(deps),
        });
        relay = startRelay({ db: infra.db, bus: infra.bus, logger: infra.logger });
      },
      async stop() {
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
      },
    };
  },
};
