import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tracker/kit/testing/environment';
import type { TestProject } from 'vitest/node';
import type { FaultInfra } from './infra.js';
import {
  createPrivatePostgres,
  type PrivatePostgres,
  postgresUnavailableReason,
  stopPostgresQuietly,
} from './private-postgres.js';
import {
  createPrivateRabbitMq,
  type PrivateRabbitMq,
  rabbitMqUnavailableReason,
  stopRabbitMqQuietly,
} from './private-rabbitmq.js';
import {
  createPrivateRedis,
  type PrivateRedis,
  redisUnavailableReason,
  stopRedisQuietly,
} from './private-redis.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts a Postgres cluster, a RabbitMQ node and a Redis server of the suite's own, on free ports in a
 * temporary folder, so the scenarios can stop and kill them without touching the machine's shared
 * servers; the returned teardown removes all of it, whatever the tests left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reasons = (
    await Promise.all([postgresUnavailableReason(), rabbitMqUnavailableReason(), redisUnavailableReason()])
  ).filter((reason): reason is string => reason !== null);
  if (reasons.length > 0) {
    const reason = reasons.join('; ');
    if (process.env.CI === 'true') throw new Error(`The fault suite needs its own servers: ${reason}`);
    console.warn(`skipping the fault suite: ${reason}`);
    project.provide('faultInfra', { available: false, reason } satisfies FaultInfra);
    return async () => undefined;
  }

  // The child processes (consumer, relay) run the compiled kit and contracts; tsc -b only rebuilds
  // what changed.
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', path.join(root, 'services/kit')], {
    cwd: root,
    stdio: 'inherit',
  });

  const dir = await mkdtemp(path.join(tmpdir(), 'tracker-faults-'));
  // The cluster's own account (when running as root) must reach its folder inside.
  await chmod(dir, 0o711);
  let postgres: PrivatePostgres | undefined;
  let rabbitmq: PrivateRabbitMq | undefined;
  let redis: PrivateRedis | undefined;
  const teardown = async () => {
    await Promise.all([
      postgres && stopPostgresQuietly(postgres),
      rabbitmq && stopRabbitMqQuietly(rabbitmq),
      redis && stopRedisQuietly(redis),
    ]);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const [pgPort, amqpPort, distPort, redisPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    // Each is kept as soon as it runs, so a failure of another still leaves it to the teardown.
    const started = await Promise.allSettled([
      createPrivatePostgres(dir, pgPort).then((instance) => (postgres = instance)),
      createPrivateRabbitMq(dir, amqpPort, distPort).then((instance) => (rabbitmq = instance)),
      createPrivateRedis(dir, redisPort).then((instance) => (redis = instance)),
    ]);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  // All three were set, or the setup threw above.
  project.provide('faultInfra', {
    available: true,
    dir,
    postgres: postgres!,
    rabbitmq: rabbitmq!,
    redis: redis!,
  } satisfies FaultInfra);
  return teardown;
}
