import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, builtInAccounts, impersonating, registerEnrollee } from './support/actors.js';
import type { Client } from './support/client.js';
import { activityFields, eventually, incomeFields, multipart } from './support/records.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// A month whose reporting deadline passed is final: an enrollee cannot change what it counts, not by
// editing or deleting a record dated in it, not by moving one into it, and not by sending the late-entry
// reason only state staff may give. Staff acting for the enrollee can, and the trail keeps their reason.

/** The first day of the month two months back: its deadline (in the next month) has always passed. */
function closedMonthDate(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
}

const REASON = 'Security suite: a paper timesheet entered after the deadline';

describe.runIf(infrastructureConfigured())('records of a closed month, through the gateway', () => {
  let system: SecuritySystem;
  let admin: Account & { client: Client };
  let enrollee: Account & { client: Client };
  let staff: Client;
  let closedActivityId: string;
  const closed = closedMonthDate();

  beforeAll(async () => {
    system = await startSecuritySystem();
    ({ admin } = await builtInAccounts(system));
    enrollee = await registerEnrollee(system);
    staff = await impersonating(system, admin, enrollee.id);
    const late = await staff.call('POST', '/api/activities', {
      multipart: multipart({ ...activityFields, date: closed, lateEntryReason: REASON }),
    });
    expect(late.status, late.text).toBe(201);
    closedActivityId = late.body.id as string;
  });

  afterAll(async () => {
    await system?.stop();
  });

  function expectRefusedOnDate(answer: { status: number; body: { fieldErrors?: Record<string, string> } }) {
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(['date']);
  }

  it('refuses the enrollee an edit of a closed month’s activity, with or without a late-entry reason', async () => {
    const edit = { type: 'employment', description: 'More hours', hours: 40, date: closed };
    for (const json of [edit, { ...edit, lateEntryReason: REASON }]) {
      expectRefusedOnDate(
        await enrollee.client.call('PATCH', `/api/activities/${closedActivityId}`, { json }),
      );
    }
    const stored = await enrollee.client.call('GET', `/api/activities/${closedActivityId}`);
    expect(stored.body.hours).toBe(Number(activityFields.hours));
  });

  it('refuses the enrollee deleting it, even with a reason', async () => {
    expectRefusedOnDate(
      await enrollee.client.call('DELETE', `/api/activities/${closedActivityId}`, {
        json: { lateEntryReason: REASON },
      }),
    );
    expect((await enrollee.client.call('GET', `/api/activities/${closedActivityId}`)).status).toBe(200);
  });

  it('refuses the enrollee logging into the closed month or moving an activity there, reason or not', async () => {
    expectRefusedOnDate(
      await enrollee.client.call('POST', '/api/activities', {
        multipart: multipart({ ...activityFields, date: closed, lateEntryReason: REASON }),
      }),
    );
    const open = await enrollee.client.call('POST', '/api/activities', {
      multipart: multipart(activityFields),
    });
    expect(open.status, open.text).toBe(201);
    expectRefusedOnDate(
      await enrollee.client.call('PATCH', `/api/activities/${open.body.id as string}`, {
        json: { ...activityFields, date: closed, lateEntryReason: REASON },
      }),
    );
  });

  it('refuses the enrollee pay dated in the closed month, reason or not', async () => {
    const answer = await enrollee.client.call('POST', '/api/income', {
      json: {
        ...incomeFields,
        payDate: closed,
        periodStart: closed,
        periodEnd: closed,
        lateEntryReason: REASON,
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(['payDate']);
  });

  it('keeps the staff’s reason in the audit trail, naming the administrator', async () => {
    const entry = await eventually(async () => {
      const answer = await admin.client.call('GET', `/api/admin/audit?subject=${enrollee.id}&limit=100`);
      const entries = answer.body as Array<{ action: string; resourceId: string | null }>;
      return entries.find((candidate) => candidate.resourceId === closedActivityId);
    }, 'the late entry’s audit row');
    expect(entry).toMatchObject({ action: 'activity.logged', actorId: admin.id, reason: REASON });
  });

  it('leaks no secret in what it logged', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
