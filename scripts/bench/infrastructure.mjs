// The benchmark's footprint on the shared Postgres, RabbitMQ and Redis: a database of its own, the
// queues and sessions it leaves behind, and what the servers say about themselves.
import { randomBytes } from 'node:crypto';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The queues the services declare under fixed names: one per consuming service. */
const FIXED_QUEUES = Object.keys(subscriptions);

/** Creates a database of its own for this run on the server `serverUrl` points at; returns its URL. */
export async function createDatabase(serverUrl) {
  const name = `tracker_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * The services declare their queues under fixed names on the shared broker (as in production); the
 * test suite uses the same names, so the benchmark removes them, with their dead-letter queues, after.
 */
export async function deleteFixedQueues(amqpUrl) {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of FIXED_QUEUES) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(`${queue}.dead`);
    }
  } finally {
    await connection.close();
  }
}

/** How many consumers are attached to each fixed queue (two per replicated service, one otherwise). */
export async function queueConsumers(amqpUrl) {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    const counts = {};
    for (const queue of FIXED_QUEUES) counts[queue] = (await channel.checkQueue(queue)).consumerCount;
    return counts;
  } finally {
    await connection.close();
  }
}

/** The servers' versions, for the record of the run. */
export async function infrastructureVersions({ databaseUrl, amqpUrl, redisUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const postgres = (await client.query('show server_version')).rows[0].server_version;
  await client.end();
  const connection = await amqp.connect(amqpUrl);
  const rabbitmq = connection.connection.serverProperties?.version ?? 'unknown';
  await connection.close();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const info = await redis.info('server');
  redis.disconnect();
  return {
    postgres,
    rabbitmq,
    redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown',
  };
}

/** Process ids of the Postgres backends serving `databaseName` and of the Redis server, for CPU figures. */
export async function infrastructurePids({ databaseUrl, redisUrl }, databaseName) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await redis.connect();
    const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    return { postgres: rows.map((row) => row.pid), redis: Number.isFinite(redisPid) ? [redisPid] : [] };
  } finally {
    await client.end();
    redis.disconnect();
  }
}

/**
 * Ends the sessions the run opened for `userIds` in the shared Redis (the per-user list outlives them
 * by hours), as identity's logout would.
 */
export async function forgetSessions(redisUrl, userIds) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (let start = 0; start < userIds.length; start += 500) {
      const lists = userIds.slice(start, start + 500).map((id) => `user-sessions:${id}`);
      const members = await Promise.all(lists.map((key) => redis.smembers(key)));
      const sessions = members.flat().map((sid) => `session:${sid}`);
      if (sessions.length > 0) await redis.del(...sessions);
      await redis.del(...lists);
    }
  } finally {
    redis.disconnect();
  }
}
