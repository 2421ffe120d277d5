import path from 'node:path';
import type { Subscription } from '@tracker/kit/messaging/bus';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { loadOrCreateKeyFile } from '@tracker/kit/security/key-file';
import { loadMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import type { ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { createLimiter } from '@tracker/kit/security/rate-limit';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import { createApp } from './app.js';
import { appUrlOf, type IdentityConfig, identityConfigSchema, secureCookiesFor } from './config.js';
import type { IdentityDeps } from './deps.js';
import { createMedicaidIdCipher } from './domain/medicaid-id.js';
import { eventHandlers } from './events/handlers.js';
import { accountsMigration } from './migrations/001-accounts.js';
import { sealedMedicaidIdsMigration } from './migrations/002-sealed-medicaid-ids.js';
import { auditTrailMigration } from './migrations/003-audit-trail.js';
import { stateDecidesMigration } from './migrations/004-state-decides-and-confirmed-phones.js';
import { seasonalWorkerMigration } from './migrations/005-seasonal-worker.js';
import { medicaidIdLast4Migration } from './migrations/006-medicaid-id-last4.js';
import { timeZoneMigration } from './migrations/007-time-zone.js';
import { medicaidIdIndexMigration } from './migrations/008-medicaid-id-index.js';
import { createPasswordHasher } from './passwords.js';
import { applyStateRequiredHours } from './use-cases/apply-state-required-hours.js';
import { ensureAdmin } from './use-cases/ensure-admin.js';
import { recordMedicaidIdEndings } from './use-cases/record-medicaid-id-endings.js';
import { recordMedicaidIdIndexes } from './use-cases/record-medicaid-id-indexes.js';
import { sealStoredMedicaidIds } from './use-cases/seal-stored-medicaid-ids.js';
import { seedDemo } from './use-cases/seed-demo.js';

/** Accounts, sessions, one-time links, login records and the audit trail (also fed by `audit.recorded`). */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  configSchema: identityConfigSchema,
  migrations: [
    accountsMigration,
    sealedMedicaidIdsMigration,
    auditTrailMigration,
    stateDecidesMigration,
    seasonalWorkerMigration,
    medicaidIdLast4Migration,
    timeZoneMigration,
    medicaidIdIndexMigration,
  ],
  signsSessions: true,
  async create(infra, config) {
    let relay: Relay | undefined;
    let consumer: Subscription | undefined;
    const appUrl = appUrlOf(config);
    const limiterPrefix = (name: string) =>
      config.RATE_LIMIT_PREFIX ? `${config.RATE_LIMIT_PREFIX}:identity:${name}` : `identity:${name}`;
    const deps: IdentityDeps = {
      db: infra.db,
      sessions: infra.sessions,
      keys: infra.keys,
      logger: infra.logger,
      passwords: createPasswordHasher(),
      medicaidIds: createMedicaidIdCipher(
        config.MEDICAID_ID_KEY ??
          (await loadOrCreateKeyFile({
            dataDir: path.resolve(config.DATA_DIR),
            fileName: 'medicaid-id.key',
          })),
        config.MEDICAID_ID_PREVIOUS_KEYS,
      ),
      medicaidIdIndexer: await loadMedicaidIdIndexer(config),
      limiters: {
        loginFailures: createLimiter(infra.cache, {
          prefix: limiterPrefix('login-failures'),
          points: config.LOGIN_FAILURE_LIMIT,
          durationSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
        }),
        emailRequests: createLimiter(infra.cache, {
          prefix: limiterPrefix('email-requests'),
          points: config.EMAIL_REQUEST_LIMIT,
          durationSeconds: config.EMAIL_REQUEST_WINDOW_SECONDS,
        }),
        messagesFromClient: createLimiter(infra.cache, {
          prefix: limiterPrefix('messages-from-client'),
          points: config.MESSAGE_REQUESTS_PER_CLIENT,
          durationSeconds: config.EMAIL_REQUEST_WINDOW_SECONDS,
        }),
        phoneCodeRequests: createLimiter(infra.cache, {
          prefix: limiterPrefix('phone-codes'),
          points: config.PHONE_CODE_REQUEST_LIMIT,
          durationSeconds: config.PHONE_CODE_REQUEST_WINDOW_SECONDS,
        }),
      },
      requiredMonthlyHours: config.COMPLIANCE_REQUIRED_HOURS,
      nudgeOutbox: () => relay?.nudge(),
      appUrl,
      secureCookies: secureCookiesFor(appUrl),
      now: () => new Date(),
    };

    return {
      app: createApp(deps),
      async start() {
        const sealed = await sealStoredMedicaidIds(deps);
        if (sealed > 0) infra.logger.info({ sealed }, 'Medicaid ids sealed under the current key');
        const endings = await recordMedicaidIdEndings(deps);
        if (endings > 0) infra.logger.info({ accounts: endings }, 'Medicaid id endings recorded');
        const indexed = await recordMedicaidIdIndexes(deps);
        if (indexed > 0) infra.logger.info({ accounts: indexed }, 'Medicaid id blind indexes recorded');
        const rehoured = await applyStateRequiredHours(deps);
        if (rehoured > 0) {
          infra.logger.info(
            { accounts: rehoured, hours: config.COMPLIANCE_REQUIRED_HOURS },
            "required hours set to the state's rule",
          );
        }
        const { ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD } = config;
        if (ADMIN_USERNAME && ADMIN_EMAIL && ADMIN_PASSWORD) {
          const outcome = await ensureAdmin(deps, {
            username: ADMIN_USERNAME,
            email: ADMIN_EMAIL,
            password: ADMIN_PASSWORD,
          });
          if (outcome === 'refused') {
            infra.logger.error(
              { username: ADMIN_USERNAME },
              'no administrator exists, and ADMIN_USERNAME or ADMIN_EMAIL belongs to an account this deployment did not create: nobody was made an administrator. Set ADMIN_USERNAME and ADMIN_EMAIL to unused values and restart.',
            );
          } else {
            infra.logger.info({ username: ADMIN_USERNAME, outcome }, 'administrator account checked');
          }
        }
        if (config.SEED_DEMO) {
          const seeded = await seedDemo(deps, { password: config.DEMO_PASSWORD });
          if (seeded.created && config.DEMO_PASSWORD === undefined) {
            // Nobody else knows a generated password; this line is the only way to learn it.
            infra.logger.info(`demo account created: username demo, password ${seeded.password}`);
          } else if (seeded.created) {
            infra.logger.info({ username: 'demo' }, 'demo account created');
          }
        }
        // The schema name is the definition's name in production and a unique one in tests,
        // so the queue follows it.
        consumer = await startConsumer({
          service: infra.db.schema,
          db: infra.db,
          bus: infra.bus,
          logger: infra.logger,
          handlers: eventHandlers(),
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
