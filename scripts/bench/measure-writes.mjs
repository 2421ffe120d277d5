// The write paths: logging activities under load, how soon the dashboard shows a new one, and logins.
import { cpuMeter, perUnit } from './cpu.mjs';
import { goal, withGoals } from './goals.mjs';
import { activityForm, percentiles, rotateCookies } from './http.mjs';
import { measured } from './measure.mjs';
import { STATS_PATH } from './measure-reads.mjs';
import { BENCH_TIME_ZONE } from './seed.mjs';

/** How often the propagation probe reads the stats: the resolution of its figures. */
const POLL_MS = 5;

/** Today in the benchmark's zone, `YYYY-MM-DD`. */
export function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BENCH_TIME_ZONE }).format(new Date());
}

/** The request that logs one activity for whoever's cookie it carries, as the web app's form sends it. */
export function createActivityRequest(ctx, description) {
  const form = activityForm({ type: 'employment', hours: 1.5, date: today(), description });
  return {
    method: 'POST',
    headers: { origin: ctx.appUrl, 'content-type': form.contentType },
    body: form.body,
  };
}

/** `POST /api/activities` through the gateway for many enrollees at once. */
export async function activityCreates(ctx) {
  const run = await measured(ctx, {
    url: `${ctx.gatewayUrl}/api/activities`,
    ...createActivityRequest(ctx, 'Benchmark: stocked shelves'),
    vary: rotateCookies(ctx.cookies.many),
  });
  return { id: 'activity-create', title: 'POST /api/activities, many enrollees', ...run };
}

/**
 * Time from the answer to `POST /api/activities` until `GET /api/dashboard/stats` shows the new hours:
 * the outbox relay, RabbitMQ and the reporting consumer together, one activity at a time. Its CPU
 * figures are per activity: the create, its event's way to reporting, and the stats reads that
 * watched for it.
 */
export async function propagation(ctx) {
  const { cookie } = ctx.probe;
  const samples = [];
  const request = createActivityRequest(ctx, 'Benchmark: propagation probe');
  const hoursNow = async () => {
    const response = await fetch(`${ctx.gatewayUrl}${STATS_PATH}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`stats answered ${response.status}`);
    return (await response.json()).currentHours;
  };
  let lost = 0;
  const meter = await cpuMeter(ctx.listPids ?? (async () => ({})));
  for (let i = 0; i < ctx.settings.propagationSamples; i++) {
    const before = await hoursNow();
    const answer = await fetch(`${ctx.gatewayUrl}/api/activities`, {
      method: 'POST',
      headers: { ...request.headers, cookie },
      body: request.body,
    });
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${await answer.text()}`);
    const answeredAt = performance.now();
    let shown = false;
    while (performance.now() - answeredAt < 10_000) {
      if ((await hoursNow()) > before) {
        shown = true;
        break;
      }
      // A short pause between reads, so the polling does not take the cores from what it waits for.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (shown) samples.push(performance.now() - answeredAt);
    else lost++;
  }
  const cpuMsPerRequest = perUnit(await meter.since(), ctx.settings.propagationSamples);
  const { p50Ms, p95Ms, p99Ms } = percentiles(samples);
  return withGoals(
    {
      id: 'propagation',
      title: 'Activity logged until the stats show it',
      p50Ms,
      p95Ms,
      p99Ms,
      failures: lost,
      cpuMsPerRequest,
      result: `${samples.length} activities, one at a time${lost ? `; ${lost} not shown within 10 s` : ''}`,
    },
    [goal('p99 < 250 ms, none lost', lost === 0 && p99Ms < 250)],
  );
}

/** `POST /api/login` through the gateway, each request another enrollee, every one an argon2id check. */
export async function logins(ctx) {
  const accounts = ctx.loginAccounts;
  let turn = 0;
  const run = await measured(ctx, {
    url: `${ctx.gatewayUrl}/api/login`,
    method: 'POST',
    headers: { origin: ctx.appUrl, 'content-type': 'application/json' },
    vary: (request) => ({
      ...request,
      body: JSON.stringify(accounts[turn++ % accounts.length]),
    }),
    // Each check holds 19 MiB and a libuv thread; more connections than threads only queue.
    connections: Math.min(ctx.settings.connections, 8),
  });
  return { id: 'login', title: 'POST /api/login (argon2id), many enrollees', ...run };
}
