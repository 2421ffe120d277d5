import type { Cache } from '@tracker/kit/cache';
import type { ServiceTargets } from './config.js';
import { serviceNames } from './routes.js';

const upstreamTimeoutMs = 1_500;

async function upstreamReady(baseUrl: string): Promise<void> {
  const response = await fetch(new URL('/readyz', baseUrl), {
    signal: AbortSignal.timeout(upstreamTimeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`readyz answered ${response.status}`);
}

/** The gateway is ready when the cache answers and every configured service says it is ready. */
export function readinessChecks(cache: Cache, targets: ServiceTargets): Record<string, () => Promise<void>> {
  const checks: Record<string, () => Promise<void>> = {
    cache: async () => {
      await cache.ping();
    },
  };
  for (const service of serviceNames) {
    const target = targets[service];
    if (target !== undefined) checks[service] = () => upstreamReady(target);
  }
  return checks;
}
