// What a run measures and against what, from the environment.

function positive(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const PAGES = ['/', '/login', '/dashboard'];

function pagesFrom(raw) {
  if (raw === undefined || raw.trim() === '') return PAGES;
  const pages = raw.split(',').map((page) => page.trim());
  const unknown = pages.filter((page) => !PAGES.includes(page));
  if (unknown.length > 0 || pages.length === 0)
    throw new Error(`BENCH_LIGHTHOUSE_PAGES takes ${PAGES.join(', ')}, not "${raw}"`);
  return PAGES.filter((page) => pages.includes(page));
}

/**
 * The infrastructure: DATABASE_URL, AMQP_URL and REDIS_URL (else the TEST_ ones the test suite reads);
 * the database named in the URL is only where the benchmark connects to create its own. Null when none
 * of them is set, which means the embedded launcher; half a set is an error rather than a guess.
 */
export function infrastructureFrom(env) {
  const pick = (name) => env[name]?.trim() || env[`TEST_${name}`]?.trim() || undefined;
  const infra = { databaseUrl: pick('DATABASE_URL'), amqpUrl: pick('AMQP_URL'), redisUrl: pick('REDIS_URL') };
  const given = Object.values(infra).filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) {
    throw new Error('Set all of DATABASE_URL, AMQP_URL and REDIS_URL (or none, to run embedded)');
  }
  return infra;
}

/** The run's settings; BENCH_* scale it down for a quick run. */
export function settingsFrom(env) {
  const connections = Math.round(positive(env, 'BENCH_CONNECTIONS', 20));
  const seconds = positive(env, 'BENCH_SECONDS', 8);
  return {
    seconds,
    connections,
    users: Math.round(positive(env, 'BENCH_USERS', 10_000)),
    activities: Math.round(positive(env, 'BENCH_ACTIVITIES', 1_000_000)),
    /** Texts sent to the webhook: a run's length at 250 a second, above the goal of 200. */
    texts: Math.round(positive(env, 'BENCH_TEXTS', Math.min(2_000, Math.max(200, 250 * seconds)))),
    /** Rows of the state's data-match file imported in the background (one per person-month-source). */
    dataMatchRows: Math.round(positive(env, 'BENCH_DATA_MATCH_ROWS', 100_000)),
    /** Samples of the activity-to-stats delay. */
    propagationSamples: Math.round(positive(env, 'BENCH_PROPAGATION_SAMPLES', 100)),
    /** Each measured run is preceded by this much unrecorded load, so no figure includes JIT warm-up. */
    warmupSeconds: Math.min(2, seconds / 2),
    logLevel: env.BENCH_LOG_LEVEL?.trim() || 'info',
    /** BENCH_LIGHTHOUSE=0 leaves Lighthouse and the first-render check out (they need Chromium). */
    lighthouse: env.BENCH_LIGHTHOUSE?.trim() !== '0',
    /** BENCH_LIGHTHOUSE_PAGES=/dashboard (a comma list) runs Lighthouse on those of the three only. */
    lighthousePages: pagesFrom(env.BENCH_LIGHTHOUSE_PAGES),
    /** Loads of the signed-in dashboard the first-render check makes; every one must pass. */
    firstRenderLoads: Math.round(positive(env, 'BENCH_FIRST_RENDER_LOADS', 3)),
    /** BENCH_PROFILE=<folder>: V8 CPU profiles of every process, written there when the run ends. */
    profileDir: env.BENCH_PROFILE?.trim() || undefined,
    infra: infrastructureFrom(env),
  };
}
