import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { type LaunchedSystem, launchSystem } from '@tracker/embedded/launch';
import { createLogger } from '@tracker/kit/runtime/logger';
import {
  freePort,
  requireService,
  testAmqpUrl,
  testDatabaseUrl,
  testRedisUrl,
  uniqueName,
} from '@tracker/kit/testing/environment';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import amqp from 'amqplib';
import pg from 'pg';
import { inject } from 'vitest';
import './provided-context.js';

/**
 * Whether the real Postgres, RabbitMQ and Redis are configured. Under `CI=true` a missing one throws
 * instead: the suite must run there, not be skipped.
 */
export function infrastructureConfigured(): boolean {
  const database = requireService('postgres', testDatabaseUrl());
  const broker = requireService('rabbitmq', testAmqpUrl());
  const cache = requireService('redis', testRedisUrl());
  return database && broker && cache;
}

export interface SystemOptions {
  /** Serve the app as `https://localhost:<port>` (HSTS, `Secure` cookies); it still listens on plain http. */
  https?: boolean;
  /** Settings beside the defaults, e.g. tighter rate limits. */
  env?: Record<string, string>;
  /** Start on the database an earlier system of the suite left (a restart); it is not created again. */
  databaseName?: string;
  /** Leave the database behind at stop, for a later system to start on. */
  keepDatabase?: boolean;
}

/** The whole system on the test infrastructure, its e-mail, and every line it logged. */
export interface SecuritySystem {
  /** Where requests go: the gateway's plain-http address. */
  baseUrl: string;
  /** The address the app believes it is served at (`APP_URL`): the only origin it accepts. */
  appUrl: string;
  credentials: LaunchedSystem['credentials'];
  mail: MailCatcher;
  dataDir: string;
  /** The system's own database, for checks of what it keeps at rest. */
  databaseUrl: string;
  databaseName: string;
  /** Every line the system logged, as written. */
  logLines: string[];
  /** Values that must never appear in a log line: passwords, tokens, Medicaid ids, birthdates. */
  secrets: Set<string>;
  keepSecret(...values: Array<string | undefined | null>): void;
  /** Stops everything and removes what the system made; `keepDatabase` overrides the start option. */
  stop(keepDatabase?: boolean): Promise<void>;
}

function databaseUrlFor(url: string, name: string): string {
  const systemUrl = new URL(url);
  systemUrl.pathname = `/${name}`;
  return systemUrl.toString();
}

async function createDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(url, name);
}

/** Runs one query on a system's database, for checks of what it keeps at rest. */
export async function queryDatabase<Row extends Record<string, unknown>>(
  system: Pick<SecuritySystem, 'databaseUrl'>,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The services' queues are named after them on the shared broker: leave none behind for the next system. */
async function deleteServiceQueues(url: string): Promise<void> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of Object.keys(subscriptions)) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(`${queue}.dead`);
    }
  } finally {
    await connection.close();
  }
}

/**
 * Launches the gateway and every service in this process on `TEST_DATABASE_URL` (a database of its
 * own), `TEST_AMQP_URL` and `TEST_REDIS_URL`, with e-mail going to a local catcher and logs at debug
 * level kept in memory.
 */
export async function startSecuritySystem(options: SystemOptions = {}): Promise<SecuritySystem> {
  const databaseUrl = testDatabaseUrl()!;
  const amqpUrl = inject('securityAmqpUrl') || testAmqpUrl()!;
  const redisUrl = testRedisUrl()!;
  const databaseName = options.databaseName ?? uniqueName('security');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-security-'));
  const mail = await startMailCatcher();
  const port = await freePort();
  const appUrl = `${options.https ? 'https' : 'http'}://localhost:${port}`;
  const logLines: string[] = [];
  // The kit's logger, as production builds it (with its redaction), writing to memory.
  const logger = createLogger('tracker', {
    level: 'debug',
    destination: {
      write(line: string) {
        logLines.push(line);
      },
    },
  });

  let system: LaunchedSystem | undefined;
  let databaseCreated = false;
  let systemDatabaseUrl: string;
  const cleanUp = async (keepDatabase = options.keepDatabase ?? false) => {
    await system?.stop();
    await mail.close();
    await deleteServiceQueues(amqpUrl);
    if ((databaseCreated || options.databaseName) && !keepDatabase) {
      await dropDatabase(databaseUrl, databaseName);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    if (options.databaseName) {
      systemDatabaseUrl = databaseUrlFor(databaseUrl, databaseName);
    } else {
      systemDatabaseUrl = await createDatabase(databaseUrl, databaseName);
      databaseCreated = true;
    }
    system = await launchSystem(
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        PORT: String(port),
        APP_URL: appUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: systemDatabaseUrl,
        AMQP_URL: amqpUrl,
        REDIS_URL: redisUrl,
        SMTP_URL: mail.url,
        MAIL_FROM: 'Tracker <no-reply@tracker.test>',
        RATE_LIMIT_PREFIX: uniqueName('security'),
        // The suite calls every route from one address; the limits have a file of their own.
        RATE_LIMIT_PER_MINUTE: '100000',
        ...options.env,
      },
      logger,
    );
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }

  const secrets = new Set<string>();
  const { admin, demo } = system.credentials;
  secrets.add(admin.password);
  secrets.add(demo.password);
  return {
    baseUrl: `http://localhost:${port}`,
    appUrl,
    credentials: system.credentials,
    mail,
    dataDir,
    databaseUrl: systemDatabaseUrl,
    databaseName,
    logLines,
    secrets,
    keepSecret(...values) {
      for (const value of values) if (value) secrets.add(value);
    },
    stop: cleanUp,
  };
}

/** The secrets that appear in at least one log line, each with the first line it appears in. */
export function leakedSecrets(system: Pick<SecuritySystem, 'logLines' | 'secrets'>): string[] {
  const leaks: string[] = [];
  for (const secret of system.secrets) {
    const line = system.logLines.find((logged) => logged.includes(secret));
    if (line !== undefined) leaks.push(`${secret} in: ${line.trim()}`);
  }
  return leaks;
}
