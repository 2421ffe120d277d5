// The state's data-match import at scale: a CSV of wage records and SNAP status for the seeded
// enrollees (and for people with no account yet), uploaded by an administrator as the admin page does,
// answered 202 and matched in the background in batches, followed through its progress call until the
// result. Its figures are the time from upload to result and the CPU per 1,000 rows of every process,
// including the reporting side that takes the matched records in as they are published.
import { cpuMeter, perUnit } from './cpu.mjs';
import { goal, withGoals } from './goals.mjs';
import { seededMedicaidId } from './seed.mjs';

/** How often the progress call is read while the import runs. */
const POLL_MS = 250;
/** Longest the import may take before the row is reported as not finished. */
const LIMIT_MS = 15 * 60_000;

/** Months back from the current one that the file covers: the look-back a state would check. */
const MONTHS = 10;

function monthsBack(count) {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * `rows` lines, person by person, month by month: a third of the seeded enrollees with wages over the
 * threshold, a third on SNAP, a third with wages under it; the rest of the rows name people no account
 * has (kept unmatched for when they register).
 */
export function dataMatchFile(rows, users) {
  const months = monthsBack(MONTHS);
  const lines = ['medicaidId,month,source,amount,hours,flag'];
  for (let i = 0; lines.length <= rows; i++) {
    const medicaidId = i < users ? seededMedicaidId(i) : `BENCH-NOACCOUNT-${i}`;
    for (const month of months) {
      if (lines.length > rows) break;
      if (i % 3 === 0) lines.push(`${medicaidId},${month},wages,612.40,84,`);
      else if (i % 3 === 1) lines.push(`${medicaidId},${month},snap,,,yes`);
      else lines.push(`${medicaidId},${month},wages,200.00,,`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function dataMatchImport(ctx) {
  const rows = ctx.settings.dataMatchRows;
  const csv = dataMatchFile(rows, ctx.counts.users);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'state-data.csv');
  const meter = await cpuMeter(ctx.listPids ?? (async () => ({})));
  const started = performance.now();
  const answer = await fetch(`${ctx.gatewayUrl}/api/admin/data-matches/import`, {
    method: 'POST',
    headers: { origin: ctx.appUrl, cookie: ctx.adminCookie },
    body: form,
  });
  const answeredMs = performance.now() - started;
  if (answer.status !== 202 && answer.status !== 200) {
    throw new Error(`data-match import answered ${answer.status}: ${await answer.text()}`);
  }
  let result = await answer.json();
  const location = answer.headers.get('location');
  while (result.status === 'processing' && location && performance.now() - started < LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const progress = await fetch(`${ctx.gatewayUrl}${location}`, { headers: { cookie: ctx.adminCookie } });
    if (!progress.ok) throw new Error(`import progress answered ${progress.status}`);
    result = await progress.json();
  }
  const seconds = (performance.now() - started) / 1000;
  const finished = result.status === 'finished';
  const cpuMsPerRequest = perUnit(await meter.since(), rows / 1000);
  return withGoals(
    {
      id: 'data-match-import',
      title: `${rows.toLocaleString('en-US')} data-match rows, upload to result`,
      requestsPerSecond: Math.round(rows / seconds),
      failures: result.refused?.length ?? 0,
      cpuMsPerRequest,
      result:
        `${finished ? 'finished' : result.status} in ${seconds.toFixed(1)} s (upload answered ${answer.status} in ` +
        `${Math.round(answeredMs)} ms): ${result.matched} matched, ${result.unmatched} kept unmatched, ` +
        `${result.refused?.length ?? 0} refused; rows/s in the req/s column, CPU per 1,000 rows`,
      rows,
      seconds: Math.round(seconds * 10) / 10,
      matched: result.matched,
      unmatched: result.unmatched,
    },
    [
      goal(
        'finished, none refused, within 5 minutes',
        finished && (result.refused?.length ?? 0) === 0 && seconds < 300,
      ),
    ],
  );
}
