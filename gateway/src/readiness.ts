import type { Cache } from '@tracker/kit/data/cache';
import type { ServiceTargets } from './config.js';
import { serviceNames } from './routes.js';

const upstreamTimeoutMs = 1_500;

/** How long one outcome of a readiness check answers every `/readyz` that asks. */
export const READINESS_REUSE_MS = 2_000;

type Check = () => Promise<void>;

async function upstreamReady(baseUrl: string): Promise<void> {
  const response = await fetch(new URL('/readyz', baseUrl), {
    signal: AbortSignal.timeout(upstreamTimeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`readyz answered ${response.status}`);
}

/**
 * The check run at most once per `reuseMs`: callers arriving while it runs share that run, and those
 * arriving within `reuseMs` of its end get its outcome. Probes and load balancers call `/readyz` often,
 * and each call must not become a call to every service behind the gateway.
 */
export function sharedCheck(check: Check, reuseMs: number, now = () => Date.now()): Check {
  let latest: { outcome: Promise<void>; settledAt?: number } | undefined;
  return () => {
    if (latest && (latest.settledAt === undefined || now() - latest.settledAt < reuseMs)) {
      return latest.outcome;
    }
    const run: { outcome: Promise<void>; settledAt?: number } = { outcome: Promise.resolve().then(check) };
    const settle = () => {
      run.settledAt = now();
    };
    run.outcome.then(settle, settle);
    latest = run;
    return run.outcome;
  };
}

/** The gateway is ready when the cache answers and every configured service says it is ready. */
export function readinessChecks(
  cache: Cache,
  targets: ServiceTargets,
  reuseMs = READINESS_REUSE_MS,
): Record<string, Check> {
  const checks: Record<string, Check> = {
    cache: sharedCheck(() => cache.ping(), reuseMs),
  };
  for (const service of serviceNames) {
    const target = targets[service];
    if (target !== undefined) checks[service] = sharedCheck(() => upstreamReady(target), reuseMs);
  }
  return checks;
}
