#!/usr/bin/env node
// `npm run bench`: starts the system (configured infrastructure when DATABASE_URL/AMQP_URL/REDIS_URL
// are set, embedded defaults otherwise), drives it with autocannon and prints one table of figures,
// also written to bench-results/<date>.json. Figures are measured, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleReport } from '../web/scripts/bundle-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const build = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const bundle = await bundleReport();

const { launchSystem } = await import(path.join(root, 'services/embedded/dist/launch.js'));
const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-bench-'));
const port = Number(process.env.BENCH_PORT ?? 8181);
const system = await launchSystem({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The benchmark is one address sending thousands of requests: lift the per-address limit.
  RATE_LIMIT_PER_MINUTE: '100000000',
});

async function login(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { origin: system.url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        total: result.requests.total,
      });
    });
  });
}

const rows = [];
let propagation;
const gateway = `http://127.0.0.1:${port}`;

/** Logs `count` activities for the session's user through the gateway, 16 at a time; returns milliseconds. */
async function seedActivities(cookie, count) {
  const started = Date.now();
  const types = ['job_search', 'employment', 'training', 'volunteer'];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const date = new Date(Date.now() - (i % 330) * 86_400_000).toISOString().slice(0, 10);
      const form = new FormData();
      form.set('type', types[i % 4]);
      form.set('hours', String(0.5 + (i % 8) * 0.5));
      form.set('date', date);
      form.set('description', `Benchmark activity ${i}`);
      const answer = await fetch(`${gateway}/api/activities`, {
        method: 'POST',
        headers: { origin: system.url, cookie },
        body: form,
      });
      if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker));
  return Date.now() - started;
}

/** Waits until the reporting read model has heard of every activity (its month counts add up). */
async function waitForReportingToCount(cookie, expected) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const months = await (
      await fetch(`${gateway}/api/reports/available-months`, { headers: { cookie } })
    ).json();
    const counted = months.reduce((sum, month) => sum + month.count, 0);
    if (counted >= expected) return;
    if (Date.now() > deadline) throw new Error(`reporting counted ${counted} of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Time from the answer to POST /api/activities until GET /api/dashboard/stats shows the new hours:
 * the outbox relay, the bus and the reporting consumer together.
 */
async function measurePropagation(cookie, statsPath) {
  const samples = [];
  const today = new Date().toISOString().slice(0, 10);
  const hoursNow = async () =>
    (await (await fetch(`${gateway}${statsPath}`, { headers: { cookie } })).json()).currentHours;
  for (let i = 0; i < 100; i++) {
    const before = await hoursNow();
    const form = new FormData();
    form.set('type', 'employment');
    form.set('hours', '0.5');
    form.set('date', today);
    form.set('description', `Propagation probe ${i}`);
    const answer = await fetch(`${gateway}/api/activities`, {
      method: 'POST',
      headers: { origin: system.url, cookie },
      body: form,
    });
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status}`);
    const answeredAt = performance.now();
    while ((await hoursNow()) <= before) {
      if (performance.now() - answeredAt > 10_000) throw new Error('the stats never showed the new activity');
    }
    samples.push(performance.now() - answeredAt);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]);
  return { samples: samples.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(samples.at(-1)) };
}

try {
  const { demo } = system.credentials;
  const gatewayCookie = await login(system.url, demo.username, demo.password);
  const directCookie = await login(system.targets.identity, demo.username, demo.password);

  rows.push(
    await run('GET /api/user through the gateway', {
      url: `http://127.0.0.1:${port}/api/user`,
      headers: { cookie: gatewayCookie },
    }),
  );
  rows.push(
    await run('GET /api/user directly at identity', {
      url: `${system.targets.identity}/api/user`,
      headers: { cookie: directCookie },
    }),
  );
  rows.push(
    await run('POST /api/login (argon2id) through the gateway', {
      url: `${system.url}/api/login`,
      method: 'POST',
      headers: { origin: system.url, 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.username, password: demo.password }),
      connections: Math.min(connections, 4),
    }),
  );

  // Activities and compliance: a light enrollee (the demo account's sample month) against a heavy one
  // (BENCH_ACTIVITIES activities, 10,000 by default, logged through the API like any others).
  const heavyCount = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
  const { admin } = system.credentials;
  const heavyCookie = await login(system.url, admin.username, admin.password);
  const seeded = await seedActivities(heavyCookie, heavyCount);
  console.log(`Logged ${heavyCount} activities in ${(seeded / 1000).toFixed(1)} s`);
  await waitForReportingToCount(heavyCookie, heavyCount);
  const statsPath = '/api/dashboard/stats?timezone=America%2FNew_York';
  for (const [label, cookie] of [
    ['10 activities', gatewayCookie],
    [`${heavyCount} activities`, heavyCookie],
  ]) {
    rows.push(
      await run(`GET /api/dashboard/stats, ${label}`, { url: `${gateway}${statsPath}`, headers: { cookie } }),
    );
    rows.push(
      await run(`GET /api/activities, ${label}`, { url: `${gateway}/api/activities`, headers: { cookie } }),
    );
  }
  propagation = await measurePropagation(gatewayCookie, statsPath);
} finally {
  await system.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const [viaGateway, direct] = rows;
const summary = {
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  infrastructure: system.mode,
  seconds,
  connections,
  results: rows,
  gatewayThroughputRatio: Number((viaGateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)),
  gatewayAddedLatencyMs: { p50: viaGateway.p50Ms - direct.p50Ms, p99: viaGateway.p99Ms - direct.p99Ms },
  webInitialJavaScript: bundle,
  activityToStatsPropagation: propagation,
};

console.log(`\nInfrastructure: ${Object.values(system.mode).join(' | ')}`);
console.log(`${seconds}s per run, ${connections} connections, ${summary.machine.cpus} cores\n`);
console.table(
  Object.fromEntries(
    rows.map((row) => [
      row.title,
      { 'req/s': row.requestsPerSecond, 'p50 ms': row.p50Ms, 'p99 ms': row.p99Ms, errors: row.errors },
    ]),
  ),
);
console.log(
  `Gateway/direct throughput: ${summary.gatewayThroughputRatio}; latency the gateway adds: p50 ${summary.gatewayAddedLatencyMs.p50} ms, p99 ${summary.gatewayAddedLatencyMs.p99} ms`,
);

console.log(
  `Activity to stats propagation (${propagation.samples} samples): p50 ${propagation.p50Ms} ms, p99 ${propagation.p99Ms} ms, max ${propagation.maxMs} ms`,
);

console.log(`\nInitial JavaScript per route, gzipped (budget for / and /login: ${bundle.budgetKB} KB)`);
console.table(
  Object.fromEntries(
    bundle.rows.map((row) => [row.route, { 'KB gzipped': row.gzippedKB, chunks: row.chunks }]),
  ),
);

const outDir = path.join(root, 'bench-results');
await mkdir(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Written to ${path.relative(root, file)}`);
