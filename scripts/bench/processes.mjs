// Runs the system the way compose and Kubernetes do: every service and the gateway as its own Node.js
// process (`node <pkg>/dist/main.js`) on the configured Postgres, RabbitMQ and Redis, sharing one
// generated Ed25519 key pair.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/** The entry point of each piece, relative to the repository root. */
const ENTRIES = {
  identity: 'services/identity/dist/main.js',
  activity: 'services/activity/dist/main.js',
  exemption: 'services/exemption/dist/main.js',
  reporting: 'services/reporting/dist/main.js',
  notification: 'services/notification/dist/main.js',
  verification: 'services/verification/dist/main.js',
  gateway: 'gateway/dist/main.js',
};

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} not ready: ${last}`);
}

/**
 * The environment every process shares, and starting and stopping them. Each process
 * writes its log to `<dataDir>/logs/<name>.log`, shown when something fails.
 */
export function createCluster({
  root,
  dataDir,
  databaseUrl,
  amqpUrl,
  redisUrl,
  logLevel,
  profileDir,
  medicaidIdIndexKey,
  admin,
}) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const common = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AMQP_URL: amqpUrl,
    REDIS_URL: redisUrl,
    SESSION_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    // Replicas must sign attachment links alike, so the key is given rather than generated per process.
    ATTACHMENT_URL_SECRET: randomBytes(32).toString('hex'),
    // Identity and verification must index Medicaid ids alike; the seed indexes with it too.
    MEDICAID_ID_INDEX_KEY: medicaidIdIndexKey.toString('hex'),
  };
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const running = new Map();
  const started = new Set();
  let appUrl;

  function logFile(name) {
    return path.join(dataDir, 'logs', `${name}.log`);
  }

  function envFor(piece, extra) {
    const env = { ...common, APP_URL: appUrl, ...extra };
    if (piece === 'identity') {
      env.SESSION_PRIVATE_KEY = privatePem;
      // The state's administrator the data-match import is made by.
      Object.assign(env, {
        ADMIN_USERNAME: admin.username,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
    }
    return env;
  }

  return {
    /** The public address every process is told (the gateway's), set before any starts. */
    setAppUrl(url) {
      appUrl = url;
    },

    /** Starts `piece` as process `name` on `port`; resolves once it answers /readyz. */
    async start(name, piece, port, extra = {}) {
      await mkdir(path.dirname(logFile(name)), { recursive: true });
      const log = await open(logFile(name), 'a');
      // With a profile folder, a V8 CPU profile of each process is written there when it exits.
      const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [];
      const child = spawn(process.execPath, [...profile, path.join(root, ENTRIES[piece])], {
        cwd: root,
        env: envFor(piece, { PORT: String(port), HOST: '127.0.0.1', ...extra }),
        stdio: ['ignore', log.fd, log.fd],
      });
      await log.close();
      const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      running.set(name, { child, exited, url: `http://127.0.0.1:${port}` });
      started.add(name);
      const early = exited.then((code) => {
        throw new Error(`${name} exited (${code}) before it was ready`);
      });
      try {
        await Promise.race([waitUntilReady(`http://127.0.0.1:${port}`), early]);
      } catch (error) {
        throw new Error(`${error.message}\n${await this.logTail(name)}`, { cause: error });
      } finally {
        early.catch(() => undefined);
      }
      return `http://127.0.0.1:${port}`;
    },

    /** SIGTERM, then the exit code once it has drained. */
    async stop(name) {
      const entry = running.get(name);
      if (!entry) return undefined;
      running.delete(name);
      if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill('SIGTERM');
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), 30_000);
      const code = await entry.exited;
      clearTimeout(timer);
      return code;
    },

    async stopAll() {
      const names = [...running.keys()].reverse();
      const codes = {};
      // The gateway first, so nothing new arrives while the services drain.
      for (const name of names.filter((n) => n === 'gateway')) codes[name] = await this.stop(name);
      await Promise.all(
        names.filter((n) => n !== 'gateway').map(async (name) => (codes[name] = await this.stop(name))),
      );
      return codes;
    },

    /** Every warning and error each process has logged so far, by process. */
    async problems() {
      const found = {};
      for (const name of started) {
        const text = await readFile(logFile(name), 'utf8').catch(() => undefined);
        if (text === undefined) continue;
        found[name] = text.split('\n').filter((line) => /"level":"(warn|error|fatal)"/.test(line));
      }
      return found;
    },

    /** The last lines every process has logged, to show what went wrong. */
    async logTails(lines = 30) {
      return (await Promise.all([...running.keys()].map((name) => this.logTail(name, lines)))).join('\n');
    },

    /** The names of the processes running now (replicas included), oldest first. */
    names() {
      return [...running.keys()];
    },

    /** The process id of `name`, for its CPU figures. */
    pid(name) {
      return running.get(name)?.child.pid;
    },

    async logTail(name, lines = 30) {
      try {
        const text = await readFile(logFile(name), 'utf8');
        return `[${name} log]\n${text.trimEnd().split('\n').slice(-lines).join('\n')}`;
      } catch {
        return `[${name}: no log]`;
      }
    },
  };
}
