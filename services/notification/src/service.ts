import type { Subscription } from '@tracker/kit/bus';
import { startConsumer } from '@tracker/kit/inbox';
import { type Relay, startRelay } from '@tracker/kit/outbox';
import type { ServiceDefinition } from '@tracker/kit/runtime';
import { createApp } from './app.js';
import { appUrlOf, type NotificationConfig, notificationConfigSchema } from './config.js';
import { onEmailRequested } from './events/on-email-requested.js';
import { createMailer } from './mailer.js';
import { migrations } from './migrations/migrations.js';

/** The notification service: sends the e-mails other services ask for and logs each attempt. */
export const notificationService: ServiceDefinition<NotificationConfig> = {
  name: 'notification',
  configSchema: notificationConfigSchema,
  migrations,
  async create(infra, config) {
    const logger = infra.logger;
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      logger,
    });
    const emailRequested = onEmailRequested({ db: infra.db, mailer, appUrl: appUrlOf(config), logger });
    let consumer: Subscription | undefined;
    let relay: Relay | undefined;

    return {
      app: createApp({ logger }),
      async start() {
        // The schema name is the definition's name in production and a unique one in tests,
        // so the queue follows it.
        consumer = await startConsumer({
          service: infra.db.schema,
          db: infra.db,
          bus: infra.bus,
          logger,
          handlers: [emailRequested.handler],
        });
        relay = startRelay({ db: infra.db, bus: infra.bus, logger });
      },
      async stop() {
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
        await emailRequested.settled();
        mailer.close();
      },
    };
  },
};
