import { chown, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findProgram, run, waitFor } from './commands.js';

/** A Postgres cluster of the fault suite's own, in a temporary folder, on a port of its own. */
export interface PrivatePostgres {
  dir: string;
  dataDir: string;
  port: number;
  binDir: string;
  /** initdb refuses to run as root: the cluster then belongs to this account and its programs run as it. */
  runAs: string | null;
  /** The `postgres` database, for administration. */
  url: string;
}

const CLUSTER_USER = 'postgres';

/** The folder holding initdb and pg_ctl: the newest Debian cluster version, else pg_config's, else PATH. */
async function findBinDir(): Promise<string | null> {
  const debianRoot = '/usr/lib/postgresql';
  const versions = await readdir(debianRoot).catch(() => [] as string[]);
  const newestFirst = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const initdb = await findProgram(
    'initdb',
    newestFirst.map((version) => path.join(debianRoot, version, 'bin', 'initdb')),
  );
  if (initdb) return path.dirname(initdb);
  const pgConfig = await findProgram('pg_config');
  if (!pgConfig) return null;
  const binDir = (await run(pgConfig, ['--bindir'])).trim();
  return (await findProgram('initdb', [path.join(binDir, 'initdb')])) ? binDir : null;
}

/** Why a private cluster cannot be made here, or null when it can. */
export async function postgresUnavailableReason(): Promise<string | null> {
  if (!(await findBinDir())) return 'initdb and pg_ctl were not found (install the postgresql package)';
  if (process.getuid?.() === 0 && !(await findProgram('runuser'))) {
    return 'running as root, where initdb needs runuser to switch to the postgres account';
  }
  return null;
}

function command(instance: Pick<PrivatePostgres, 'binDir' | 'runAs'>, program: string, args: string[]) {
  const file = path.join(instance.binDir, program);
  return instance.runAs ? run('runuser', ['-u', instance.runAs, '--', file, ...args]) : run(file, args);
}

/** Initialises a cluster under `parent` (trust authentication, loopback only) and starts it on `port`. */
export async function createPrivatePostgres(parent: string, port: number): Promise<PrivatePostgres> {
  const binDir = await findBinDir();
  if (!binDir) throw new Error('initdb was not found');
  const dir = path.join(parent, 'postgres');
  await mkdir(dir, { recursive: true });
  const runAs = process.getuid?.() === 0 ? CLUSTER_USER : null;
  if (runAs) {
    const uid = Number((await run('id', ['-u', runAs])).trim());
    const gid = Number((await run('id', ['-g', runAs])).trim());
    await chown(dir, uid, gid);
  }
  const instance: PrivatePostgres = {
    dir,
    dataDir: path.join(dir, 'data'),
    port,
    binDir,
    runAs,
    url: `postgres://${CLUSTER_USER}@127.0.0.1:${port}/postgres`,
  };
  await command(instance, 'initdb', [
    '-D',
    instance.dataDir,
    '-U',
    CLUSTER_USER,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  await startPostgres(instance);
  return instance;
}

/** Starts the cluster and waits until it takes connections. */
export async function startPostgres(instance: PrivatePostgres): Promise<void> {
  // fsync off: the suite restarts the server, it never pulls the power, and commits stay cheap.
  const serverOptions = [
    `-p ${instance.port}`,
    `-k ${instance.dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  await command(instance, 'pg_ctl', [
    '-D',
    instance.dataDir,
    '-l',
    path.join(instance.dir, 'server.log'),
    '-o',
    serverOptions,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  await waitFor('Postgres to take connections', () => canConnect(instance.url), 30_000);
}

/** Stops the cluster; `fast` ends open sessions the way an orderly restart does, `immediate` like a crash. */
export async function stopPostgres(
  instance: PrivatePostgres,
  mode: 'fast' | 'immediate' = 'fast',
): Promise<void> {
  await command(instance, 'pg_ctl', ['-D', instance.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
}

/** Stops the cluster if it runs; used on the way out, where a failure must not hide the test's own. */
export async function stopPostgresQuietly(instance: PrivatePostgres): Promise<void> {
  await stopPostgres(instance, 'immediate').catch(() => undefined);
}

export async function isPostgresRunning(instance: PrivatePostgres): Promise<boolean> {
  return command(instance, 'pg_ctl', ['-D', instance.dataDir, 'status']).then(
    () => true,
    () => false,
  );
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates a database of its own for one scenario and returns its URL. */
export async function createDatabase(instance: PrivatePostgres, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database name ${name}`);
  const client = new pg.Client({ connectionString: instance.url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return `postgres://${CLUSTER_USER}@127.0.0.1:${instance.port}/${name}`;
}
