// The system under measurement on the configured infrastructure: a fresh database, one process per
// service and the gateway (each service migrates its schema as it starts), then the seed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  deleteFixedQueues,
  deleteVhost,
  dropDatabase,
  privateBroker,
  queueConsumers,
} from './infrastructure.mjs';
import { createCluster, freePort } from './processes.mjs';
import { seed } from './seed.mjs';

/** The administrator the run signs in as for the state's imports; the seeded enrollees' password is theirs. */
export const BENCH_ADMIN = 'bench-admin';

const SERVICES = ['identity', 'activity', 'exemption', 'reporting', 'notification', 'verification'];

/** How long the Twilio stand-in takes to answer, about what Twilio's API takes over the internet. */
export const TWILIO_RESPONSE_DELAY_MS = 150;

/** The number the benchmark's Twilio account texts from (not in the seeded 916-2xx exchanges). */
const TWILIO_PHONE_NUMBER = '+19165550100';

/**
 * A stand-in of Twilio's REST API in this process, answering after TWILIO_RESPONSE_DELAY_MS, and the
 * account the notification service is given for it: texts go out through the real Twilio client.
 */
async function startTwilio(root) {
  const { startTwilioStandIn } = await import(path.join(root, 'services/kit/dist/testing/twilio.js'));
  const account = {
    accountSid: `AC${randomBytes(16).toString('hex')}`,
    authToken: randomBytes(24).toString('hex'),
    phoneNumber: TWILIO_PHONE_NUMBER,
    responseDelayMs: TWILIO_RESPONSE_DELAY_MS,
  };
  const standIn = await startTwilioStandIn({
    accountSid: account.accountSid,
    authToken: account.authToken,
    responseDelayMs: account.responseDelayMs,
  });
  return {
    ...account,
    standIn,
    env: {
      TWILIO_ACCOUNT_SID: account.accountSid,
      TWILIO_AUTH_TOKEN: account.authToken,
      TWILIO_PHONE_NUMBER: account.phoneNumber,
      TWILIO_API_BASE_URL: standIn.url,
    },
  };
}

/**
 * Starts the system for `plan` on `infra` ({ databaseUrl, amqpUrl, redisUrl } of the servers), the
 * gateway serving the web app built in `webDist`, the notification service texting through a Twilio
 * stand-in. The answer has the gateway's and each service's address, the cluster (to start replicas),
 * the stand-in and its account (`twilio`), the broker's vhost (`broker`: the run's own where it can be
 * made) and `stop()`, which ends the processes and the stand-in and removes the database, the vhost
 * (or the fixed queues on the shared one) and the files.
 */
export async function startSystem({ root, infra, plan, password, logLevel, profileDir, webDist, onStep }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-bench-'));
  const database = await createDatabase(infra.databaseUrl);
  const broker = await privateBroker(infra.amqpUrl);
  let twilio;
  // The blind index key of Medicaid ids, the same for every process and the seed.
  const medicaidIdIndexKey = randomBytes(32);
  const cluster = createCluster({
    root,
    dataDir,
    databaseUrl: database.url,
    amqpUrl: broker.amqpUrl,
    redisUrl: infra.redisUrl,
    logLevel,
    profileDir,
    medicaidIdIndexKey,
    admin: { username: BENCH_ADMIN, email: 'bench-admin@bench.example.org', password },
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return { exitCodes: {}, problems: {} };
    stopped = true;
    const exitCodes = await cluster.stopAll();
    await twilio?.standIn.close();
    const problems = await cluster.problems();
    if (broker.vhost)
      await deleteVhost(broker.vhost).catch((error) => console.warn(`vhost ${broker.vhost} left: ${error}`));
    else
      await deleteFixedQueues(infra.amqpUrl).catch((error) => console.warn(`queues not deleted: ${error}`));
    await dropDatabase(infra.databaseUrl, database.name);
    await rm(dataDir, { recursive: true, force: true });
    return { exitCodes, problems };
  };

  try {
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    cluster.setAppUrl(gatewayUrl);

    onStep?.('starting the services (each migrates its schema) and the gateway');
    twilio = await startTwilio(root);
    const services = {};
    await Promise.all(
      SERVICES.map(async (name) => {
        const extra = name === 'notification' ? twilio.env : {};
        services[name] = await cluster.start(name, name, await freePort(), extra);
      }),
    );
    await cluster.start('gateway', 'gateway', gatewayPort, {
      IDENTITY_URL: services.identity,
      ACTIVITY_URL: services.activity,
      EXEMPTION_URL: services.exemption,
      REPORTING_URL: services.reporting,
      NOTIFICATION_URL: services.notification,
      VERIFICATION_URL: services.verification,
      // The benchmark is one address sending thousands of requests a second; its counters stay apart
      // from those of anything else sharing the Redis.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // Each login in flight holds one of the address's points until identity answers.
      LOGIN_FAILURE_LIMIT: '1000000',
      RATE_LIMIT_PREFIX: database.name,
      // The web app built for this run (a fresh checkout has none in web/dist).
      ...(webDist ? { WEB_DIST: webDist } : {}),
    });

    // One consumer on each queue, or someone else shares the run's events (on the shared vhost only).
    const consumers = await queueConsumers(broker.amqpUrl);
    broker.foreignConsumers = Object.fromEntries(
      Object.entries(consumers).filter(([, count]) => count !== 1),
    );

    // Into the running system: nothing in it holds these rows in memory, and no event is about them.
    onStep?.(`seeding ${plan.users} enrollees and ${plan.activities} activities`);
    const seedTimings = await seed({ root, databaseUrl: database.url, plan, password, medicaidIdIndexKey });
    return {
      gatewayUrl,
      appUrl: gatewayUrl,
      services,
      cluster,
      database,
      broker,
      dataDir,
      seedTimings,
      twilio,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
