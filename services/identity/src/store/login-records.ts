import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { LoginMethod, LoginRecord } from '@tracker/contracts/http/admin-users';

type Db = Knex | Knex.Transaction;

export type NewLoginRecord = Omit<LoginRecord, 'id' | 'createdAt' | 'country' | 'city'>;

export async function insertLoginRecord(db: Db, record: NewLoginRecord): Promise<void> {
  await db('login_records').insert({
    id: randomUUID(),
    user_id: record.userId,
    ip_address: record.ipAddress,
    user_agent: record.userAgent,
    browser: record.browser,
    browser_version: record.browserVersion,
    operating_system: record.operatingSystem,
    device: record.device,
    timezone: record.timezone,
    login_method: record.loginMethod,
    session_id: record.sessionId,
    successful: record.successful,
    failure_reason: record.failureReason,
  });
}

interface LoginRecordRow {
  id: string;
  user_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  browser: string | null;
  browser_version: string | null;
  operating_system: string | null;
  device: string | null;
  country: string | null;
  city: string | null;
  timezone: string | null;
  login_method: string;
  session_id: string | null;
  successful: boolean;
  failure_reason: string | null;
  created_at: Date | string;
}

/** The user's most recent login attempts, newest first. */
export async function listLoginRecords(db: Db, userId: string, limit: number): Promise<LoginRecord[]> {
  const rows = (await db('login_records')
    .where('user_id', userId)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as LoginRecordRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    browser: row.browser,
    browserVersion: row.browser_version,
    operatingSystem: row.operating_system,
    device: row.device,
    country: row.country,
    city: row.city,
    timezone: row.timezone,
    loginMethod: row.login_method as LoginMethod,
    sessionId: row.session_id,
    successful: row.successful,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
