import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findProgram, run, waitFor } from './commands.js';

/** A Redis server of the fault suite's own, without persistence, in a temporary folder. */
export interface PrivateRedis {
  dir: string;
  port: number;
  serverProgram: string;
  cliProgram: string;
  url: string;
}

export async function redisUnavailableReason(): Promise<string | null> {
  const server = await findProgram('redis-server');
  const cli = await findProgram('redis-cli');
  return server && cli ? null : 'redis-server and redis-cli were not found';
}

export async function createPrivateRedis(parent: string, port: number): Promise<PrivateRedis> {
  const serverProgram = await findProgram('redis-server');
  const cliProgram = await findProgram('redis-cli');
  if (!serverProgram || !cliProgram) throw new Error('redis-server was not found');
  const dir = path.join(parent, 'redis');
  await mkdir(dir, { recursive: true });
  const instance: PrivateRedis = {
    dir,
    port,
    serverProgram,
    cliProgram,
    url: `redis://127.0.0.1:${port}`,
  };
  await startRedis(instance);
  return instance;
}

async function ping(instance: PrivateRedis): Promise<boolean> {
  const answer = await run(instance.cliProgram, ['-h', '127.0.0.1', '-p', String(instance.port), 'ping'], {
    timeoutMs: 5_000,
  });
  return answer.trim() === 'PONG';
}

/** Starts the server (it daemonizes) and waits until it answers. Nothing is saved: a restart starts empty. */
export async function startRedis(instance: PrivateRedis): Promise<void> {
  await run(instance.serverProgram, [
    '--port',
    String(instance.port),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    instance.dir,
    '--pidfile',
    path.join(instance.dir, 'redis.pid'),
    '--logfile',
    path.join(instance.dir, 'redis.log'),
  ]);
  await waitFor('Redis to answer', () => ping(instance), 30_000);
}

export async function stopRedis(instance: PrivateRedis): Promise<void> {
  await run(instance.cliProgram, [
    '-h',
    '127.0.0.1',
    '-p',
    String(instance.port),
    'shutdown',
    'nosave',
  ]).catch(
    // redis-cli reports the connection the shutdown closed as an error on some versions.
    () => undefined,
  );
  await waitFor('Redis to stop', async () => !(await ping(instance).catch(() => false)), 30_000);
}

export async function stopRedisQuietly(instance: PrivateRedis): Promise<void> {
  try {
    await stopRedis(instance);
  } catch {
    const pid = Number((await readFile(path.join(instance.dir, 'redis.pid'), 'utf8').catch(() => '')).trim());
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

export async function isRedisRunning(instance: PrivateRedis): Promise<boolean> {
  return ping(instance).catch(() => false);
}
