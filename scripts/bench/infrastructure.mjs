// The benchmark's footprint on the shared Postgres, RabbitMQ and Redis: a database of its own, the
// queues and sessions it leaves behind, and what the servers say about themselves.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * What the benchmark's own database connections call themselves, so that the CPU of their queries
 * (polling for stored texts, the replica checks) is not counted as the system's.
 */
export const BENCH_APPLICATION_NAME = 'tracker-bench';

/** A client for `connectionString` that says it is the benchmark's. */
export function benchClient(connectionString) {
  return new pg.Client({ connectionString, application_name: BENCH_APPLICATION_NAME });
}

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

/** Runs `rabbitmqctl` with `args`; resolves with its output, rejects with its first error line. */
function rabbitmqctl(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('rabbitmqctl', ['-q', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(output.trim().split('\n')[0] || `rabbitmqctl exited with ${code}`));
    });
  });
}

/**
 * A RabbitMQ virtual host of the run's own, on a broker on this machine (through `rabbitmqctl`, as the
 * management API may be off): the services declare their queues under fixed names, and on the shared
 * vhost another system using those names (a test suite, another benchmark) would take a share of the
 * run's events and delete the queues when it ends. Resolves with { amqpUrl, vhost } to use, or, when
 * no vhost can be made, with the shared URL and `why`.
 */
export async function privateBroker(amqpUrl) {
  if (!isLocal(amqpUrl)) return { amqpUrl, vhost: null, why: 'AMQP_URL is not this machine' };
  const vhost = `tracker_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = new URL(amqpUrl);
  const user = decodeURIComponent(url.username) || 'guest';
  try {
    await rabbitmqctl(['add_vhost', vhost]);
    await rabbitmqctl(['set_permissions', '-p', vhost, user, '.*', '.*', '.*']);
  } catch (error) {
    await rabbitmqctl(['delete_vhost', vhost]).catch(() => undefined);
    return { amqpUrl, vhost: null, why: `rabbitmqctl: ${error.message}` };
  }
  url.pathname = `/${encodeURIComponent(vhost)}`;
  return { amqpUrl: url.toString(), vhost };
}

/** Deletes the run's vhost, and with it every queue and exchange in it. */
export async function deleteVhost(vhost) {
  await rabbitmqctl(['delete_vhost', vhost]);
}

/**
 * How many consumers are attached to each fixed queue (two per replicated service, one otherwise; 0
 * for a queue nobody declared).
 */
export async function queueConsumers(amqpUrl) {
  const connection = await amqp.connect(amqpUrl);
  // A missing queue closes its channel with an error, which must not end the process.
  connection.on('error', () => undefined);
  try {
    const counts = {};
    for (const queue of FIXED_QUEUES) {
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      try {
        counts[queue] = (await channel.checkQueue(queue)).consumerCount;
        await channel.close();
      } catch {
        counts[queue] = 0;
      }
    }
    return counts;
  } finally {
    await connection.close().catch(() => undefined);
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

/** Whether `url` names this machine, so that its server's processes are ours to read in /proc. */
export function isLocal(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

async function commandOf(pid) {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return null;
  }
}

/**
 * The Erlang VM (`beam.smp`) running RabbitMQ on this machine: the processes so named whose command
 * line starts the `rabbit` application. The broker does not tell its process id over AMQP.
 */
export async function rabbitPids() {
  const found = [];
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    if ((await commandOf(entry)) !== 'beam.smp') continue;
    const args = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (/rabbit/.test(args)) found.push(Number(entry));
  }
  return found;
}

/**
 * Process ids for the CPU figures, by name: `postgres`, the backends serving `databaseName` (the
 * benchmark's own connections left out); `redis`, the redis-server Redis names; `rabbitmq`, RabbitMQ's
 * Erlang VM (`rabbitPidsFound`, looked up once). A server not on this machine is left out, and
 * `infrastructureNotMeasured` says which.
 */
export async function infrastructurePids({ databaseUrl, redisUrl, amqpUrl }, databaseName, rabbitPidsFound) {
  const pids = {};
  if (isLocal(databaseUrl)) {
    const client = benchClient(databaseUrl);
    await client.connect();
    try {
      const { rows } = await client.query(
        `select pid from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and application_name <> $2`,
        [databaseName, BENCH_APPLICATION_NAME],
      );
      pids.postgres = rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }
  if (isLocal(redisUrl)) {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
      // In a container of its own, the id Redis gives is of another pid namespace.
      if (Number.isFinite(redisPid) && (await commandOf(redisPid))?.startsWith('redis-server'))
        pids.redis = [redisPid];
    } finally {
      redis.disconnect();
    }
  }
  if (isLocal(amqpUrl) && rabbitPidsFound.length > 0) pids.rabbitmq = rabbitPidsFound;
  return pids;
}

/** Which servers' CPU the run cannot see, with why: the notes of the run say it. */
export function infrastructureNotMeasured(pids) {
  const missing = [];
  if (!pids.postgres) missing.push('postgres (DATABASE_URL is not this machine)');
  if (!pids.redis) missing.push('redis (not a redis-server process of this machine)');
  if (!pids.rabbitmq) missing.push('rabbitmq (no RabbitMQ Erlang VM, beam.smp, found on this machine)');
  return missing;
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
