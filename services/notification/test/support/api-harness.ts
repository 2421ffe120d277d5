import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventDefinition, EventEnvelope } from '@tracker/contracts/events/envelope';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import type { Subscription } from '@tracker/kit/messaging/bus';
import { createInProcessBus, type InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { startConsumer } from '@tracker/kit/messaging/inbox';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { sessionCookie } from '@tracker/kit/testing/service';
import {
  loadSessionKeys,
  SESSION_COOKIE,
  type SessionKeys,
  signSessionToken,
} from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import request from 'supertest';
import twilio from 'twilio';
import type { z } from 'zod';
import { createApp } from '../../src/app.js';
import { notificationConfigSchema } from '../../src/config.js';
import type { NotificationDeps } from '../../src/deps.js';
import { eventHandlers } from '../../src/events/handlers.js';
import { migrations } from '../../src/migrations/migrations.js';
import { createNotificationDeps } from '../../src/service.js';
import { createFileSmsSender, type SmsSender } from '../../src/sms-sender.js';
import { startTextSender, type TextSender, type TextSenderOptions } from '../../src/text-sender.js';
import { type UserRecord, upsertUser } from '../../src/store/users.js';
import { eventually } from './eventually.js';

export const appUrl = 'https://tracker.example.org';
export const authToken = '0123456789abcdef0123456789abcdef';
export const accountSid = `AC${'0'.repeat(32)}`;
export const serviceNumber = '+15005550006';

export interface TestUser extends UserRecord {
  /** `Cookie` header value of a live session. */
  cookie: string;
}

/** A text the service wrote under DATA_DIR/sms. */
export interface SentText {
  to: string;
  from: string;
  body: string;
}

export interface ApiHarness {
  app: Express;
  deps: NotificationDeps;
  db: TestDatabase;
  dataDir: string;
  bus: InProcessBus;
  /** Sets the service's clock. */
  setNow(instant: string | Date): void;
  nudges(): number;
  /** A person known from identity's events, with a session. */
  enrollee(overrides?: Partial<UserRecord>): Promise<TestUser>;
  admin(overrides?: Partial<UserRecord>): Promise<TestUser>;
  /** A session cookie for an account already known to the service. */
  signIn(userId: string, isAdmin?: boolean): Promise<string>;
  /** The cookie of `admin`'s session impersonating `enrollee`: the token names the admin in `act`. */
  impersonate(admin: UserRecord, enrollee: UserRecord): Promise<string>;
  /**
   * Publishes an event as its producer's relay would, and waits until the service has handled it and
   * the texts it wrote have been sent.
   */
  deliver<T extends z.ZodType>(
    def: EventDefinition<T>,
    data: z.input<T>,
    envelope?: Partial<Omit<EventEnvelope, 'data'>>,
  ): Promise<EventEnvelope<z.input<T>>>;
  /** Events the service recorded in its outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope<Record<string, unknown>>[]>;
  /** The text sender, as the service runs it (without the pauses that gather texts). */
  textSender: TextSender;
  /** Sends every text due, and waits until each has its outcome recorded. */
  flushTexts(): Promise<void>;
  /** Texts written to files so far, oldest first (after sending those due). */
  sentTexts(): Promise<SentText[]>;
  /** Every line the service logged so far (at debug level and above), as written. */
  logText(): string;
  /** POST /api/sms/inbound as Twilio sends it, signed with `token` (the right one unless given). */
  inbound(
    form: Record<string, string>,
    options?: { token?: string; signature?: string | null },
  ): request.Test;
  close(): Promise<void>;
}

export interface ApiHarnessOptions {
  /** With `TWILIO_API_BASE_URL`, texts go through the real Twilio client to that address, not to files. */
  env?: Record<string, string>;
  /** Texts go through this instead of files or Twilio. */
  sms?: SmsSender;
  /** Settings of the text sender other than its database, SMS sender and logger. */
  textSender?: Partial<Omit<TextSenderOptions, 'db' | 'sms' | 'logger'>>;
}

let messageCounter = 0;

/** Twilio's form fields; the ones tests read back are always there. */
export type TextForm = Record<string, string> & { From: string; Body: string; MessageSid: string };

/** A Twilio-like inbound form from `from` saying `body`, with a fresh MessageSid unless given. */
export function textForm(from: string, body: string, extra: Record<string, string> = {}): TextForm {
  messageCounter++;
  return {
    AccountSid: `AC${'1'.repeat(32)}`,
    From: from,
    To: serviceNumber,
    Body: body,
    MessageSid: `SM${String(messageCounter).padStart(4, '0')}${randomUUID().replace(/-/g, '')}`,
    NumMedia: '0',
    ...extra,
  };
}

/** The reply texts of a TwiML answer. */
export function twimlMessages(xml: string): string[] {
  return [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

/**
 * The notification service's app, handlers and use cases over a test database (in its own schema), an
 * in-process bus, files under a temporary DATA_DIR and a clock the test sets.
 */
export async function createApiHarness(options: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const db = await openTestDatabase({ migrations, schemaPrefix: 'notification' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'notification-api-'));
  const logLines: string[] = [];
  const logger = createLogger('notification-test', {
    level: 'debug',
    destination: { write: (line: string) => logLines.push(line) },
  });
  const cache: Cache = createCache({ logger });
  const keys: SessionKeys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions: SessionStore = createSessionStore(cache);
  const config = parseConfig(notificationConfigSchema, {
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_PHONE_NUMBER: serviceNumber,
    ...options.env,
  });
  let now = new Date('2026-03-10T15:00:00Z');
  let nudgeCount = 0;
  const built = await createNotificationDeps(
    { db, keys, sessions, logger, blobs: createBlobStore({ DATA_DIR: dataDir }) },
    config,
    () => {
      nudgeCount++;
    },
    // The sender starts below; nothing writes a text before it does.
    () => sender.nudge(),
  );
  // Texts go to files even though a Twilio account is configured (its token signs the webhooks),
  // unless a test points the Twilio client at a stand-in.
  const deps: NotificationDeps = {
    ...built,
    sms:
      options.sms ??
      (config.TWILIO_API_BASE_URL === undefined
        ? createFileSmsSender({ dir: path.join(dataDir, 'sms'), from: serviceNumber, logger })
        : built.sms),
    now: () => now,
  };
  // Failed sends are tried again at once, so a test sees a text's last outcome after one flush.
  const sender = startTextSender({
    db,
    sms: deps.sms,
    logger,
    gatherMs: 0,
    retryDelayMs: () => 0,
    maxAttempts: 3,
    now: () => now,
    ...options.textSender,
  });

  const bus = createInProcessBus({ logger, deliveryLimit: 2, retryDelayMs: () => 10 });
  const consumer: Subscription = await startConsumer({
    service: db.schema,
    db,
    bus,
    logger,
    handlers: eventHandlers(deps),
    prefetch: 1,
  });

  async function sessionOf(user: UserRecord): Promise<TestUser> {
    const session = await sessions.create({ userId: user.id, isAdmin: user.isAdmin });
    const token = await signSessionToken(keys, { sub: user.id, sid: session.id, adm: user.isAdmin });
    return { ...user, cookie: `${SESSION_COOKIE}=${token}` };
  }

  async function person(isAdmin: boolean, overrides: Partial<UserRecord>): Promise<TestUser> {
    const id = overrides.id ?? randomUUID();
    const user: UserRecord = {
      id,
      username: `u_${id.slice(0, 8)}`,
      email: `${id.slice(0, 8)}@example.org`,
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: null,
      // Most tests text as the number's owner; those about unconfirmed numbers say so.
      phoneVerified: true,
      birthdate: '1990-05-17',
      preferredLanguage: 'en',
      requiredMonthlyHours: 20,
      seasonalWorker: false,
      isAdmin,
      emailVerified: true,
      timeZone: null,
      ...overrides,
    };
    await upsertUser(db.knex, user, new Date(0));
    return sessionOf(user);
  }

  const app = createApp(deps);
  return {
    app,
    deps,
    db,
    dataDir,
    bus,
    setNow(instant) {
      now = new Date(instant);
    },
    nudges: () => nudgeCount,
    enrollee: (overrides = {}) => person(false, overrides),
    admin: (overrides = {}) => person(true, overrides),
    async signIn(userId, isAdmin = false) {
      const session = await sessions.create({ userId, isAdmin });
      const token = await signSessionToken(keys, { sub: userId, sid: session.id, adm: isAdmin });
      return `${SESSION_COOKIE}=${token}`;
    },
    impersonate: (admin, enrollee) =>
      sessionCookie(
        { sessions, keys },
        { userId: enrollee.id, isAdmin: enrollee.isAdmin, actorId: admin.id },
      ),
    async deliver(def, data, envelope = {}) {
      const id = envelope.id ?? randomUUID();
      const event = {
        id,
        type: def.type,
        version: def.version,
        occurredAt: new Date().toISOString(),
        producer: def.type.split('.')[0] ?? 'test',
        subjectId: randomUUID(),
        correlationId: id,
        ...envelope,
        data,
      } as EventEnvelope<z.input<typeof def.data>>;
      await bus.publish(event as EventEnvelope);
      await eventually(
        async () => (await db.knex('inbox').where({ event_id: id }).first()) !== undefined,
        (handled) => handled,
      );
      await sender.flush();
      return event;
    },
    events: (type) => recordedEvents(db, type),
    textSender: sender,
    flushTexts: () => sender.flush(),
    async sentTexts() {
      await sender.flush();
      const dir = path.join(dataDir, 'sms');
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.txt'))
        .sort();
      const texts: SentText[] = [];
      for (const name of names) {
        const content = await readFile(path.join(dir, name), 'utf8');
        const [head = '', ...rest] = content.split('\n\n');
        const header = (field: string) => head.match(new RegExp(`^${field}: (.*)$`, 'm'))?.[1] ?? '';
        texts.push({ from: header('From'), to: header('To'), body: rest.join('\n\n').replace(/\n$/, '') });
      }
      return texts;
    },
    logText: () => logLines.join(''),
    inbound(form, opts = {}) {
      const url = `${appUrl}/api/sms/inbound`;
      const signature =
        opts.signature === undefined
          ? twilio.getExpectedTwilioSignature(opts.token ?? authToken, url, form)
          : opts.signature;
      const req = request(app).post('/api/sms/inbound').type('form');
      if (signature !== null) req.set('X-Twilio-Signature', signature);
      return req.send(form);
    },
    async close() {
      await consumer.stop();
      await sender.stop();
      await bus.close();
      await db.drop();
      await cache.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
