// The benchmark on the configured infrastructure, at production shape: one process per service and the
// gateway, 10,000 enrollees and 1,000,000 activities seeded, then every measurement in turn.
import { randomBytes } from 'node:crypto';
import {
  forgetSessions,
  infrastructureNotMeasured,
  infrastructurePids,
  infrastructureVersions,
  rabbitPids,
} from './infrastructure.mjs';
import { login, pool } from './http.mjs';
import { lighthouseLabel, lighthouseStep } from './lighthouse.mjs';
import {
  dashboardUnderLoad,
  FIRST_PAGE_PATH,
  gatewayAgainstDirect,
  lightAgainstHeavy,
  STATS_PATH,
} from './measure-reads.mjs';
import { replicas } from './measure-replicas.mjs';
import { dataMatchImport } from './measure-data-matches.mjs';
import { textsToActivities } from './measure-sms.mjs';
import { activityCreates, logins, propagation } from './measure-writes.mjs';
import { BENCH_TIME_ZONE, hoursThisMonth, seededUser, seededUserId, seedPlan } from './seed.mjs';
import { BENCH_ADMIN, startSystem } from './system.mjs';

const WRITERS = 8;
const MANY = 32;

/** Who plays which part, by seeded index: 0 heavy, 1 light, 2 the propagation probe, then writers, then many. */
function cast(users) {
  if (users < 3 + WRITERS + 1) throw new Error(`BENCH_USERS must be at least ${3 + WRITERS + 1}`);
  const range = (from, to) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  const writers = range(3, 3 + WRITERS);
  const many = range(3 + WRITERS, Math.min(users, 3 + WRITERS + MANY));
  // Logins rotate over everyone not holding a session the other measurements use.
  const loginNames = range(3 + WRITERS + MANY, users).map((i) => seededUser(i).username);
  return {
    writers,
    many,
    loginNames: loginNames.length > 0 ? loginNames : many.map((i) => seededUser(i).username),
  };
}

async function sessionsFor(ctx, indexes) {
  return pool(indexes, 4, (i) => login(ctx.gatewayUrl, ctx.appUrl, seededUser(i).username, ctx.password));
}

/** Proves the seed through the API: the enrollee signs in, and the stats and the list agree with the rows. */
async function checkSeed(ctx, username, cookie, expectedCount) {
  const expected = await hoursThisMonth(ctx.databaseUrl, username);
  const stats = await (await fetch(`${ctx.gatewayUrl}${STATS_PATH}`, { headers: { cookie } })).json();
  if (Math.abs(stats.currentHours - expected.hours) > 0.001) {
    throw new Error(
      `Seed check: ${username}'s stats show ${stats.currentHours} hours, the rows ${expected.hours}`,
    );
  }
  const page = await fetch(`${ctx.gatewayUrl}${FIRST_PAGE_PATH}`, { headers: { cookie } });
  const total = Number(page.headers.get('x-total-count'));
  if (!page.ok || total !== expectedCount) {
    throw new Error(
      `Seed check: ${username}'s list says ${total} activities (${page.status}), expected ${expectedCount}`,
    );
  }
}

export async function runConfigured({ root, settings, webDist, onStep }) {
  const plan = seedPlan(settings.users, settings.activities);
  const roles = cast(plan.users);
  const password = `Bench-${randomBytes(12).toString('base64url')}`;
  const infrastructure = await infrastructureVersions(settings.infra);
  const system = await startSystem({
    root,
    infra: settings.infra,
    plan,
    password,
    logLevel: settings.logLevel,
    profileDir: settings.profileDir,
    webDist,
    onStep,
  });
  try {
    const { cluster } = system;
    // RabbitMQ's Erlang VM keeps its process id for the run; looked up once.
    const rabbit = await rabbitPids();
    const ctx = {
      settings,
      cluster,
      password,
      dataDir: system.dataDir,
      databaseUrl: system.database.url,
      amqpUrl: system.broker.amqpUrl,
      gatewayUrl: system.gatewayUrl,
      appUrl: system.appUrl,
      identityUrl: system.services.identity,
      twilio: system.twilio,
      counts: { users: plan.users, heavy: plan.heavy, light: plan.light },
      loginAccounts: roles.loginNames.map((username) => ({ username, password })),
      /** Every process of the system by name (replicas too while they run), the servers, and this one. */
      async listPids() {
        const pids = Object.fromEntries(cluster.names().map((name) => [name, [cluster.pid(name)]]));
        return {
          ...pids,
          ...(await infrastructurePids(settings.infra, system.database.name, rabbit)),
          bench: [process.pid],
        };
      },
    };
    const cpuNotMeasured = infrastructureNotMeasured(
      await infrastructurePids(settings.infra, system.database.name, rabbit),
    );
    const brokerNotes = system.broker.vhost
      ? []
      : [
          `RabbitMQ: the run shares the broker's default vhost (${system.broker.why}): another system using ` +
            'the fixed queue names would share its events and delete its queues.',
        ];
    for (const [queue, count] of Object.entries(system.broker.foreignConsumers))
      brokerNotes.push(
        `RabbitMQ: queue ${queue} had ${count} consumers at the start, not 1: the event-driven rows (creates, ` +
          'propagation, texts, replicas) do not describe this system alone.',
      );

    onStep('signing in the enrollees the measurements use');
    const [heavy, light, probe] = await sessionsFor(ctx, [0, 1, 2]);
    ctx.cookies = { heavy, light, many: await sessionsFor(ctx, roles.many) };
    ctx.probe = { cookie: probe };
    ctx.writers = {
      cookies: await sessionsFor(ctx, roles.writers),
      ids: roles.writers.map(seededUserId),
    };
    await checkSeed(ctx, seededUser(0).username, heavy, plan.heavy);
    await checkSeed(ctx, seededUser(1).username, light, plan.light);

    const results = [];
    const step = async (label, work) => {
      onStep(label);
      const produced = await work();
      results.push(...(Array.isArray(produced) ? produced : [produced]));
    };
    // First, on the quiet system: pages, not load.
    onStep(lighthouseLabel(settings));
    const lighthouse = await lighthouseStep({
      root,
      settings,
      baseUrl: ctx.gatewayUrl,
      cookie: ctx.cookies.many[0],
      listPids: ctx.listPids,
      separateProcesses: true,
      timeZone: BENCH_TIME_ZONE,
      statsPath: STATS_PATH,
    });
    await step('gateway against direct', () => gatewayAgainstDirect(ctx));
    await step('dashboard under load', () => dashboardUnderLoad(ctx));
    await step('10 against 10,000 activities', () => lightAgainstHeavy(ctx));
    await step('activity creates', () => activityCreates(ctx));
    await step('activity to stats propagation', () => propagation(ctx));
    await step(`${settings.texts} texts to activities`, () => textsToActivities(ctx));
    await step('logins', () => logins(ctx));
    await step('two replicas of activity and reporting', () => replicas(ctx));
    ctx.adminCookie = await login(ctx.gatewayUrl, ctx.appUrl, BENCH_ADMIN, password);
    await step(`${settings.dataMatchRows} data-match rows imported`, () => dataMatchImport(ctx));

    onStep('stopping');
    const { exitCodes, problems } = await system.stop();
    return {
      mode: 'Configured infrastructure: each service and the gateway as its own process',
      infrastructure: {
        ...infrastructure,
        rabbitmqVhost: system.broker.vhost ?? `/ (shared: ${system.broker.why})`,
      },
      seed: {
        ...plan,
        description: `${plan.users} enrollees, ${plan.activities} activities (heavy ${plan.heavy}, light ${plan.light}, about ${Math.round(plan.perUser)} for the others)`,
        milliseconds: system.seedTimings,
      },
      results,
      lighthouse,
      cpuNotMeasured,
      notes: brokerNotes,
      exitCodes,
      problems,
    };
  } catch (error) {
    console.error(await system.cluster.logTails());
    throw error;
  } finally {
    await system.stop().catch((error) => console.warn(`cleanup failed: ${error}`));
    const everyone = Array.from({ length: plan.users }, (_, i) => seededUserId(i));
    await forgetSessions(settings.infra.redisUrl, everyone).catch((error) =>
      console.warn(`sessions left: ${error}`),
    );
  }
}
