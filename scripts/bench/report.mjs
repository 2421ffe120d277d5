// The run's tables on the terminal, and the same figures with their context as JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { systemTotal } from './cpu.mjs';
import { verdict } from './goals.mjs';

const SHORT_NAMES = {
  gateway: 'gw',
  identity: 'id',
  activity: 'act',
  'activity-2': 'act-2',
  reporting: 'rep',
  'reporting-2': 'rep-2',
  notification: 'notif',
  exemption: 'ex',
  verification: 'ver',
  postgres: 'pg',
  redis: 'redis',
  rabbitmq: 'beam',
};

/** What the short names in the CPU column stand for. */
export const CPU_LEGEND =
  'CPU ms per request, by process: gw gateway, id identity, act activity, rep reporting, notif notification, ' +
  "ex exemption, ver verification (-2: the second replica), pg the run's Postgres backends, redis redis-server, beam RabbitMQ's " +
  'Erlang VM (beam.smp); redis and beam are whole servers, so whatever else uses them meanwhile counts too. ' +
  "'total' is their sum, leaving out the benchmark's own process (load generator, Twilio stand-in). Per " +
  'text for the texts row, per activity for the propagation and replica rows.';

/** Largest first, every process at or above 0.01 ms. */
export function cpuText(cpu) {
  if (!cpu) return '';
  return Object.entries(cpu)
    .filter(([name, ms]) => name !== 'bench' && ms >= 0.01)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${SHORT_NAMES[name] ?? name} ${ms}`)
    .join(', ');
}

function cell(value) {
  if (value === undefined || value === null) return '';
  return String(value);
}

/** Each goal of a row with its verdict: `p99 < 150 ms: met; >= 1500 reads/s: missed`. */
export function goalsText(row) {
  const goals = row.goals ?? (row.goal ? [{ goal: row.goal, met: row.met ?? null }] : []);
  return goals.map((g) => `${g.goal}: ${verdict(g.met)}`).join('; ');
}

/** Rows as a plain text table: a header, a rule, one line per row; `numeric` columns right-aligned. */
export function textTable(columns, rows, numeric = new Set()) {
  const cells = rows.map((row) => columns.map(([, pick]) => cell(pick(row))));
  const widths = columns.map(([name], i) => Math.max(name.length, ...cells.map((line) => line[i].length)));
  const line = (values) =>
    values
      .map((value, i) => (numeric.has(i) ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map(([name]) => name)),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
  ].join('\n');
}

/** The measurements' table. */
export function formatTable(rows) {
  return textTable(
    [
      ['measure', (row) => row.title],
      ['req/s', (row) => row.requestsPerSecond],
      ['p50 ms', (row) => row.p50Ms],
      ['p95 ms', (row) => row.p95Ms],
      ['p99 ms', (row) => row.p99Ms],
      ['failed', (row) => row.failures],
      ['CPU ms per request', (row) => cpuText(row.cpuMsPerRequest)],
      ['total', (row) => systemTotal(row.cpuMsPerRequest)],
      ['goals', goalsText],
      ['figure', (row) => row.result],
    ],
    rows,
    new Set([1, 2, 3, 4, 5, 7]),
  );
}

const seconds = (ms) => (ms === null || ms === undefined ? '' : (ms / 1000).toFixed(2));
const round = (value, digits = 0) =>
  value === null || value === undefined ? '' : String(Math.round(value * 10 ** digits) / 10 ** digits);

/** Lighthouse's table: one line per page. */
export function formatLighthouse(lighthouse) {
  return textTable(
    [
      ['page', (page) => page.path],
      ['score', (page) => page.score],
      ['FCP s', (page) => seconds(page.fcpMs)],
      ['LCP s', (page) => seconds(page.lcpMs)],
      ['TBT ms', (page) => round(page.tbtMs)],
      ['CLS', (page) => round(page.cls, 3)],
      ['KB transferred', (page) => round(page.transferredBytes / 1024, 1)],
      ['goals', goalsText],
      [
        'problem',
        (page) => page.error ?? (page.firstError ? `second run; the first failed: ${page.firstError}` : ''),
      ],
    ],
    lighthouse.pages,
    new Set([1, 2, 3, 4, 5, 6]),
  );
}

/** The first-render check in words. */
export function firstRenderText(firstRender) {
  if (!firstRender) return '';
  if (!firstRender.sentence)
    return `Status sentence on /dashboard: ${verdict(null)} (${firstRender.goal.why})`;
  const loads = firstRender.loads;
  const inFirst = loads.filter((load) => load.inFirstRender).length;
  const inViewport = loads.filter((load) => load.inFirstViewport).length;
  const detail = loads
    .map((load) =>
      load.statusPaintedMs === null
        ? `never painted (ended at ${load.endedAt}, FCP ${load.fcpMs ?? '-'} ms)`
        : `painted at ${load.statusPaintedMs} ms, FCP ${load.fcpMs} ms`,
    )
    .join('; ');
  return (
    `Status sentence on /dashboard ("${firstRender.sentence}"): in the first render in ${inFirst} of ${loads.length} ` +
    `loads, in the first viewport in ${inViewport} of ${loads.length} (${detail}): ${verdict(firstRender.goal.met)}`
  );
}

/** Every goal missed or not judged, as the run's notes say them. */
export function goalNotes(results, lighthouse) {
  const notes = [];
  const rows = [
    ...results.map((row) => [row.title, row]),
    ...(lighthouse?.pages ?? []).map((page) => [`Lighthouse ${page.path}`, page]),
  ];
  for (const [title, row] of rows) {
    for (const g of row.goals ?? (row.goal ? [{ goal: row.goal, met: row.met }] : [])) {
      if (g.met === false) notes.push(`Goal missed: ${title} (${g.goal}).`);
      else if (g.met === null)
        notes.push(`Goal not judged: ${title} (${g.goal}): ${g.why ?? 'not measured'}.`);
    }
  }
  return notes;
}

const THROTTLING = { simulate: 'simulated', devtools: 'applied', provided: 'no' };

const loadText = (values) => values.map((value) => value.toFixed(2)).join(' / ');

/**
 * Prints the summary and writes it to `bench-results/<timestamp>.json`, with the warnings and errors the
 * processes logged beside it (`<timestamp>.problems.log`); resolves with the JSON file's path.
 */
export async function report(root, summary, problems = {}) {
  console.log(`\n${summary.mode}`);
  console.log(
    `${summary.machine.cpus} cores (${summary.machine.cpuModel}), ${summary.machine.memoryGiB} GiB; Node.js ${summary.machine.node}; ` +
      `${summary.settings.seconds} s per run after ${summary.settings.warmupSeconds} s of warm-up, ${summary.settings.connections} connections`,
  );
  console.log(
    `Load average (1 / 5 / 15 min): ${loadText(summary.loadAverage.beforeAll)} before, ${loadText(summary.loadAverage.afterAll)} after`,
  );
  if (summary.infrastructure)
    console.log(
      `Infrastructure: ${Object.entries(summary.infrastructure)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  if (summary.seed) console.log(`Seeded: ${summary.seed.description}`);
  console.log(`\n${formatTable(summary.results)}\n`);
  console.log(CPU_LEGEND);

  const lighthouse = summary.lighthouse;
  if (lighthouse?.skipped) console.log(`\nLighthouse: not run: ${lighthouse.skipped}`);
  else if (lighthouse) {
    const { throttling, screenEmulation } = lighthouse.profile;
    console.log(
      `\nLighthouse ${lighthouse.version}, Chromium ${lighthouse.chromium ?? 'unknown'}: ${lighthouse.profile.formFactor} ` +
        `(${screenEmulation.width}x${screenEmulation.height}, ${THROTTLING[lighthouse.profile.throttlingMethod] ?? lighthouse.profile.throttlingMethod} throttling: ` +
        `${throttling.rttMs} ms RTT, ${Math.round(throttling.throughputKbps)} kbit/s, CPU ${throttling.cpuSlowdownMultiplier}x slower)`,
    );
    console.log(formatLighthouse(lighthouse));
    console.log(
      "No CPU figure per page load: a load's few requests cost less than the services' background work over " +
        "a Lighthouse run, at /proc's 10 ms ticks; the JSON keeps each process's CPU during each run.\n",
    );
    console.log(firstRenderText(lighthouse.firstRender));
  }

  console.log(
    `\nInitial JavaScript per route, gzipped (budget for / and /login: ${summary.webInitialJavaScript.budgetKB} KB)`,
  );
  console.log(
    summary.webInitialJavaScript.rows
      .map(
        (row) => `  ${row.route.padEnd(12)} ${String(row.gzippedKB).padStart(6)} KB in ${row.chunks} chunks`,
      )
      .join('\n'),
  );
  for (const note of summary.notes) console.log(`Note: ${note}`);

  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const stamp = summary.startedAt.replace(/[:.]/g, '-');
  const file = path.join(outDir, `${stamp}.json`);
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, file)} (${summary.durationSeconds} s in all)`);
  const logged = Object.entries(problems).filter(([, lines]) => lines.length > 0);
  if (logged.length > 0) {
    const problemsFile = path.join(outDir, `${stamp}.problems.log`);
    await writeFile(
      problemsFile,
      logged.map(([name, lines]) => lines.map((line) => `[${name}] ${line}`).join('\n')).join('\n') + '\n',
    );
    console.log(
      `Warnings and errors the processes logged (${logged.map(([name, lines]) => `${name} ${lines.length}`).join(', ')}): ${path.relative(root, problemsFile)}`,
    );
  }
  return file;
}
