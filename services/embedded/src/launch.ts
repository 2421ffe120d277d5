import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveGatewayConfig, gatewayConfigSchema, type ServiceTargets } from '@tracker/gateway/config';
import { type RunningGateway, startGateway } from '@tracker/gateway/service';
import { activityService } from '@tracker/activity/service';
import { exemptionService } from '@tracker/exemption/service';
import { identityService } from '@tracker/identity/service';
import { commonConfig, type CommonConfig, parseConfig } from '@tracker/kit/runtime/config';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '@tracker/kit/data/db';
import { createLogger, type Logger } from '@tracker/kit/runtime/logger';
import {
  openServiceInfrastructure,
  openSharedInfrastructure,
  type ServiceDefinition,
  withHealth,
} from '@tracker/kit/runtime/infrastructure';
import { listen } from '@tracker/kit/runtime/shutdown';
import { notificationService } from '@tracker/notification/service';
import { reportingService } from '@tracker/reporting/service';
import { verificationService } from '@tracker/verification/service';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { type LocalCredentials, loadLocalCredentials } from './credentials.js';

/**
 * The services this process runs; each gets its own schema and its own loopback port. Identity starts
 * last: its bootstrap accounts announce themselves as soon as its relay runs.
 */
const services: ServiceDefinition[] = [
  activityService as unknown as ServiceDefinition,
  exemptionService as unknown as ServiceDefinition,
  reportingService as unknown as ServiceDefinition,
  notificationService as unknown as ServiceDefinition,
  verificationService as unknown as ServiceDefinition,
  identityService as unknown as ServiceDefinition,
];

const launcherConfigSchema = z.object({
  ...commonConfig,
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
});

export interface LaunchedSystem {
  url: string;
  port: number;
  credentials: LocalCredentials;
  /** Loopback address of each service behind the gateway (for benchmarks that compare the two). */
  targets: ServiceTargets;
  /** Whether each piece runs on configured infrastructure or the embedded default. */
  mode: { database: string; broker: string; cache: string; files: string; mail: string; texts: string };
  stop(): Promise<void>;
}

/**
 * Where the running system notes the address it serves, under DATA_DIR, so the text simulator
 * (`npm run sms`) reaches a system started on another PORT without being told it.
 */
export const SYSTEM_ADDRESS_FILE = 'system-address.json';

interface StartedService {
  name: string;
  server: Server;
  stop(): Promise<void>;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * Runs the gateway and every service in this process: one embedded Postgres (unless DATABASE_URL is
 * set) shared by the services, each in its own schema; one bus, cache and key pair; each service on its
 * own loopback port, with the gateway proxying real HTTP to them.
 */
export async function launchSystem(
  env: NodeJS.ProcessEnv = process.env,
  logger?: Logger,
): Promise<LaunchedSystem> {
  const launcher = parseConfig(launcherConfigSchema, env);
  const appUrl = launcher.APP_URL ?? `http://localhost:${launcher.PORT}`;
  const dataDir = path.resolve(launcher.DATA_DIR);
  const log = logger ?? createLogger('tracker', { level: launcher.LOG_LEVEL });
  const credentials = await loadLocalCredentials(dataDir, {
    username: launcher.ADMIN_USERNAME,
    email: launcher.ADMIN_EMAIL,
    password: launcher.ADMIN_PASSWORD,
  });

  // Every piece reads the same environment, completed with what the launcher decides.
  const serviceEnv: NodeJS.ProcessEnv = {
    ...env,
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: credentials.admin.username,
    ADMIN_EMAIL: credentials.admin.email,
    ADMIN_PASSWORD: credentials.admin.password,
    SEED_DEMO: env.SEED_DEMO ?? 'true',
    DEMO_PASSWORD: credentials.demo.password,
  };
  const common: CommonConfig = { ...launcher, APP_URL: appUrl, DATA_DIR: dataDir };

  let embeddedPostgres: EmbeddedPostgres | undefined;
  if (!launcher.DATABASE_URL) embeddedPostgres = await openEmbeddedPostgres(path.join(dataDir, 'pg'));
  const shared = await openSharedInfrastructure(common, log, { embeddedPostgres, needPrivateKey: true });

  const started: StartedService[] = [];
  const targets: ServiceTargets = {};
  let gateway: RunningGateway | undefined;
  const addressFile = path.join(dataDir, SYSTEM_ADDRESS_FILE);
  const stop = async () => {
    await rm(addressFile, { force: true });
    await gateway?.stop();
    for (const service of [...started].reverse()) await service.stop();
    await shared.close();
    await embeddedPostgres?.close();
  };

  try {
    for (const definition of services) {
      const serviceLog = log.child({ service: definition.name });
      const config = parseConfig(definition.configSchema, serviceEnv);
      const infra = await openServiceInfrastructure(definition, shared, serviceLog);
      const service = await definition.create(infra, config);
      await service.start();
      const server = await listen(withHealth(infra, service.app), 0, '127.0.0.1');
      const { port } = server.address() as AddressInfo;
      targets[definition.name as keyof ServiceTargets] = `http://127.0.0.1:${port}`;
      started.push({
        name: definition.name,
        server,
        async stop() {
          await closeServer(server);
          await service.stop();
          await infra.db.close();
        },
      });
    }

    const gatewayConfig = resolveGatewayConfig(parseConfig(gatewayConfigSchema, serviceEnv));
    gateway = await startGateway({
      config: gatewayConfig,
      cache: shared.cache,
      keys: shared.keys,
      sessions: shared.sessions,
      logger: log.child({ service: 'gateway' }),
      targets,
      port: gatewayConfig.PORT,
      host: gatewayConfig.HOST,
    });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const { port } = gateway.server.address() as AddressInfo;
  const url = launcher.APP_URL ?? `http://localhost:${port}`;
  // The simulator can still be told PORT or APP_URL; the system runs without the note.
  await writeFile(addressFile, `${JSON.stringify({ url, pid: process.pid })}\n`, { mode: 0o600 }).catch(
    (error: unknown) => log.warn({ err: error }, 'address for the text simulator not written'),
  );
  return {
    url,
    port,
    credentials,
    targets,
    mode: {
      database: launcher.DATABASE_URL
        ? 'Postgres (DATABASE_URL)'
        : `embedded Postgres in ${path.join(dataDir, 'pg')}`,
      broker: launcher.AMQP_URL ? 'RabbitMQ (AMQP_URL)' : 'in-process',
      cache: launcher.REDIS_URL ? 'Redis (REDIS_URL)' : 'in memory',
      files: launcher.S3_BUCKET ? `S3 bucket ${launcher.S3_BUCKET}` : path.join(dataDir, 'files'),
      mail: env.SMTP_URL ? 'SMTP (SMTP_URL)' : path.join(dataDir, 'mail'),
      texts: env.TWILIO_ACCOUNT_SID ? 'Twilio (TWILIO_ACCOUNT_SID)' : path.join(dataDir, 'sms'),
    },
    stop,
  };
}
