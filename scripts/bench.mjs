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
