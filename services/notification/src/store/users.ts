import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants/accounts';
import type { Knex } from 'knex';

/** What this service keeps of an account: how to reach the person and what their requirement is. */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** E.164, or null without a cell number. */
  phone: string | null;
  /** Whether the owner proved they hold `phone` with a texted code; only then does the number serve texts. */
  phoneVerified: boolean;
  /** `YYYY-MM-DD`, or null when not given. */
  birthdate: string | null;
  preferredLanguage: Language;
  requiredMonthlyHours: number;
  /** A seasonal worker, whose pay may meet a month by its average over the profile's months. */
  seasonalWorker: boolean;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The IANA zone of the browser at the latest login; null when not known (the default zone is used). */
  timeZone: string | null;
}

/** A `users` row as the queries of this file select it. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  phone_verified: boolean;
  birthdate: string | null;
  preferred_language: string;
  required_monthly_hours: string | number;
  seasonal_worker: boolean;
  is_admin: boolean;
  email_verified: boolean;
  time_zone: string | null;
}

const languages: ReadonlySet<string> = new Set(LANGUAGES);

export function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    birthdate: row.birthdate,
    preferredLanguage: languages.has(row.preferred_language)
      ? (row.preferred_language as Language)
      : DEFAULT_LANGUAGE,
    requiredMonthlyHours: Number(row.required_monthly_hours),
    seasonalWorker: row.seasonal_worker,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified,
    timeZone: row.time_zone ?? null,
  };
}

/** The columns of a `UserRow`, as SQL for statements written out in full. */
export const userColumnsSql =
  'id, username, email, first_name, last_name, phone, phone_verified, birthdate::text as birthdate, ' +
  'preferred_language, required_monthly_hours, seasonal_worker, is_admin, email_verified, time_zone';

function selectUsers(db: Knex) {
  return db('users').select(db.raw(userColumnsSql));
}

/** Writes the account as of `eventAt`, unless a newer event already wrote it. */
export async function upsertUser(db: Knex, user: UserRecord, eventAt: Date): Promise<void> {
  await db('users')
    .insert({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      phone_verified: user.phoneVerified,
      birthdate: user.birthdate,
      preferred_language: user.preferredLanguage,
      required_monthly_hours: user.requiredMonthlyHours,
      seasonal_worker: user.seasonalWorker,
      is_admin: user.isAdmin,
      email_verified: user.emailVerified,
      time_zone: user.timeZone,
      event_at: eventAt,
    })
    .onConflict('id')
    .merge()
    .where('users.event_at', '<=', eventAt);
}

export async function findUser(db: Knex, id: string): Promise<UserRecord | null> {
  const row = (await selectUsers(db).where({ id }).first()) as UserRow | undefined;
  return row ? toRecord(row) : null;
}

/**
 * A page of the people reminders are for, in id order after `afterId`: verified accounts of
 * enrollees (administrators are staff, and an unverified account cannot log in to act on one).
 */
export async function reminderRecipients(
  db: Knex,
  afterId: string | null,
  limit: number,
): Promise<UserRecord[]> {
  const query = selectUsers(db).where({ is_admin: false, email_verified: true }).orderBy('id').limit(limit);
  if (afterId !== null) query.where('id', '>', afterId);
  return ((await query) as UserRow[]).map(toRecord);
}

/** Whether the account was deleted; events about it are then ignored. */
export async function isUserRemoved(db: Knex, id: string): Promise<boolean> {
  return (await db('removed_users').where({ id }).first('id')) !== undefined;
}

/**
 * Erases what is kept about the account: its notifications, texts, number's opt-out, reminders and
 * read model rows. Feedback stays, without the link to its sender. Only the id is remembered, so
 * late events cannot bring the account back.
 */
export async function removeUser(db: Knex, id: string): Promise<void> {
  for (const table of [
    'notifications',
    'text_messages',
    // Texts not sent yet go too: nothing is sent to the number of an account that is gone.
    'outbound_texts',
    'sms_subscribers',
    'reminders_sent',
    'activities',
    'removed_activities',
    'exemptions',
    'exemption_type_codes',
    'income_records',
    'removed_income',
    'state_records',
    'email_log',
  ]) {
    await db(table).where({ user_id: id }).del();
  }
  await db('feedback').where({ user_id: id }).update({ user_id: null, may_contact: false });
  await db('users').where({ id }).del();
  await db('removed_users').insert({ id }).onConflict('id').ignore();
}
