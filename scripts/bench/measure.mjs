// One measured load: an unrecorded warm-up, the run, and what each process spent on a request.
import { cpuMeter, perUnit } from './cpu.mjs';
import { load } from './http.mjs';

/**
 * Runs `options` (see `load`) after a warm-up of the same requests, and resolves with the figures plus
 * the CPU milliseconds each process of `ctx.listPids()` used per answered request (where /proc can say).
 */
export async function measured(ctx, options) {
  const { seconds, warmupSeconds, connections } = ctx.settings;
  const run = { connections, seconds, ...options };
  if (warmupSeconds > 0 && options.amount === undefined) await load({ ...run, seconds: warmupSeconds });
  const meter = await cpuMeter(ctx.listPids ?? (async () => ({})));
  const result = await load(run);
  const used = await meter.since();
  return { ...result, cpuMsPerRequest: perUnit(used, result.requests) };
}
