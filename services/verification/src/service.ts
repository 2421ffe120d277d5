import type { Subscription } from '@tracker/kit/messaging/bus';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { loadMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import { createLimiter } from '@tracker/kit/security/rate-limit';
import type { ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { createApp } from './app.js';
import { settingsOf, type VerificationConfig, verificationConfigSchema } from './config.js';
import type { VerificationDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { migrations } from './migrations/migrations.js';
import { createScheduler } from './scheduler.js';
import { processPendingImports } from './use-cases/process-pending-imports.js';
import { sweepVerifications } from './use-cases/sweep-verifications.js';

/** How often a replica looks for imports left processing (another replica's, or one stopped mid-way). */
const IMPORT_POLL_MS = 10_000;

/**
 * The state's side: verification requests and their determination, notices and hearing requests, and
 * the state's data matched to accounts; consumes the identity events and reporting's determinations,
 * publishes `verification.*`.
 */
export const verificationService: ServiceDefinition<VerificationConfig> = {
  name: 'verification',
  configSchema: verificationConfigSchema,
  migrations,
  async create(infra, config) {
    let relay: Relay | undefined;
    let consumer: Subscription | undefined;
    const deps: VerificationDeps = {
      db: infra.db,
      keys: infra.keys,
      sessions: infra.sessions,
      logger: infra.logger,
      settings: settingsOf(config),
      indexer: await loadMedicaidIdIndexer(config),
      usageBeacons: createLimiter(infra.cache, {
        prefix: 'verification:usage-beacons',
        points: config.USAGE_BEACONS_PER_MINUTE,
        durationSeconds: 60,
      }),
      nudgeOutbox: () => relay?.nudge(),
      nudgeImports: () => void imports.run(),
      now: () => new Date(),
    };

    // Large imports, and those a stopped replica left, are matched in the background by any replica.
    const imports = createScheduler({
      name: 'data-match-imports',
      round: () => processPendingImports(deps),
      intervalMs: IMPORT_POLL_MS,
      logger: infra.logger,
      doneMessage: 'data-match batches matched',
    });
    const sweep = createScheduler({
      name: 'verification-sweep',
      round: () => sweepVerifications(deps),
      intervalMs: config.VERIFICATION_SWEEP_INTERVAL_MS,
      logger: infra.logger,
      doneMessage: 'verification requests determined again or reminded',
    });

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
        sweep.start();
        imports.start();
      },
      async stop() {
        await imports.stop();
        await sweep.stop();
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
      },
    };
  },
};
