// One measured load: an unrecorded warm-up, the run, and what each process spent on a request.
import { cpuMeter, perUnit } from './cpu.mjs';
import { load } from './http.mjs';

/** How many times the usual warm-up the first measured load of a run gets. */
export const FIRST_WARMUP_FACTOR = 4;

/**
 * Runs `options` (see `load`) after a warm-up of the same requests, and resolves with the figures plus
 * the CPU milliseconds each process of `ctx.listPids()` used per answered request (where /proc can say).
 */
export async function measured(ctx, options) {
  const { seconds, warmupSeconds, connections } = ctx.settings;
  const run = { connections, seconds, ...options };
  // The first load a process sees warms far more than its own code paths (the HTTP parser, the Redis
  // and Postgres clients, the session check), and two seconds of it left the first row a third dearer
  // in CPU than the same requests measured again; a longer first warm-up keeps that out of the figures.
  const warmup = options.firstOfRun ? warmupSeconds * FIRST_WARMUP_FACTOR : warmupSeconds;
  if (warmup > 0 && options.amount === undefined) await load({ ...run, seconds: warmup });
  const meter = await cpuMeter(ctx.listPids ?? (async () => ({})));
  const result = await load(run);
  const used = await meter.since();
  return { ...result, cpuMsPerRequest: perUnit(used, result.requests) };
}
