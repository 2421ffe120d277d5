#!/usr/bin/env node
// `npm run bench`: builds, measures the web app's initial JavaScript, starts the system (each service
// and the gateway as its own process on DATABASE_URL/AMQP_URL/REDIS_URL, seeded with 10,000 enrollees
// and 1,000,000 activities; the embedded launcher when none is set), drives it with autocannon and
// prints one table, also written to bench-results/<date>.json. Figures are measured, never asserted.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport } from '../web/scripts/bundle-report.mjs';
import { runConfigured } from './bench/configured.mjs';
import { runEmbedded } from './bench/embedded.mjs';
import { report } from './bench/report.mjs';
import { settingsFrom } from './bench/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = new Date();
const began = performance.now();
const settings = settingsFrom(process.env);
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;
const onStep = (label) => console.log(`${elapsed()}  ${label}`);

onStep('building');
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Before the system starts, so the build does not compete with it for the cores.
onStep('measuring the web app bundle');
const bundle = await bundleReport();

const loadBefore = loadavg()[0];
const run = settings.infra
  ? await runConfigured({ root, settings, onStep })
  : await runEmbedded({ root, settings, onStep });

const notes = [];
if (!settings.infra)
  notes.push('Embedded mode: set DATABASE_URL, AMQP_URL and REDIS_URL to measure at production shape.');
for (const row of run.results)
  if (row.goal && !row.met) notes.push(`Goal missed: ${row.title} (${row.goal}).`);

await report(
  root,
  {
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((performance.now() - began) / 1000),
    mode: run.mode,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
    infrastructure: run.infrastructure,
    settings: {
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      users: settings.users,
      activities: settings.activities,
      texts: settings.texts,
      logLevel: settings.logLevel,
    },
    seed: run.seed,
    results: run.results,
    webInitialJavaScript: bundle,
    exitCodes: run.exitCodes,
    problemsLogged: Object.fromEntries(
      Object.entries(run.problems ?? {}).map(([name, lines]) => [name, lines.length]),
    ),
    notes,
  },
  run.problems,
);
