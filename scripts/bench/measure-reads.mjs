// The read paths: the gateway against a direct call, the dashboard under load, and the #4 comparison of
// an enrollee with 10 activities against one with 10,000.
import { systemTotal } from './cpu.mjs';
import { goal, unknown, withGoals } from './goals.mjs';
import { measured } from './measure.mjs';
import { rotateCookies } from './http.mjs';
import { BENCH_TIME_ZONE } from './seed.mjs';

/** The goals of the read rows. */
export const READ_GOALS = {
  gatewayCpuMs: 0.3,
  gatewayAddedP50Ms: 3,
  statsCpuMs: 1.0,
  statsPerSecond: 1500,
  statsP99Ms: 150,
};

/** Why a CPU goal cannot be judged in embedded mode. */
export const ONE_PROCESS =
  'embedded mode: the system and the load generator share one process (set DATABASE_URL, AMQP_URL and REDIS_URL)';

export const STATS_PATH = `/api/dashboard/stats?timezone=${encodeURIComponent(BENCH_TIME_ZONE)}`;
export const FIRST_PAGE_PATH = '/api/activities?limit=50';

/**
 * `GET /api/user` (a session check and a primary-key read of the account) for many enrollees, through
 * the gateway and straight at identity: the share of throughput the gateway keeps and what it adds.
 */
export async function gatewayAgainstDirect(ctx) {
  const vary = rotateCookies(ctx.cookies.many);
  // Direct first, with the run's long first warm-up: it warms identity for both rows.
  const direct = await measured(ctx, { url: `${ctx.identityUrl}/api/user`, vary, firstOfRun: true });
  const viaGateway = await measured(ctx, { url: `${ctx.gatewayUrl}/api/user`, vary, firstOfRun: true });
  const ratio = Math.round((viaGateway.requestsPerSecond / direct.requestsPerSecond) * 100) / 100;
  const added = {
    p50Ms: Math.round((viaGateway.p50Ms - direct.p50Ms) * 10) / 10,
    p99Ms: Math.round((viaGateway.p99Ms - direct.p99Ms) * 10) / 10,
  };
  // Only with a process of its own, and where /proc told anything of the system's (under 0.005 ms: none).
  const cpuSeen = !ctx.embedded && systemTotal(viaGateway.cpuMsPerRequest) !== null;
  const gatewayCpu = cpuSeen ? (viaGateway.cpuMsPerRequest.gateway ?? 0) : undefined;
  const cpuAdded = cpuSeen
    ? Math.round(
        (systemTotal(viaGateway.cpuMsPerRequest) - (systemTotal(direct.cpuMsPerRequest) ?? 0)) * 100,
      ) / 100
    : undefined;
  const cpuGoal = `gw CPU <= ${READ_GOALS.gatewayCpuMs.toFixed(2)} ms`;
  return [
    { id: 'user-gateway', title: 'GET /api/user through the gateway', ...viaGateway },
    { id: 'user-direct', title: 'GET /api/user directly at identity', ...direct },
    withGoals(
      {
        id: 'gateway-ratio',
        title: 'Gateway against direct',
        // The gateway's own share of a proxied request, which is what its CPU goal is about.
        cpuMsPerRequest: gatewayCpu === undefined ? viaGateway.cpuMsPerRequest : { gateway: gatewayCpu },
        result:
          `throughput ratio ${ratio}; adds ${added.p50Ms} ms at p50, ${added.p99Ms} ms at p99` +
          (cpuAdded === undefined ? '' : `, ${cpuAdded} ms of CPU in all processes`),
        ratio,
        addedLatency: added,
        addedCpuMs: cpuAdded ?? null,
      },
      [
        gatewayCpu === undefined
          ? unknown(cpuGoal, ctx.embedded ? ONE_PROCESS : 'no process CPU measured')
          : goal(cpuGoal, gatewayCpu <= READ_GOALS.gatewayCpuMs),
        goal(
          `adds <= ${READ_GOALS.gatewayAddedP50Ms} ms at p50`,
          added.p50Ms <= READ_GOALS.gatewayAddedP50Ms,
        ),
      ],
    ),
  ];
}

/** The dashboard's figures for many signed-in enrollees at once, through the gateway. */
export async function dashboardUnderLoad(ctx) {
  const run = await measured(ctx, {
    url: `${ctx.gatewayUrl}${STATS_PATH}`,
    vary: rotateCookies(ctx.cookies.many),
  });
  const total = ctx.embedded ? null : systemTotal(run.cpuMsPerRequest);
  const cpuGoal = `CPU total <= ${READ_GOALS.statsCpuMs.toFixed(1)} ms`;
  return withGoals({ id: 'dashboard', title: 'GET /api/dashboard/stats, many enrollees', ...run }, [
    total === null
      ? unknown(cpuGoal, ctx.embedded ? ONE_PROCESS : 'no process CPU measured')
      : goal(cpuGoal, total <= READ_GOALS.statsCpuMs),
    goal(
      `>= ${READ_GOALS.statsPerSecond}/s, none failed`,
      run.requestsPerSecond >= READ_GOALS.statsPerSecond && run.failures === 0,
    ),
    goal(`p99 < ${READ_GOALS.statsP99Ms} ms`, run.p99Ms < READ_GOALS.statsP99Ms),
  ]);
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
      withGoals(
        {
          id: `${label}-heavy`,
          title: `${label}, ${ctx.counts.heavy} activities`,
          ...heavy,
          result: `p99 ${ratio}x the light enrollee's`,
          ratio,
        },
        [goal('p99 <= 1.5x light', ratio <= 1.5)],
      ),
    );
  }
  return rows;
}
