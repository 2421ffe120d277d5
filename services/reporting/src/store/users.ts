import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants/accounts';
import type { Knex } from 'knex';

/** What this service keeps of an account. */
export interface UserRecord {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, or null when not given. */
  birthdate: string | null;
  preferredLanguage: Language;
  requiredMonthlyHours: number;
  /** Whether the state counts the person as a seasonal worker (pay averaged over months meets a month). */
  seasonalWorker: boolean;
  state: string | null;
  /** The Medicaid id's last 4 characters, which the monthly report names the case by; null when unknown. */
  medicaidIdLast4: string | null;
}

interface UserRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  birthdate: string | null;
  preferred_language: string;
  required_monthly_hours: string | number;
  seasonal_worker: boolean;
  state: string | null;
  medicaid_id_last4: string | null;
}

const languages: ReadonlySet<string> = new Set(LANGUAGES);

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    birthdate: row.birthdate,
    preferredLanguage: languages.has(row.preferred_language)
      ? (row.preferred_language as Language)
      : DEFAULT_LANGUAGE,
    requiredMonthlyHours: Number(row.required_monthly_hours),
    seasonalWorker: row.seasonal_worker,
    state: row.state,
    medicaidIdLast4: row.medicaid_id_last4,
  };
}

/** Writes the account as of `eventAt`, unless a newer event already wrote it. */
export async function upsertUser(db: Knex, user: UserRecord, eventAt: Date): Promise<void> {
  await db('users')
    .insert({
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      birthdate: user.birthdate,
      preferred_language: user.preferredLanguage,
      required_monthly_hours: user.requiredMonthlyHours,
      seasonal_worker: user.seasonalWorker,
      state: user.state,
      medicaid_id_last4: user.medicaidIdLast4,
      event_at: eventAt,
    })
    .onConflict('id')
    .merge()
    .where('users.event_at', '<=', eventAt);
}

export async function findUser(db: Knex, id: string): Promise<UserRecord | null> {
  const row = (await db('users')
    .select(
      'id',
      'username',
      'first_name',
      'last_name',
      db.raw('birthdate::text as birthdate'),
      'preferred_language',
      'required_monthly_hours',
      'seasonal_worker',
      'state',
      'medicaid_id_last4',
    )
    .where({ id })
    .first()) as UserRow | undefined;
  return row ? toRecord(row) : null;
}

/** Whether the identity events have told this service of the account (and it was not deleted since). */
export async function userIsKnown(db: Knex, id: string): Promise<boolean> {
  return (await db('users').where({ id }).first('id')) !== undefined;
}

/** Whether the account was deleted; events about it are then ignored. */
export async function isUserRemoved(db: Knex, id: string): Promise<boolean> {
  return (await db('removed_users').where({ id }).first('id')) !== undefined;
}

/** Erases everything kept about the account and remembers only that it is gone. */
export async function removeUser(db: Knex, id: string): Promise<void> {
  for (const table of [
    'month_totals',
    'activities',
    'removed_activities',
    'income_month_totals',
    'income_records',
    'removed_income',
    'exemptions',
    'record_files',
    'state_records',
    'watched_months',
  ]) {
    await db(table).where({ user_id: id }).del();
  }
  await db('users').where({ id }).del();
  await db('removed_users').insert({ id }).onConflict('id').ignore();
}
