// CPU time processes have used, from /proc (Linux): divided by the requests of a run, it tells what each
// request cost each process, which throughput alone cannot say on a machine shared with other work.
import { readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may itself hold spaces and parentheses). */
async function statFields(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User plus system CPU milliseconds used so far by `pid`, or null where /proc cannot say. */
export async function cpuMs(pid) {
  try {
    const fields = await statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Seconds since boot when `pid` started, or null. */
async function startedAt(pid) {
  try {
    return Number((await statFields(pid))[19]) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Seconds since boot, or null off Linux. */
async function uptime() {
  try {
    return Number((await readFile('/proc/uptime', 'utf8')).split(' ')[0]);
  } catch {
    return null;
  }
}

async function sample(groups) {
  const out = {};
  for (const [name, pids] of Object.entries(groups)) {
    out[name] = new Map();
    for (const pid of pids) {
      const ms = await cpuMs(pid);
      if (ms !== null) out[name].set(pid, ms);
    }
  }
  return out;
}

/**
 * Samples the processes `listPids()` names (name → pids; a name may stand for several, like the
 * database's backends); `since()` gives each name's CPU milliseconds used meanwhile. A process seen at
 * both ends counts what it used between them; one seen only at the end counts everything it used when
 * it started after the first sample (a database connection opened during the run), and nothing
 * otherwise. A process that ended in between is lost (its figure is a lower bound).
 */
export async function cpuMeter(listPids) {
  const bootSecondsAtStart = await uptime();
  const start = await sample(await listPids());
  return {
    async since() {
      const end = await sample(await listPids());
      const used = {};
      for (const [name, pids] of Object.entries(end)) {
        let total = 0;
        let seen = false;
        for (const [pid, ms] of pids) {
          let before = start[name]?.get(pid);
          if (before === undefined && bootSecondsAtStart !== null) {
            const born = await startedAt(pid);
            // Clock ticks: a process started within a tick of the first sample counts as born after it.
            if (born !== null && born >= bootSecondsAtStart - 1 / TICKS_PER_SECOND) before = 0;
          }
          if (before === undefined) continue;
          total += ms - before;
          seen = true;
        }
        if (seen) used[name] = total;
      }
      return used;
    },
  };
}

/** The processes' CPU per `count` (requests, texts, page loads), rounded, leaving out figures under 0.005 ms. */
export function perUnit(used, count) {
  const out = {};
  for (const [name, ms] of Object.entries(used)) {
    const per = count > 0 ? ms / count : 0;
    if (per >= 0.005) out[name] = Math.round(per * 100) / 100;
  }
  return out;
}

/**
 * The CPU of everything that serves (every process but the benchmark's own, which holds the load
 * generator and the Twilio stand-in), per unit; null when nothing was measured.
 */
export function systemTotal(cpuMsPerRequest) {
  if (!cpuMsPerRequest) return null;
  const entries = Object.entries(cpuMsPerRequest).filter(([name]) => name !== 'bench');
  if (entries.length === 0) return null;
  return Math.round(entries.reduce((sum, [, ms]) => sum + ms, 0) * 100) / 100;
}
