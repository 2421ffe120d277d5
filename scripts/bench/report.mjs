// The run's one table on the terminal, and the same figures with their context as JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SHORT_NAMES = {
  gateway: 'gw',
  identity: 'id',
  activity: 'act',
  reporting: 'rep',
  notification: 'notif',
  exemption: 'ex',
};

function cpuText(cpu) {
  if (!cpu) return '';
  return Object.entries(cpu)
    .filter(([name, ms]) => name !== 'bench' && ms >= 0.05)
    .map(([name, ms]) => `${SHORT_NAMES[name] ?? name} ${ms}`)
    .join(', ');
}

function cell(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'NO';
  return String(value);
}

/** Rows as a plain text table: a header, a rule, one line per row. */
export function formatTable(rows) {
  const columns = [
    ['measure', (row) => row.title],
    ['req/s', (row) => row.requestsPerSecond],
    ['p50 ms', (row) => row.p50Ms],
    ['p95 ms', (row) => row.p95Ms],
    ['p99 ms', (row) => row.p99Ms],
    ['failed', (row) => row.failures],
    ['CPU ms per request', (row) => cpuText(row.cpuMsPerRequest)],
    ['goal', (row) => row.goal],
    ['met', (row) => (row.goal ? row.met : undefined)],
    ['figure', (row) => row.result],
  ];
  const cells = rows.map((row) => columns.map(([, pick]) => cell(pick(row))));
  const widths = columns.map(([name], i) => Math.max(name.length, ...cells.map((line) => line[i].length)));
  const numeric = new Set([1, 2, 3, 4, 5]);
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

/**
 * Prints the summary and writes it to `bench-results/<timestamp>.json`, with the warnings and errors the
 * processes logged beside it (`<timestamp>.problems.log`); resolves with the JSON file's path.
 */
export async function report(root, summary, problems = {}) {
  console.log(`\n${summary.mode}`);
  console.log(
    `${summary.machine.cpus} cores (${summary.machine.cpuModel}), ${summary.machine.memoryGiB} GiB; Node.js ${summary.machine.node}; ` +
      `${summary.settings.seconds} s per run after ${summary.settings.warmupSeconds} s of warm-up, ${summary.settings.connections} connections; ` +
      `load average ${summary.loadAverage.before} before, ${summary.loadAverage.after} after`,
  );
  if (summary.infrastructure)
    console.log(
      `Infrastructure: ${Object.entries(summary.infrastructure)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  if (summary.seed) console.log(`Seeded: ${summary.seed.description}`);
  console.log(`\n${formatTable(summary.results)}\n`);
  console.log(
    `Initial JavaScript per route, gzipped (budget for / and /login: ${summary.webInitialJavaScript.budgetKB} KB)`,
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
