// Seeds the benchmark's enrollees and activities straight into each service's schema with bulk SQL.
//
// Why it bypasses the events: the system learns of a user or an activity only through the API and the
// bus, at a few hundred per second; a million activities that way would take most of an hour before the
// first figure. Here every schema gets in one pass the rows its event handlers would have written from
// the same facts: identity's accounts (one argon2id hash, computed once by the identity service's own
// hasher), activity's rows, and every read model that mirrors them (the users of activity, exemption,
// reporting and notification; the activities of reporting and notification; reporting's month totals
// summed by SQL from activity's rows). `checkSeed` then proves through the API that they agree.
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** The zone the benchmark's dates and months are counted in (the services' default). */
export const BENCH_TIME_ZONE = 'America/New_York';

const TYPES = ['job_search', 'employment', 'training', 'volunteer'];

/**
 * The people: index 0 is the heavy enrollee, 1 the light one, the rest share the remaining activities.
 * Usernames, e-mails and cell numbers follow the index, so the benchmark can address anyone.
 */
export function seededUser(index) {
  const username = index === 0 ? 'bench_heavy' : index === 1 ? 'bench_light' : `bench_user_${index}`;
  const exchange = 200 + Math.floor(index / 10_000);
  const line = String(index % 10_000).padStart(4, '0');
  return { username, cellNumber: `916-${exchange}-${line}`, phone: `+1916${exchange}${line}` };
}

/** The Medicaid id of the seeded user at `index`, as the state's data-match file names them. */
export function seededMedicaidId(index) {
  return `BENCH${String(index).padStart(8, '0')}`;
}

/** The uuid the seed gives the user at `index`: the same digits of the same md5 as in USERS_SQL. */
export function seededUserId(index) {
  const h = createHash('md5').update(`tracker-bench-user-${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** How the activities are spread: `heavy` for index 0, `light` for index 1, about `perUser` for the rest. */
export function seedPlan(users, activities) {
  if (users < 3) throw new Error('BENCH_USERS must be at least 3 (a heavy, a light and one more enrollee)');
  const light = 10;
  const heavy = Math.min(10_000, Math.floor(activities / 2));
  const regular = Math.max(0, activities - heavy - light);
  return {
    users,
    activities: heavy + light + regular,
    heavy,
    light,
    regular,
    perUser: regular / (users - 2),
  };
}

// The same SQL names every user by index; md5 gives each index one stable uuid across the schemas,
// shaped as a version 4 uuid (the events' schemas check the version and variant digits).
const USERS_SQL = `
  create temporary table bench_users as
  select i,
         (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3)
           || '-' || substr(h, 21, 12))::uuid as id,
         case i when 0 then 'bench_heavy' when 1 then 'bench_light' else 'bench_user_' || i end as username,
         'Bench' as first_name,
         'Enrollee ' || i as last_name,
         '916-' || (200 + i / 10000) || '-' || lpad((i % 10000)::text, 4, '0') as cell_number,
         '+1916' || (200 + i / 10000) || lpad((i % 10000)::text, 4, '0') as phone,
         date '1990-01-01' + (i % 3650) as birthdate
  from generate_series(0, $1::int - 1) as i, md5('tracker-bench-user-' || i) as h`;

// Heavy and light first, then the regular enrollees round-robin; `offset_days` walks back from today
// (in the benchmark's zone) so every enrollee has activities this month and in earlier ones.
const ACTIVITIES_SQL = `
  with today as (select (now() at time zone '${BENCH_TIME_ZONE}')::date as d),
  plan as (
    select k, 0 as i, k % 365 as offset_days from generate_series(0, $1::int - 1) as k
    union all
    select k, 1, k % extract(day from (select d from today))::int from generate_series(0, $2::int - 1) as k
    union all
    select k, 2 + k % ($4::int - 2), ((k / ($4::int - 2)) * 11) % 365 from generate_series(0, $3::int - 1) as k
  )
  insert into activity.activities (id, user_id, type, description, hours, date, source, created_at, updated_at)
  select gen_random_uuid(), u.id,
         (array['${TYPES.join("','")}'])[1 + p.k % 4],
         'Stocked shelves and helped customers, shift ' || p.k,
         0.5 + (p.k % 8) * 0.5,
         t.d - p.offset_days,
         'web',
         s.logged_at,
         s.logged_at
  from plan p join bench_users u on u.i = p.i cross join today t
  -- Logged during the working day of its date, and never later than now.
  cross join lateral (
    select least(
      ((t.d - p.offset_days) + time '09:00' + make_interval(secs => p.k % 28800)) at time zone '${BENCH_TIME_ZONE}',
      now() - interval '1 minute'
    ) as logged_at
  ) s`;

const READ_MODELS_SQL = [
  `insert into identity.users (id, username, password_hash, email, first_name, last_name, address, city,
     state, zip_code, cell_number, cell_number_verified_at, birthdate, preferred_language, required_monthly_hours,
     email_verified)
   select id, username, $1, username || '@bench.example.org', first_name, last_name, '100 Main St',
     'Sacramento', 'CA', '95814', cell_number, now(), birthdate, 'en', 20, true
   from bench_users`,
  `insert into activity.users (id, username, first_name, last_name)
   select id, username, first_name, last_name from bench_users`,
  `insert into exemption.users (id, username, first_name, last_name, email, preferred_language, is_admin)
   select id, username, first_name, last_name, username || '@bench.example.org', 'en', false from bench_users`,
  `insert into reporting.users (id, username, first_name, last_name, birthdate, preferred_language,
     required_monthly_hours, state, event_at)
   select id, username, first_name, last_name, birthdate, 'en', 20, 'CA', now() from bench_users`,
  // Every seeded enrollee confirmed their number, so the text rows measure texts that are stored.
  `insert into notification.users (id, username, email, first_name, last_name, phone, phone_verified, birthdate,
     preferred_language, required_monthly_hours, is_admin, email_verified, event_at)
   select id, username, username || '@bench.example.org', first_name, last_name, phone, true, birthdate, 'en', 20,
     false, true, now()
   from bench_users`,
  `insert into reporting.activities (id, user_id, type, hours, date, description, source, created_at, updated_at)
   select id, user_id, type, hours, date, description, source, created_at, updated_at from activity.activities`,
  `insert into reporting.month_totals (user_id, year, month, type, hours, count)
   select user_id, extract(year from date)::int, extract(month from date)::int, type, sum(hours), count(*)
   from activity.activities group by 1, 2, 3, 4`,
  `insert into notification.activities (id, user_id, type, hours, date, updated_at)
   select id, user_id, type, hours, date, updated_at from activity.activities`,
];

const VERIFICATION_PEOPLE_SQL = `
  insert into verification.people (user_id, username, first_name, last_name, medicaid_id_index, medicaid_id_last4,
     preferred_language, search_text)
  select u.id, u.username, u.first_name, u.last_name, x.medicaid_id_index, right(lpad(u.i::text, 8, '0'), 4), 'en',
     lower(u.first_name || ' ' || u.last_name || ' ' || u.username)
  from bench_users u join unnest($1::text[]) with ordinality as x(medicaid_id_index, n) on x.n = u.i + 1`;

const VACUUMED = [
  'identity.users',
  'activity.users',
  'activity.activities',
  'exemption.users',
  'reporting.users',
  'reporting.activities',
  'reporting.month_totals',
  'notification.users',
  'notification.activities',
  'verification.people',
];

/**
 * Writes the plan's users and activities into every schema (which the services must have migrated),
 * in one transaction, then vacuums and analyses the tables. Resolves with how long each step took.
 */
export async function seed({ root, databaseUrl, plan, password, medicaidIdIndexKey }) {
  const { createPasswordHasher } = await import(path.join(root, 'services/identity/dist/passwords.js'));
  const { createMedicaidIdIndexer } = await import(
    path.join(root, 'services/kit/dist/security/medicaid-id-index.js')
  );
  const passwordHash = await createPasswordHasher().hash(password);
  const indexer = createMedicaidIdIndexer(medicaidIdIndexKey);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings = {};
  const timed = async (name, work) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
  };
  try {
    await client.query('begin');
    await timed('users', () => client.query(USERS_SQL, [plan.users]));
    await timed('activities', () =>
      client.query(ACTIVITIES_SQL, [plan.heavy, plan.light, plan.regular, plan.users]),
    );
    await timed('readModels', async () => {
      for (const [index, sql] of READ_MODELS_SQL.entries()) {
        await client.query(sql, index === 0 ? [passwordHash] : []);
      }
      // The verification service's people with the blind index of their Medicaid id (computed here with
      // the run's key, as identity's events would carry it), so the state's files match them.
      const indexes = Array.from({ length: plan.users }, (_, i) => indexer.indexOf(seededMedicaidId(i)));
      await client.query(VERIFICATION_PEOPLE_SQL, [indexes]);
    });
    await client.query('commit');
    // Vacuumed as well as analysed: autovacuum would have done both by the time a table held this much,
    // and without the visibility map a count reads every row from the heap instead of the index.
    await timed('vacuum', () => client.query(`vacuum (analyze) ${VACUUMED.join(', ')}`));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return timings;
}

/** This month's hours of a seeded user, as activity's rows say (what the dashboard must show). */
export async function hoursThisMonth(databaseUrl, username) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select coalesce(sum(a.hours), 0)::float as hours, count(*)::int as count
       from activity.activities a join identity.users u on u.id = a.user_id
       where u.username = $1
         and date_trunc('month', a.date) = date_trunc('month', (now() at time zone '${BENCH_TIME_ZONE}')::date)`,
      [username],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
