import { Router } from 'express';

/** A readiness check: resolves when the dependency answers. */
export type HealthCheck = () => Promise<void>;

export const READINESS_TIMEOUT_MS = 2_000;

async function passes(check: HealthCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .then(() => true),
      timeout,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 while the process runs. `GET /readyz`: 200 when every check passes within
 * 2 seconds, else 503 naming the failing checks (their errors stay out of the answer).
 */
export function healthRoutes(checks: Record<string, HealthCheck>, timeoutMs = READINESS_TIMEOUT_MS): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => passes(checks[name]!, timeoutMs)));
    const failing = names.filter((_name, index) => !results[index]);
    res.setHeader('Cache-Control', 'no-store');
    if (failing.length === 0) {
      res.json({ status: 'ready' });
      return;
    }
    res.status(503).json({ status: 'unavailable', message: `Not ready: ${failing.join(', ')}`, failing });
  });

  return router;
}
