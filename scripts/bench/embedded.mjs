// The fallback when no infrastructure is configured: the embedded launcher (every service and the
// gateway in this process, PGlite, the in-process bus, memory for Redis). Only the measurements that
// need no SQL access or second process run, with the launcher's demo and admin accounts.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login, pool } from './http.mjs';
import { lighthouseLabel, lighthouseStep } from './lighthouse.mjs';
import { freePort } from './processes.mjs';
import { dashboardUnderLoad, gatewayAgainstDirect, lightAgainstHeavy, STATS_PATH } from './measure-reads.mjs';
import { activityCreates, createActivityRequest, logins, propagation } from './measure-writes.mjs';
import { dataMatchImport } from './measure-data-matches.mjs';
import { BENCH_TIME_ZONE } from './seed.mjs';

/** Logs `count` activities for the session's enrollee through the gateway, 16 at a time. */
async function logActivities(ctx, cookie, count) {
  const request = createActivityRequest(ctx, 'Benchmark: heavy enrollee');
  await pool(Array.from({ length: count }), 16, async () => {
    const answer = await fetch(`${ctx.gatewayUrl}/api/activities`, {
      method: 'POST',
      headers: { ...request.headers, cookie },
      body: request.body,
    });
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${await answer.text()}`);
  });
}

async function totalOf(ctx, cookie) {
  const response = await fetch(`${ctx.gatewayUrl}/api/activities?limit=1`, { headers: { cookie } });
  return Number(response.headers.get('x-total-count'));
}

/** Waits until reporting has heard of every activity of the enrollee (its month counts add up). */
async function waitForReporting(ctx, cookie, expected) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const months = await (
      await fetch(`${ctx.gatewayUrl}/api/reports/available-months`, { headers: { cookie } })
    ).json();
    if (months.reduce((sum, month) => sum + month.count, 0) >= expected) return;
    if (Date.now() > deadline) throw new Error('reporting never counted every activity');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function runEmbedded({ root, settings, webDist, onStep }) {
  const { launchSystem } = await import(path.join(root, 'services/embedded/dist/launch.js'));
  const { createLogger } = await import(path.join(root, 'services/kit/dist/runtime/logger.js'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-bench-'));
  // Every piece logs through this one logger; its lines go to a file, not between the figures.
  const logFile = path.join(dataDir, 'system.log');
  const logStream = createWriteStream(logFile);
  const logger = createLogger('tracker', { level: settings.logLevel, destination: logStream });
  const port = await freePort();
  onStep('starting the embedded system');
  const system = await launchSystem(
    {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: settings.logLevel,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      // Each login in flight holds one of the address's points until identity answers.
      LOGIN_FAILURE_LIMIT: '1000000',
      // The web app built for this run (a fresh checkout has none in web/dist).
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    logger,
  );
  const results = [];
  let seedDescription;
  let logged;
  let lighthouse;
  try {
    const gatewayUrl = system.url;
    const { demo, admin } = system.credentials;
    const ctx = {
      settings,
      gatewayUrl,
      appUrl: system.url,
      identityUrl: system.targets.identity,
      embedded: true,
      loginAccounts: [demo, admin].map(({ username, password }) => ({ username, password })),
      // Everything runs in this one process, autocannon included.
      listPids: async () => ({ 'this process': [process.pid] }),
    };
    const [light, heavy] = await Promise.all(
      [demo, admin].map((a) => login(gatewayUrl, system.url, a.username, a.password)),
    );
    // First, on the quiet system: pages, not load; the demo enrollee's dashboard.
    onStep(lighthouseLabel(settings));
    lighthouse = await lighthouseStep({
      root,
      settings,
      baseUrl: gatewayUrl,
      cookie: light,
      listPids: ctx.listPids,
      separateProcesses: false,
      timeZone: BENCH_TIME_ZONE,
      statsPath: STATS_PATH,
    });
    const heavyCount = Math.min(10_000, settings.activities);
    onStep(`logging ${heavyCount} activities for the heavy enrollee through the API`);
    await logActivities(ctx, heavy, heavyCount);
    await waitForReporting(ctx, heavy, heavyCount);
    ctx.cookies = { light, heavy, many: [light, heavy] };
    ctx.counts = { light: await totalOf(ctx, light), heavy: await totalOf(ctx, heavy) };
    ctx.probe = { cookie: light };
    // The launcher's administrator imports the state's file; no account has its Medicaid ids here.
    ctx.adminCookie = heavy;

    seedDescription = `the demo enrollee (${ctx.counts.light} activities) and the admin (${ctx.counts.heavy}, logged through the API)`;
    for (const [label, work] of [
      ['gateway against direct', gatewayAgainstDirect],
      ['dashboard under load', dashboardUnderLoad],
      ['10 against 10,000 activities', lightAgainstHeavy],
      ['activity creates', activityCreates],
      ['activity to stats propagation', propagation],
      ['logins', logins],
      ['data-match rows imported', dataMatchImport],
    ]) {
      onStep(label);
      const produced = await work(ctx);
      results.push(...(Array.isArray(produced) ? produced : [produced]));
    }
    const unmeasured = 'not measured: embedded mode (set DATABASE_URL, AMQP_URL and REDIS_URL)';
    results.push(
      { id: 'sms', title: 'POST /api/sms/inbound until stored and confirmed', result: unmeasured },
      { id: 'replicas', title: 'Two activity and two reporting processes', result: unmeasured },
    );
  } finally {
    await system.stop();
    await new Promise((resolve) => logStream.end(resolve));
    logged = await readFile(logFile, 'utf8').catch(() => '');
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    mode: `Embedded launcher (no DATABASE_URL, AMQP_URL, REDIS_URL): everything in one process; ${Object.values(system.mode).join(' | ')}`,
    infrastructure: null,
    seed: { description: seedDescription },
    results,
    lighthouse,
    cpuNotMeasured: [],
    problems: { embedded: logged.split('\n').filter((line) => /"level":"(warn|error|fatal)"/.test(line)) },
  };
}
