// CPU time processes have used, from /proc (Linux): divided by the requests of a run, it tells what each
// request cost each process, which throughput alone cannot say on a machine shared with other work.
import { readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds used so far by `pid`, or null where /proc cannot say. */
export async function cpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
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
 * database's backends); `since()` gives each name's CPU milliseconds used meanwhile, counting the
 * processes seen at both ends.
 */
export async function cpuMeter(listPids) {
  const start = await sample(await listPids());
  return {
    async since() {
      const end = await sample(await listPids());
      const used = {};
      for (const [name, pids] of Object.entries(end)) {
        let total = 0;
        let seen = false;
        for (const [pid, ms] of pids) {
          const before = start[name]?.get(pid);
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
