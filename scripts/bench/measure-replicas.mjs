// Two replicas each of activity and reporting on one database and broker, under a load of activity
// creates sent to both activity processes: then proof from the tables that nothing was applied twice.
import { randomBytes } from 'node:crypto';
import { cpuMeter, perUnit } from './cpu.mjs';
import { goal, withGoals } from './goals.mjs';
import { benchClient, queueConsumers } from './infrastructure.mjs';
import { freePort } from './processes.mjs';
import { load, rotateCookies } from './http.mjs';
import { createActivityRequest } from './measure-writes.mjs';

// One statement per check, over the activities the writers created during the run.
const CHECKS = `
  with created as (
    select id from activity.activities where user_id = any($1::uuid[]) and description = $2
  ),
  events as (
    select o.id, o.published_at
    from activity.outbox o
    where o.type = 'activity.logged' and (o.payload #>> '{data,activityId}')::uuid in (select id from created)
  ),
  deliveries as (
    select i.event_id from reporting.inbox i where i.consumer = 'reporting' and i.event_id in (select id from events)
  ),
  expected as (
    select user_id, extract(year from date)::int as year, extract(month from date)::int as month, type,
           sum(hours) as hours, count(*)::int as count
    from activity.activities where user_id = any($1::uuid[]) group by 1, 2, 3, 4
  ),
  totals as (select * from reporting.month_totals where user_id = any($1::uuid[]))
  select
    (select count(*)::int from created) as created,
    (select count(*)::int from events) as events,
    (select count(*)::int from events where published_at is not null) as published,
    (select count(*)::int from deliveries) as deliveries,
    (select count(distinct event_id)::int from deliveries) as distinct_deliveries,
    (select count(*)::int from reporting.activities where id in (select id from created)) as copied,
    (select count(*)::int from expected e full join totals t using (user_id, year, month, type)
      where e.hours is distinct from t.hours or e.count is distinct from t.count) as mismatched_totals`;

async function check(client, userIds, description) {
  const { rows } = await client.query(CHECKS, [userIds, description]);
  return rows[0];
}

/**
 * Starts a second activity and a second reporting process, sends creates for the writers to both
 * activity processes (through the gateway to the first, straight to the second) for the run's length,
 * waits until reporting has caught up, and checks: every created activity has exactly one published
 * `activity.logged` event, every event is in reporting's inbox once, and reporting's month totals equal
 * the sums over activity's rows for those enrollees.
 */
export async function replicas(ctx) {
  const { cluster } = ctx;
  const secondActivity = await cluster.start('activity-2', 'activity', await freePort());
  await cluster.start('reporting-2', 'reporting', await freePort());
  const consumers = await queueConsumers(ctx.amqpUrl);

  const client = benchClient(ctx.databaseUrl);
  await client.connect();
  try {
    // The run's activities are told apart by their description.
    const description = `Benchmark: two replicas ${randomBytes(4).toString('hex')}`;
    const request = createActivityRequest(ctx, description);
    const vary = rotateCookies(ctx.writers.cookies);
    const half = Math.max(1, Math.floor(ctx.settings.connections / 2));
    // Every process, the replicas included, from the first create until reporting caught up.
    const meter = await cpuMeter(ctx.listPids);
    const runs = await Promise.all(
      [`${ctx.gatewayUrl}/api/activities`, `${secondActivity}/api/activities`].map((url) =>
        load({ url, ...request, vary, connections: half, seconds: ctx.settings.seconds }),
      ),
    );
    const answered = runs.reduce((sum, run) => sum + run.ok, 0);

    // Caught up when the totals match and every event is delivered, or after a minute of trying.
    let state = await check(client, ctx.writers.ids, description);
    const deadline = Date.now() + 60_000;
    while (
      (state.mismatched_totals > 0 || state.deliveries < state.created || state.published < state.created) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await check(client, ctx.writers.ids, description);
    }
    const cpuMsPerRequest = perUnit(await meter.since(), state.created);
    // A create still in flight when the load stopped is stored but was not counted as answered.
    const appliedOnce =
      answered <= state.created &&
      state.events === state.created &&
      state.published === state.created &&
      state.deliveries === state.created &&
      state.distinct_deliveries === state.deliveries &&
      state.copied === state.created &&
      state.mismatched_totals === 0;
    const failures = runs.reduce((sum, run) => sum + run.failures, 0);
    return withGoals(
      {
        id: 'replicas',
        title: 'Two activity and two reporting processes',
        requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
        failures,
        cpuMsPerRequest,
        result:
          `${state.created} activities (${answered} answered in time), ${state.events} activity.logged events, ${state.published} published, ` +
          `${state.deliveries} in reporting's inbox (${state.distinct_deliveries} distinct), ` +
          `${state.mismatched_totals} month totals off; consumers: activity ${consumers.activity}, reporting ${consumers.reporting}`,
        checks: { answered, ...state, consumers },
      },
      [
        goal(
          'each applied once',
          appliedOnce && failures === 0 && consumers.activity === 2 && consumers.reporting === 2,
        ),
      ],
    );
  } finally {
    await client.end();
    await cluster.stop('activity-2');
    await cluster.stop('reporting-2');
  }
}
