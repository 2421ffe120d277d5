// `npm run bench` as someone runs it right after cloning and installing: a `git clone` of this
// repository into a temporary folder (with this checkout's uncommitted changes laid over it, so that it
// tests what would be committed), its packages installed, then the smallest bench: embedded mode
// (PGlite, the in-process bus: nothing shared with the rest of the suite), one second per load,
// Lighthouse on the signed-in dashboard only. It must finish and print its tables.
//
// The packages are this checkout's node_modules folders copied as hard links (seconds, offline): the
// clone still has nothing built, which is what a fresh checkout lacks. BENCH_CLONE_INSTALL=npm-ci runs
// `npm ci --offline` from the npm cache instead (30 to 90 s here; it also proves the lockfile holds
// everything the bench imports). BENCH_CLONE_COMMITTED=1 tests the last commit alone;
// BENCH_CLONE_INFRA=1 runs on the configured Postgres, RabbitMQ and Redis instead of embedded;
// BENCH_CLONE_ECHO=1 shows the bench's output as it runs.
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChrome } from '../bench/lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Why the test cannot run here, or null when it can. */
function cannotRun(): string | null {
  const git = spawnSync('git', ['--version'], { encoding: 'utf8' });
  if (git.error || git.status !== 0) return 'git is not installed';
  const inside = spawnSync('git', ['-C', root, 'rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') return `${root} is not a git checkout`;
  return null;
}

const skipReason = cannotRun();
if (skipReason) console.log(`skipping the fresh-clone bench: ${skipReason}`);

interface Ran {
  code: number | null;
  output: string;
}

/** Runs `command` to its end, its output (both streams) kept and, with `echo`, shown as it comes. */
function run(command: string, args: string[], options: SpawnOptions & { echo?: boolean } = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function must(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  const ran = await run(command, args, options);
  if (ran.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${ran.code}):\n${ran.output}`);
  return ran.output;
}

/** Lays this checkout's uncommitted changes over the clone: tracked changes as a patch, new files as copies. */
async function overlayWorkingTree(clone: string, head: string): Promise<string> {
  const patch = spawnSync('git', ['-C', root, 'diff', '--binary', head], {
    encoding: 'buffer',
    maxBuffer: 256 * 2 ** 20,
  });
  if (patch.status !== 0) throw new Error(`git diff failed: ${patch.stderr.toString()}`);
  if (patch.stdout.length > 0) {
    const applied = spawnSync('git', ['-C', clone, 'apply', '--binary', '--whitespace=nowarn'], {
      input: patch.stdout,
    });
    if (applied.status !== 0) throw new Error(`git apply failed: ${applied.stderr.toString()}`);
  }
  const untracked = (await must('git', ['-C', root, 'ls-files', '--others', '--exclude-standard', '-z']))
    .split('\0')
    .filter(Boolean);
  for (const file of untracked) {
    await mkdir(path.dirname(path.join(clone, file)), { recursive: true });
    await copyFile(path.join(root, file), path.join(clone, file)).catch((error: NodeJS.ErrnoException) => {
      // Deleted since git listed it.
      if (error.code !== 'ENOENT') throw error;
    });
  }
  const changed = (await must('git', ['-C', clone, 'status', '--porcelain'])).split('\n').filter(Boolean);
  return `${changed.length} uncommitted changes laid over it`;
}

/** Every node_modules folder of this checkout outside another: the root's and the workspaces' own. */
async function nodeModulesFolders(): Promise<string[]> {
  const found = ['node_modules'];
  const walk = async (dir: string, depth: number) => {
    if (depth > 2) return;
    for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = path.join(dir, entry.name);
      if (existsSync(path.join(root, child, 'node_modules'))) found.push(path.join(child, 'node_modules'));
      await walk(child, depth + 1);
    }
  };
  await walk('.', 1);
  return found;
}

/** This checkout's packages as hard links; or, with BENCH_CLONE_INSTALL=npm-ci, `npm ci` from the cache. */
async function install(clone: string): Promise<string> {
  if (process.env.BENCH_CLONE_INSTALL === 'npm-ci') {
    await must('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone });
    return 'npm ci --offline (from the npm cache)';
  }
  // The workspaces' links in node_modules/@tracker are relative, so in the clone they lead to the
  // clone's workspaces, which have nothing built. Nothing the bench runs writes into node_modules.
  for (const folder of await nodeModulesFolders()) {
    await mkdir(path.dirname(path.join(clone, folder)), { recursive: true });
    await must('cp', ['-al', path.join(root, folder), path.join(clone, folder)]);
  }
  return "this checkout's node_modules, hard-linked";
}

/** The environment of someone's shell: the test runner's own variables and the infrastructure left out. */
function benchEnvironment(lighthouse: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const infra = /^(TEST_)?(DATABASE_URL|AMQP_URL|REDIS_URL)$/;
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(VITEST|NODE_ENV$|BENCH_)/.test(name)) continue;
    if (infra.test(name) && process.env.BENCH_CLONE_INFRA !== '1') continue;
    env[name] = value;
  }
  return {
    ...env,
    BENCH_SECONDS: '1',
    BENCH_CONNECTIONS: '4',
    BENCH_USERS: '12',
    BENCH_ACTIVITIES: '40',
    BENCH_TEXTS: '20',
    BENCH_PROPAGATION_SAMPLES: '3',
    BENCH_DATA_MATCH_ROWS: '300',
    BENCH_LOG_LEVEL: 'warn',
    ...(lighthouse
      ? { BENCH_LIGHTHOUSE_PAGES: '/dashboard', BENCH_FIRST_RENDER_LOADS: '1' }
      : { BENCH_LIGHTHOUSE: '0' }),
  };
}

describe.skipIf(skipReason !== null)('npm run bench in a fresh clone', () => {
  let temporary: string | undefined;

  afterAll(async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  });

  it('installs, builds, runs the smallest bench and prints its tables', async () => {
    const began = performance.now();
    const took = () => `${Math.round((performance.now() - began) / 1000)} s`;
    temporary = await mkdtemp(path.join(tmpdir(), 'tracker-fresh-clone-'));
    const clone = path.join(temporary, 'repo');

    const head = (await must('git', ['-C', root, 'rev-parse', 'HEAD'])).trim();
    await must('git', ['clone', '--quiet', root, clone]);
    await must('git', ['-C', clone, 'checkout', '--quiet', '--detach', head]);
    const overlay =
      process.env.BENCH_CLONE_COMMITTED === '1' ? 'the commit alone' : await overlayWorkingTree(clone, head);
    // Nothing built comes along: the clone starts as a fresh checkout does.
    expect(existsSync(path.join(clone, 'contracts/dist'))).toBe(false);
    console.log(`fresh clone of ${head.slice(0, 12)} (${overlay}) in ${took()}`);

    const installed = await install(clone);
    console.log(`installed with ${installed} at ${took()}`);

    const chrome = findChrome();
    if (!chrome) console.log('no Chromium (set CHROME_PATH): the fresh-clone bench runs without Lighthouse');
    const bench = await run('npm', ['run', 'bench'], {
      cwd: clone,
      env: benchEnvironment(Boolean(chrome)),
      echo: process.env.BENCH_CLONE_ECHO === '1',
    });
    // Where the time went: the bench's own step lines (`  72 s  measuring the web app bundle`).
    const steps = bench.output.split('\n').filter((line) => /^ *\d+ s {2}/.test(line));
    console.log(`npm run bench ended (${bench.code}) at ${took()}:\n${steps.join('\n')}`);
    if (bench.code !== 0) console.log(bench.output.slice(-6000));
    expect(bench.output).not.toMatch(/ERR_MODULE_NOT_FOUND/);
    expect(bench.code).toBe(0);

    // The measurements' table, its rows and the goals' verdicts.
    expect(bench.output).toMatch(
      /^measure +req\/s +p50 ms +p95 ms +p99 ms +failed +CPU ms per request +total +goals/m,
    );
    for (const row of [
      'GET /api/user through the gateway',
      'GET /api/user directly at identity',
      'GET /api/dashboard/stats, many enrollees',
      'POST /api/activities, many enrollees',
      'Activity logged until the stats show it',
      'POST /api/sms/inbound until stored and confirmed',
      'POST /api/login (argon2id), many enrollees',
    ])
      expect(bench.output).toContain(row);
    expect(bench.output).toMatch(/: (met|missed|unknown)/);
    expect(bench.output).toMatch(/^Load average \(1 \/ 5 \/ 15 min\): [\d.]+ \/ [\d.]+ \/ [\d.]+ before, /m);
    if (chrome) {
      expect(bench.output).toMatch(/^Lighthouse 12\.[\d.]+, Chromium /m);
      expect(bench.output).toMatch(/^page +score +FCP s +LCP s +TBT ms +CLS +KB transferred/m);
      expect(bench.output).toMatch(/^Status sentence on \/dashboard/m);
    }
    const written = /^Written to (bench-results\/\S+\.json)/m.exec(bench.output)?.[1];
    expect(written).toBeDefined();
    const summary = JSON.parse(await readFile(path.join(clone, written!), 'utf8'));
    expect(summary.results.length).toBeGreaterThanOrEqual(8);
    expect(summary.loadAverage.beforeAll).toHaveLength(3);
    if (chrome)
      expect(summary.lighthouse.pages.map((page: { path: string }) => page.path)).toEqual(['/dashboard']);

    const seconds = (performance.now() - began) / 1000;
    console.log(`fresh-clone bench: ${Math.round(seconds)} s in all`);
    if (seconds > 180) console.log('fresh-clone bench: over 3 minutes (a busy machine, or the build grew)');
  });
});
