import path from 'node:path';
import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';
import { judgingSettingsOf } from '@tracker/contracts/rules/profiles/settings';
import type { Subscription } from '@tracker/kit/messaging/bus';
import { createBlobJanitor } from '@tracker/kit/storage/blob-janitor';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { type Relay, startRelay } from '@tracker/kit/messaging/outbox';
import type { Infrastructure, ServiceDefinition } from '@tracker/kit/runtime/infrastructure';
import { createApp } from './app.js';
import {
  appUrlOf,
  mediaHostsOf,
  type NotificationConfig,
  notificationConfigSchema,
  smsNumberOf,
} from './config.js';
import type { NotificationDeps } from './deps.js';
import { eventHandlers } from './events/handlers.js';
import { onEmailRequested } from './events/on-email-requested.js';
import { createMailer } from './mailer.js';
import { createMediaRemover } from './media-remover.js';
import { migrations } from './migrations/migrations.js';
import { type ReminderScheduler, startReminderScheduler } from './reminder-scheduler.js';
import { loadSmsAuthToken } from './sms-auth-token.js';
import { createSmsSender } from './sms-sender.js';
import { startTextSender, type TextSender } from './text-sender.js';
import { createTwilioClient } from './twilio-client.js';
import { createMediaSource, type MediaSource } from './twilio-media.js';
import { runReminders } from './use-cases/run-reminders.js';

/**
 * The service's working parts from its configuration; `nudgeOutbox` reaches the relay and `nudgeTexts`
 * the text sender once they run.
 */
export async function createNotificationDeps(
  infra: Pick<Infrastructure, 'db' | 'keys' | 'sessions' | 'logger' | 'blobs'>,
  config: NotificationConfig,
  nudgeOutbox: () => void,
  nudgeTexts: () => void = () => undefined,
  nudgeMediaRemovals: () => void = () => undefined,
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
    blobs: infra.blobs,
    media: mediaSourceOf(config),
    appUrl: appUrlOf(config),
    settings: {
      timeZone: config.DEFAULT_TIMEZONE,
      ...judgingSettingsOf(config),
      smsAuthToken: await loadSmsAuthToken({ configured: config.TWILIO_AUTH_TOKEN, dataDir }),
      feedbackEmail: config.FEEDBACK_EMAIL ?? null,
    },
    nudgeOutbox,
    nudgeTexts,
    nudgeMediaRemovals,
    now: () => new Date(),
  };
}

/** Media fetched from the allowed hosts, with the account's credentials and client when there is one. */
function mediaSourceOf(config: NotificationConfig): MediaSource {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: authToken } = config;
  return createMediaSource({
    allowedHosts: mediaHostsOf(config),
    maxBytes: ATTACHMENT_MAX_BYTES,
    account:
      sid && authToken
        ? {
            sid,
            authToken,
            client: createTwilioClient({
              accountSid: sid,
              authToken,
              apiBaseUrl: config.TWILIO_API_BASE_URL,
            }),
          }
        : undefined,
  });
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
    const janitor = createBlobJanitor({ db: infra.db, blobs: infra.blobs, logger: infra.logger });
    let started = false;
    const deps = await createNotificationDeps(
      infra,
      config,
      () => relay?.nudge(),
      () => texts?.nudge(),
      () => {
        if (started) mediaRemover.nudge();
      },
    );
    const mediaRemover = createMediaRemover({ db: infra.db, media: deps.media, logger: infra.logger });
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
        // Texted files no record took, and media left on Twilio by a previous run.
        janitor.start();
        janitor.nudge();
        mediaRemover.start();
        started = true;
        mediaRemover.nudge();
        reminders = startReminderScheduler({
          intervalMs: config.REMINDER_INTERVAL_MINUTES * 60_000,
          run: () => runReminders(deps),
          logger: infra.logger,
        });
      },
      async stop() {
        await reminders?.stop();
        reminders = undefined;
        started = false;
        await mediaRemover.stop();
        await janitor.stop();
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
