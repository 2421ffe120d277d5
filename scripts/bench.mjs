#!/usr/bin/env node
// `npm run bench`: builds, measures the web app's initial JavaScript, starts the system (each service
// and the gateway as its own process on DATABASE_URL/AMQP_URL/REDIS_URL, seeded with 10,000 enrollees
// and 1,000,000 activities; the embedded launcher when none is set), runs Lighthouse on its pages,
// drives it with autocannon and prints the tables, also written to bench-results/<date>.json. Figures
// are measured, never asserted; each goal is said to be met, missed or not judged.
//
// Only modules that need nothing built are imported before the build: the runners reach the
// workspaces' `dist` (the contracts, the services), which a fresh checkout does not have yet.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalNotes, report } from './bench/report.mjs';
import { settingsFrom } from './bench/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = new Date();
const began = performance.now();
// Before the build, which loads the machine itself: what else was running.
const loadBefore = loadavg();
const settings = settingsFrom(process.env);
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s`;
const onStep = (label) => console.log(`${elapsed()}  ${label}`);
const roundLoad = (values) => values.map((value) => Math.round(value * 100) / 100);

onStep(`load average ${roundLoad(loadBefore).join(' / ')} (1 / 5 / 15 min); building`);
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Imported now that the build is there; both, so that either mode proves the other's modules load.
const [{ bundleReport }, { runConfigured }, { runEmbedded }, { buildWebApp }] = await Promise.all([
  import('../web/scripts/bundle-report.mjs'),
  import('./bench/configured.mjs'),
  import('./bench/embedded.mjs'),
  import('./bench/lighthouse.mjs'),
]);

// Before the system starts, so the builds do not compete with it for the cores.
onStep('measuring the web app bundle');
const bundle = await bundleReport();
onStep('building the web app for the gateway to serve');
const web = await buildWebApp(root);

let run;
try {
  run = settings.infra
    ? await runConfigured({ root, settings, webDist: web.dir, onStep })
    : await runEmbedded({ root, settings, webDist: web.dir, onStep });
} finally {
  await web.remove();
}
const loadAfter = loadavg();

const notes = [];
if (!settings.infra)
  notes.push('Embedded mode: set DATABASE_URL, AMQP_URL and REDIS_URL to measure at production shape.');
notes.push(...(run.notes ?? []));
for (const missing of run.cpuNotMeasured ?? []) notes.push(`CPU not measured for ${missing}.`);
if (run.lighthouse?.failed) notes.push(`Lighthouse ${run.lighthouse.skipped}.`);
for (const page of run.lighthouse?.pages ?? [])
  for (const warning of page.warnings ?? []) notes.push(`Lighthouse ${page.path} warned: ${warning}`);
notes.push(...goalNotes(run.results, run.lighthouse));

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
    loadAverage: {
      before: roundLoad(loadBefore)[0],
      after: roundLoad(loadAfter)[0],
      beforeAll: roundLoad(loadBefore),
      afterAll: roundLoad(loadAfter),
    },
    infrastructure: run.infrastructure,
    settings: {
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      users: settings.users,
      activities: settings.activities,
      texts: settings.texts,
      propagationSamples: settings.propagationSamples,
      lighthouse: settings.lighthouse,
      firstRenderLoads: settings.firstRenderLoads,
      logLevel: settings.logLevel,
    },
    seed: run.seed,
    results: run.results,
    lighthouse: run.lighthouse,
    webInitialJavaScript: bundle,
    cpuNotMeasured: run.cpuNotMeasured ?? [],
    exitCodes: run.exitCodes,
    problemsLogged: Object.fromEntries(
      Object.entries(run.problems ?? {}).map(([name, lines]) => [name, lines.length]),
    ),
    notes,
  },
  run.problems,
);
