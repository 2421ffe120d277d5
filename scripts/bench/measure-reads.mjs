// The read paths: the gateway against a direct call, the dashboard under load, and the #4 comparison of
// an enrollee with 10 activities against one with 10,000.
import { measured } from './measure.mjs';
import { rotateCookies } from './http.mjs';
import { BENCH_TIME_ZONE } from './seed.mjs';

export const STATS_PATH = `/api/dashboard/stats?timezone=${encodeURIComponent(BENCH_TIME_ZONE)}`;
export const FIRST_PAGE_PATH = '/api/activities?limit=50';

/**
 * `GET /api/user` (a session check and a primary-key read of the account) for many enrollees, through
 * the gateway and straight at identity: the share of throughput the gateway keeps and what it adds.
 */
export async function gatewayAgainstDirect(ctx) {
  const vary = rotateCookies(ctx.cookies.many);
  const viaGateway = await measured(ctx, { url: `${ctx.gatewayUrl}/api/user`, vary });
  const direct = await measured(ctx, { url: `${ctx.identityUrl}/api/user`, vary });
  const ratio = Math.round((viaGateway.requestsPerSecond / direct.requestsPerSecond) * 100) / 100;
  const added = {
    p50Ms: Math.round((viaGateway.p50Ms - direct.p50Ms) * 10) / 10,
    p99Ms: Math.round((viaGateway.p99Ms - direct.p99Ms) * 10) / 10,
  };
  return [
    { id: 'user-gateway', title: 'GET /api/user through the gateway', ...viaGateway },
    { id: 'user-direct', title: 'GET /api/user directly at identity', ...direct },
    {
      id: 'gateway-ratio',
      title: 'Gateway against direct',
      result: `throughput ratio ${ratio}; adds ${added.p50Ms} ms at p50, ${added.p99Ms} ms at p99`,
      goal: 'ratio >= 0.85',
      met: ratio >= 0.85,
      ratio,
      addedLatency: added,
    },
  ];
}

/** The dashboard's figures for many signed-in enrollees at once, through the gateway. */
export async function dashboardUnderLoad(ctx) {
  const run = await measured(ctx, {
    url: `${ctx.gatewayUrl}${STATS_PATH}`,
    vary: rotateCookies(ctx.cookies.many),
  });
  return {
    id: 'dashboard',
    title: 'GET /api/dashboard/stats, many enrollees',
    ...run,
    goal: '>= 1500 req/s, p99 < 150 ms',
    met: run.requestsPerSecond >= 1500 && run.p99Ms < 150 && run.failures === 0,
  };
}

/**
 * The #4 comparison: the stats and the first page of the activity list (`?limit=50`, which says the
 * full count in X-Total-Count) for the light and the heavy enrollee. The heavy one's p99 should stay
 * within 1.5 times the light one's.
 */
export async function lightAgainstHeavy(ctx) {
  const rows = [];
  for (const [path, label] of [
    [STATS_PATH, 'GET /api/dashboard/stats'],
    [FIRST_PAGE_PATH, 'GET /api/activities?limit=50'],
  ]) {
    const light = await measured(ctx, {
      url: `${ctx.gatewayUrl}${path}`,
      headers: { cookie: ctx.cookies.light },
    });
    const heavy = await measured(ctx, {
      url: `${ctx.gatewayUrl}${path}`,
      headers: { cookie: ctx.cookies.heavy },
    });
    const ratio = Math.round((heavy.p99Ms / light.p99Ms) * 100) / 100;
    rows.push(
      { id: `${label}-light`, title: `${label}, ${ctx.counts.light} activities`, ...light },
      {
        id: `${label}-heavy`,
        title: `${label}, ${ctx.counts.heavy} activities`,
        ...heavy,
        result: `p99 ${ratio}x the light enrollee's`,
        goal: 'p99 within 1.5x',
        met: ratio <= 1.5,
        ratio,
      },
    );
  }
  return rows;
}
