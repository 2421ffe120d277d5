import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'amqplib';
import { findProgram, run, waitFor } from './commands.js';

/** A RabbitMQ node of the fault suite's own: its own name, ports, data, logs and Erlang cookie. */
export interface PrivateRabbitMq {
  dir: string;
  nodeName: string;
  port: number;
  distPort: number;
  serverProgram: string;
  ctlProgram: string;
  url: string;
}

// The Debian wrappers in /usr/sbin switch to the rabbitmq account and read /etc/rabbitmq; the scripts
// behind them run as whoever calls them and take every location from the environment.
const PROGRAM_FOLDERS = ['/usr/lib/rabbitmq/bin'];

async function findPrograms(): Promise<{ server: string; ctl: string } | null> {
  const server = await findProgram(
    'rabbitmq-server',
    PROGRAM_FOLDERS.map((dir) => path.join(dir, 'rabbitmq-server')),
  );
  const ctl = await findProgram(
    'rabbitmqctl',
    PROGRAM_FOLDERS.map((dir) => path.join(dir, 'rabbitmqctl')),
  );
  return server && ctl ? { server, ctl } : null;
}

export async function rabbitMqUnavailableReason(): Promise<string | null> {
  return (await findPrograms()) ? null : 'rabbitmq-server and rabbitmqctl were not found';
}

/** The environment that points the scripts at this node and nothing of the machine's own node. */
function nodeEnv(instance: PrivateRabbitMq): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('RABBITMQ_') && !name.startsWith('ERL_')),
  );
  const { dir } = instance;
  return {
    ...inherited,
    // The Erlang cookie is created in, and read from, HOME: the node and rabbitmqctl share this one.
    HOME: dir,
    RABBITMQ_NODENAME: instance.nodeName,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(instance.port),
    RABBITMQ_DIST_PORT: String(instance.distPort),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_PID_FILE: pidFile(instance),
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
    RABBITMQ_ADVANCED_CONFIG_FILE: path.join(dir, 'advanced.config'),
    RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
    // No plugins: the management plugin would clash with the machine's node on port 15672.
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
  };
}

function pidFile(instance: PrivateRabbitMq): string {
  return path.join(instance.dir, 'rabbitmq.pid');
}

/** Prepares a node under `parent` and starts it; the AMQP port and the distribution port must be free. */
export async function createPrivateRabbitMq(
  parent: string,
  port: number,
  distPort: number,
): Promise<PrivateRabbitMq> {
  const programs = await findPrograms();
  if (!programs) throw new Error('rabbitmq-server was not found');
  const dir = path.join(parent, 'rabbitmq');
  await mkdir(path.join(dir, 'log'), { recursive: true });
  const instance: PrivateRabbitMq = {
    dir,
    nodeName: `fault-${randomBytes(4).toString('hex')}@localhost`,
    port,
    distPort,
    serverProgram: programs.server,
    ctlProgram: programs.ctl,
    url: `amqp://guest:guest@127.0.0.1:${port}`,
  };
  await writeFile(path.join(dir, 'rabbitmq.conf'), `listeners.tcp.default = 127.0.0.1:${port}\n`);
  await writeFile(path.join(dir, 'rabbitmq-env.conf'), '');
  await writeFile(path.join(dir, 'enabled_plugins'), '[].\n');
  await startRabbitMq(instance);
  return instance;
}

async function acceptsConnections(url: string): Promise<boolean> {
  const connection = await connect(url, { timeout: 2_000 });
  await connection.close().catch(() => undefined);
  return true;
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await acceptsConnections(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * Starts the node in the background (a process group of its own, so it outlives the test worker that
 * started it) and waits until it accepts AMQP connections, which it does only once fully booted.
 */
export async function startRabbitMq(instance: PrivateRabbitMq): Promise<void> {
  const log = await open(path.join(instance.dir, 'log', 'console.log'), 'a');
  let exit: string | null = null;
  try {
    const child = spawn(instance.serverProgram, [], {
      env: nodeEnv(instance),
      cwd: instance.dir,
      detached: true,
      stdio: ['ignore', log.fd, log.fd],
    });
    child.once('exit', (code, signal) => {
      exit = `exited with ${signal ?? code}`;
    });
    child.unref();
  } finally {
    await log.close();
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exit) throw new Error(`RabbitMQ node ${instance.nodeName} ${exit}; see ${instance.dir}/log`);
    if (await acceptsConnections(instance.url).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`RabbitMQ node ${instance.nodeName} did not start in 120 s`);
    await sleep(200);
  }
}

/** An orderly stop (`rabbitmqctl stop`), waiting until the node's process has ended. */
export async function stopRabbitMq(instance: PrivateRabbitMq): Promise<void> {
  await run(instance.ctlProgram, ['-n', instance.nodeName, 'stop', pidFile(instance)], {
    env: nodeEnv(instance),
    timeoutMs: 60_000,
  });
  await waitFor('RabbitMQ to close its port', () => refusesConnections(instance.url), 30_000);
}

async function nodePid(instance: PrivateRabbitMq): Promise<number | null> {
  const text = await readFile(pidFile(instance), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills the node's Erlang VM with SIGKILL, like a crash or an OOM kill. */
export async function killRabbitMq(instance: PrivateRabbitMq): Promise<void> {
  const pid = await nodePid(instance);
  if (pid === null) throw new Error(`No pid file for RabbitMQ node ${instance.nodeName}`);
  process.kill(pid, 'SIGKILL');
  await waitFor('the RabbitMQ VM to end', async () => !isAlive(pid), 30_000);
  await waitFor('RabbitMQ to close its port', () => refusesConnections(instance.url), 30_000);
}

/** Ends the node however it can; for clean-up, where a failure must not hide the test's own. */
export async function stopRabbitMqQuietly(instance: PrivateRabbitMq): Promise<void> {
  try {
    await run(instance.ctlProgram, ['-n', instance.nodeName, 'stop', pidFile(instance)], {
      env: nodeEnv(instance),
      timeoutMs: 30_000,
    });
  } catch {
    const pid = await nodePid(instance);
    if (pid !== null && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

export async function isRabbitMqRunning(instance: PrivateRabbitMq): Promise<boolean> {
  return acceptsConnections(instance.url).catch(() => false);
}
