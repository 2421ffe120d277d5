import path from 'node:path';
import { judgingSettingsOf } from '@tracker/contracts/rules/profiles/settings';
import type { Subscription } from '@tracker/kit/bus';
import { startConsumer } from '@tracker/kit/inbox';
import { type Relay, startRelay } from '@tracker/kit/outbox';
import type { Infrastructure, ServiceDefinition } from '@tracker/kit/runtime';
import { createApp } from './app.js';
import { appUrlOf, type NotificationConfig, notificationConfigSchema, smsNumberOf } from './config.js';
import type { NotificationDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { onEmailRequested } from './events/on-email-requested.js';
import { createMailer } from './mailer.js';
import { migrations } from './migrations/migrations.js';
import { type ReminderScheduler, startReminderScheduler } from './reminder-scheduler.js';
import { loadSmsAuthToken } from './sms-auth-token.js';
import { createSmsSender } from './sms-sender.js';
import { startTextSender, type TextSender } from './text-sender.js';
import { runReminders } from './use-cases/run-reminders.js';

/**
 * The service's working parts from its configuration; `nudgeOutbox` reaches the relay and `nudgeTexts`
 * the text sender once they run.
 */
export async function createNotificationDeps(
  infra: Pick<Infrastructure, 'db' | 'keys' | 'sessions' | 'logger'>,
  config: NotificationConfig,
  nudgeOutbox: () => void,
  nudgeTexts: () => void = () => undefined,
): Promise<NotificationDeps> {
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    db: infra.db,
    keys: infra.keys,
    sessions: infra.sessions,
    logger: infra.logger,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir, logger: infra.logger }),
    sms: createSmsSender({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      apiBaseUrl: config.TWILIO_API_BASE_URL,
      from: smsNumberOf(config),
      dataDir,
      logger: infra.logger,
    }),
    appUrl: appUrlOf(config),
    settings: {
      timeZone: config.DEFAULT_TIMEZONE,
      ...judgingSettingsOf(config),
      smsAuthToken: await loadSmsAuthToken({ configured: config.TWILIO_AUTH_TOKEN, dataDir }),
      feedbackEmail: config.FEEDBACK_EMAIL ?? null,
    },
    nudgeOutbox,
    nudgeTexts,
    now: () => new Date(),
  };
}

/**
 * The notification service: e-mails identity asks for; in-app notifications, e-mails and texts about
 * exemptions, texted activities and reminders; the Twilio webhook for inbound texts; feedback.
 */
export const notificationService: ServiceDefinition<NotificationConfig> = {
  name: 'notification',
  configSchema: notificationConfigSchema,
  migrations,
  async create(infra, config) {
    let consumer: Subscription | undefined;
    let relay: Relay | undefined;
    let reminders: ReminderScheduler | undefined;
    let texts: TextSender | undefined;
    const deps = await createNotificationDeps(
      infra,
      config,
      () => relay?.nudge(),
      () => texts?.nudge(),
    );
    const emailRequested = onEmailRequested({
      db: infra.db,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      logger: infra.logger,
    });

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
          handlers: [emailRequested.handler, ...eventHandlers(deps)],
        });
        relay = startRelay({ db: infra.db, bus: infra.bus, logger: infra.logger });
        texts = startTextSender({ db: infra.db, sms: deps.sms, logger: infra.logger });
        reminders = startReminderScheduler({
          intervalMs: config.REMINDER_INTERVAL_MINUTES * 60_000,
          run: () => runReminders(deps),
          logger: infra.logger,
        });
      },
      async stop() {
        await reminders?.stop();
        reminders = undefined;
        await consumer?.stop();
        consumer = undefined;
        await relay?.stop();
        relay = undefined;
        // After the reminders and the consumer, which write texts; what is left is sent after a restart.
        await texts?.stop();
        texts = undefined;
        await emailRequested.settled();
        deps.mailer.close();
      },
    };
  },
};
