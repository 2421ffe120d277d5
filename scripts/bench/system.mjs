// The system under measurement on the configured infrastructure: a fresh database, one process per
// service and the gateway (each service migrates its schema as it starts), then the seed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, deleteFixedQueues, dropDatabase } from './infrastructure.mjs';
import { createCluster, freePort } from './processes.mjs';
import { seed } from './seed.mjs';

const SERVICES = ['identity', 'activity', 'exemption', 'reporting', 'notification'];

/**
 * Starts the system for `plan` on `infra` ({ databaseUrl, amqpUrl, redisUrl } of the servers). The
 * answer has the gateway's and each service's address, the cluster (to start replicas) and `stop()`,
 * which ends the processes and removes the database, the queues and the files.
 */
export async function startSystem({ root, infra, plan, password, logLevel, profileDir, onStep }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-bench-'));
  const database = await createDatabase(infra.databaseUrl);
  const cluster = createCluster({
    root,
    dataDir,
    databaseUrl: database.url,
    amqpUrl: infra.amqpUrl,
    redisUrl: infra.redisUrl,
    logLevel,
    profileDir,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return { exitCodes: {}, problems: {} };
    stopped = true;
    const exitCodes = await cluster.stopAll();
    const problems = await cluster.problems();
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
    const services = {};
    await Promise.all(
      SERVICES.map(async (name) => {
        services[name] = await cluster.start(name, name, await freePort());
      }),
    );
    await cluster.start('gateway', 'gateway', gatewayPort, {
      IDENTITY_URL: services.identity,
      ACTIVITY_URL: services.activity,
      EXEMPTION_URL: services.exemption,
      REPORTING_URL: services.reporting,
      NOTIFICATION_URL: services.notification,
      // The benchmark is one address sending thousands of requests a second; its counters stay apart
      // from those of anything else sharing the Redis.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // Each login in flight holds one of the address's points until identity answers.
      LOGIN_FAILURE_LIMIT: '1000000',
      RATE_LIMIT_PREFIX: database.name,
    });

    // Into the running system: nothing in it holds these rows in memory, and no event is about them.
    onStep?.(`seeding ${plan.users} enrollees and ${plan.activities} activities`);
    const seedTimings = await seed({ root, databaseUrl: database.url, plan, password });
    return { gatewayUrl, appUrl: gatewayUrl, services, cluster, database, dataDir, seedTimings, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
