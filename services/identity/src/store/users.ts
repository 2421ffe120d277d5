import type { Knex } from 'knex';
import type { Language } from '@tracker/contracts/constants/accounts';
import type { EnrollmentStatus } from '@tracker/contracts/http/identity';
import type { User } from '../domain/user.js';

type Db = Knex | Knex.Transaction;

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  email: string;
  pending_email: string | null;
  first_name: string;
  last_name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  medicaid_state: string | null;
  medicaid_id: string | null;
  medicaid_id_last4: string | null;
  medicaid_id_index: string | null;
  medicaid_start_date: string | null;
  medicaid_enrolled_through_date: string | null;
  cell_number: string | null;
  cell_number_verified_at: Date | string | null;
  birthdate: string | null;
  enrollment_status: string;
  preferred_language: string;
  required_monthly_hours: string | number;
  required_hours_set_by_admin: boolean;
  seasonal_worker: boolean;
  is_admin: boolean;
  email_verified: boolean;
  profile_image_url: string | null;
  last_login_at: Date | string | null;
  time_zone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A user together with the password hash, which never leaves the use cases. */
export interface UserWithSecret {
  user: User;
  passwordHash: string;
}

// Dates come back as text so no driver turns a calendar day into a time zone-dependent instant.
const COLUMNS = [
  'id',
  'username',
  'password_hash',
  'email',
  'pending_email',
  'first_name',
  'last_name',
  'address',
  'city',
  'state',
  'zip_code',
  'medicaid_state',
  'medicaid_id',
  'medicaid_id_last4',
  'medicaid_id_index',
  'cell_number',
  'cell_number_verified_at',
  'enrollment_status',
  'preferred_language',
  'required_monthly_hours',
  'required_hours_set_by_admin',
  'seasonal_worker',
  'is_admin',
  'email_verified',
  'profile_image_url',
  'last_login_at',
  'time_zone',
  'created_at',
  'updated_at',
];
const DATE_COLUMNS = ['medicaid_start_date', 'medicaid_enrolled_through_date', 'birthdate'];

function selectUsers(db: Db) {
  return db('users').select([
    ...COLUMNS,
    ...DATE_COLUMNS.map((column) => db.raw('??::text as ??', [column, column])),
  ]);
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function fromRow(row: UserRow): UserWithSecret {
  return {
    passwordHash: row.password_hash,
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      pendingEmail: row.pending_email,
      firstName: row.first_name,
      lastName: row.last_name,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      cellNumber: row.cell_number,
      cellNumberVerifiedAt: row.cell_number_verified_at === null ? null : toDate(row.cell_number_verified_at),
      birthdate: row.birthdate,
      enrollmentStatus: row.enrollment_status as EnrollmentStatus,
      preferredLanguage: row.preferred_language as Language,
      requiredMonthlyHours: Number(row.required_monthly_hours),
      requiredHoursSetByAdmin: row.required_hours_set_by_admin,
      seasonalWorker: row.seasonal_worker,
      medicaidState: row.medicaid_state,
      sealedMedicaidId: row.medicaid_id,
      medicaidIdLast4: row.medicaid_id_last4,
      medicaidIdIndex: row.medicaid_id_index,
      medicaidStartDate: row.medicaid_start_date,
      medicaidEnrolledThroughDate: row.medicaid_enrolled_through_date,
      profileImageUrl: row.profile_image_url,
      isAdmin: row.is_admin,
      emailVerified: row.email_verified,
      lastLoginAt: row.last_login_at === null ? null : toDate(row.last_login_at),
      timeZone: row.time_zone,
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
    },
  };
}

async function first(query: Knex.QueryBuilder): Promise<UserWithSecret | undefined> {
  const row = (await query.first()) as UserRow | undefined;
  return row ? fromRow(row) : undefined;
}

export async function findUserById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = selectUsers(db).where('id', id);
  if (options.forUpdate) query.forUpdate();
  return first(query);
}

export async function findUserByUsername(db: Db, username: string) {
  return first(selectUsers(db).whereRaw('lower(username) = lower(?)', [username]));
}

export async function findUserByEmail(db: Db, email: string) {
  return first(selectUsers(db).whereRaw('lower(email) = lower(?)', [email]));
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = (await selectUsers(db).orderBy('created_at', 'asc')) as UserRow[];
  return rows.map((row) => fromRow(row).user);
}

/** Users who have logged in at least once, with the time of their last login. */
export async function listLastLogins(db: Db): Promise<Array<{ id: string; lastLoginAt: Date }>> {
  const rows = (await db('users').select('id', 'last_login_at').whereNotNull('last_login_at')) as Array<{
    id: string;
    last_login_at: Date | string;
  }>;
  return rows.map((row) => ({ id: row.id, lastLoginAt: toDate(row.last_login_at) }));
}

/** What registration and the bootstrap accounts store: a user's own fields and the password hash. */
export type NewUser = Pick<
  User,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'cellNumber'
  | 'cellNumberVerifiedAt'
  | 'birthdate'
  | 'enrollmentStatus'
  | 'preferredLanguage'
  | 'requiredMonthlyHours'
  | 'requiredHoursSetByAdmin'
  | 'isAdmin'
  | 'emailVerified'
> & { passwordHash: string };

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  await db('users').insert({
    id: user.id,
    username: user.username,
    password_hash: user.passwordHash,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    address: user.address,
    city: user.city,
    state: user.state,
    zip_code: user.zipCode,
    cell_number: user.cellNumber,
    cell_number_verified_at: user.cellNumberVerifiedAt,
    birthdate: user.birthdate,
    enrollment_status: user.enrollmentStatus,
    preferred_language: user.preferredLanguage,
    required_monthly_hours: user.requiredMonthlyHours,
    required_hours_set_by_admin: user.requiredHoursSetByAdmin,
    is_admin: user.isAdmin,
    email_verified: user.emailVerified,
  });
  return (await findUserById(db, user.id))!.user;
}

/** The columns a use case may change, by their domain names. */
export interface UserChanges {
  username?: string;
  passwordHash?: string;
  email?: string;
  pendingEmail?: string | null;
  firstName?: string;
  lastName?: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  cellNumber?: string | null;
  cellNumberVerifiedAt?: Date | null;
  birthdate?: string | null;
  enrollmentStatus?: EnrollmentStatus;
  preferredLanguage?: Language;
  requiredMonthlyHours?: number;
  requiredHoursSetByAdmin?: boolean;
  seasonalWorker?: boolean;
  medicaidState?: string | null;
  sealedMedicaidId?: string | null;
  medicaidIdLast4?: string | null;
  medicaidIdIndex?: string | null;
  medicaidStartDate?: string | null;
  medicaidEnrolledThroughDate?: string | null;
  isAdmin?: boolean;
  emailVerified?: boolean;
  lastLoginAt?: Date;
  timeZone?: string;
}

const COLUMN_OF: Record<keyof UserChanges, string> = {
  username: 'username',
  passwordHash: 'password_hash',
  email: 'email',
  pendingEmail: 'pending_email',
  firstName: 'first_name',
  lastName: 'last_name',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  cellNumber: 'cell_number',
  cellNumberVerifiedAt: 'cell_number_verified_at',
  birthdate: 'birthdate',
  enrollmentStatus: 'enrollment_status',
  preferredLanguage: 'preferred_language',
  requiredMonthlyHours: 'required_monthly_hours',
  requiredHoursSetByAdmin: 'required_hours_set_by_admin',
  seasonalWorker: 'seasonal_worker',
  medicaidState: 'medicaid_state',
  sealedMedicaidId: 'medicaid_id',
  medicaidIdLast4: 'medicaid_id_last4',
  medicaidIdIndex: 'medicaid_id_index',
  medicaidStartDate: 'medicaid_start_date',
  medicaidEnrolledThroughDate: 'medicaid_enrolled_through_date',
  isAdmin: 'is_admin',
  emailVerified: 'email_verified',
  lastLoginAt: 'last_login_at',
  timeZone: 'time_zone',
};

/** Columns a login writes: stamps of the login, not changes a person made to their account. */
const LOGIN_COLUMNS: ReadonlySet<string> = new Set(['last_login_at', 'time_zone']);

/** Applies `changes` and returns the user as stored afterwards (undefined when it no longer exists). */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<User | undefined> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes) as Array<[keyof UserChanges, unknown]>) {
    if (value !== undefined) row[COLUMN_OF[key]] = value;
  }
  // A login only stamps its time and the browser's zone; it is not a change of the account.
  if (Object.keys(row).some((column) => !LOGIN_COLUMNS.has(column))) row.updated_at = db.fn.now();
  if (Object.keys(row).length > 0) await db('users').where('id', id).update(row);
  return (await findUserById(db, id))?.user;
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  return (await db('users').where('id', id).delete()) > 0;
}

/** Another account already using `username` or `email` (compared without case). */
export async function findClashes(
  db: Db,
  values: { username?: string; email?: string },
  exceptId?: string,
): Promise<{ username: boolean; email: boolean }> {
  const clash = async (column: 'username' | 'email', value: string | undefined) => {
    if (value === undefined) return false;
    const query = db('users').whereRaw('lower(??) = lower(?)', [column, value]);
    if (exceptId) query.whereNot('id', exceptId);
    return (await query.first('id')) !== undefined;
  };
  return { username: await clash('username', values.username), email: await clash('email', values.email) };
}

/** The account that confirmed `cellNumber` (`ddd-ddd-dddd`), other than `exceptId`, locked for the change. */
export async function findConfirmedHolder(db: Db, cellNumber: string, exceptId: string) {
  return first(
    selectUsers(db)
      .where('cell_number', cellNumber)
      .whereNotNull('cell_number_verified_at')
      .whereNot('id', exceptId)
      .forUpdate(),
  );
}

/**
 * Accounts whose required hours follow the state's rule but were last set to another value, up to
 * `limit`, changed to `hours` and returned. Rows another process is changing are skipped (it does them).
 */
export async function applyRequiredHoursRule(db: Db, hours: number, limit: number): Promise<User[]> {
  const ids = db('users')
    .select('id')
    .where('required_hours_set_by_admin', false)
    .whereNot('required_monthly_hours', hours)
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const changed = (await db('users')
    .whereIn('id', ids)
    .update({ required_monthly_hours: hours, updated_at: db.fn.now() })
    .returning('id')) as Array<{ id: string }>;
  if (changed.length === 0) return [];
  const rows = (await selectUsers(db).whereIn(
    'id',
    changed.map((row) => row.id),
  )) as UserRow[];
  return rows.map((row) => fromRow(row).user);
}
