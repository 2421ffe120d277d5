import { randomUUID } from 'node:crypto';
import { loadSmsAuthToken } from '@tracker/notification/sms-auth-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  builtInAccounts,
  IMPERSONATION_REASON,
  impersonating,
  linkTokenFor,
  registerEnrollee,
  registerUnverified,
  signIn,
} from './support/actors.js';
import { Client } from './support/client.js';
import { eventually, offeredTypeId, requestExemption } from './support/records.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  queryDatabase,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';
import { twilioSignature } from './support/twilio-signature.js';

const EMAILS_PER_ADDRESS = 3;

/** Every message the mail catcher holds for `address`. */
function mailTo(system: SecuritySystem, address: string) {
  return system.mail.messages.filter((message) =>
    [message.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .some((to) => to.address?.toLowerCase() === address.toLowerCase()),
  );
}

describe.runIf(infrastructureConfigured())('taking an account over, through the gateway', () => {
  let system: SecuritySystem;
  let admin: Account & { client: Client };
  let demo: Account & { client: Client };

  beforeAll(async () => {
    system = await startSecuritySystem({ env: { EMAIL_REQUEST_LIMIT: String(EMAILS_PER_ADDRESS) } });
    ({ admin, demo } = await builtInAccounts(system));
  });

  afterAll(async () => {
    await system?.stop();
  });

  describe('an administrator impersonating an enrollee', () => {
    it('cannot change what would let them take the account: e-mail, username, phone, password, Medicaid account', async () => {
      const victim = await registerEnrollee(system);
      const session = await impersonating(system, admin, victim.id);
      const attempts: Array<[string, string, Record<string, unknown>]> = [
        ['PATCH', '/api/profile', { email: `taken-over-${randomUUID()}@example.org` }],
        ['PATCH', '/api/profile', { username: `taken_${randomUUID().slice(0, 8)}` }],
        ['PATCH', '/api/profile', { cellNumber: '555-010-9999' }],
        ['PATCH', '/api/user/medicaid-account', { medicaidId: 'CA-TAKEN-OVER-1' }],
        [
          'PATCH',
          '/api/change-password',
          {
            currentPassword: victim.password,
            newPassword: 'Taken-Over-Pass-91',
            confirmPassword: 'Taken-Over-Pass-91',
          },
        ],
        ['POST', '/api/user/phone/verify-start', {}],
      ];
      for (const [method, path, json] of attempts) {
        const answer = await session.call(method, path, { json });
        expect(answer.status, `${method} ${path} ${JSON.stringify(json)}: ${answer.text}`).toBe(403);
        expect(answer.body.message).toMatch(/impersonating/i);
      }
      // The account is still the person's: same address, same password.
      const own = await signIn(system, victim.username, victim.password);
      const user = await own.call('GET', '/api/user');
      expect(user.body).toMatchObject({ email: victim.email, pendingEmail: null, username: victim.username });
    });

    it('is audited with the reason given and what each write changed, and for reads of reports and notifications', async () => {
      const victim = await registerEnrollee(system);
      const session = await impersonating(system, admin, victim.id);
      expect((await session.call('PATCH', '/api/profile', { json: { city: 'Modesto' } })).status).toBe(200);
      expect((await session.call('GET', '/api/dashboard/stats')).status).toBe(200);
      expect((await session.call('GET', '/api/notifications')).status).toBe(200);

      const trail = await eventually(async () => {
        const answer = await admin.client.call('GET', `/api/admin/audit?subject=${victim.id}&limit=100`);
        const entries = answer.body as Array<{
          action: string;
          actorId: string;
          reason: string | null;
          changes: string[];
        }>;
        const actions = new Set(entries.map((entry) => entry.action));
        return ['dashboard.viewed', 'notifications.viewed', 'profile.updated'].every((action) =>
          actions.has(action),
        )
          ? entries
          : undefined;
      }, 'the impersonation’s audit rows');
      const started = trail.find((entry) => entry.action === 'impersonation.started');
      expect(started).toMatchObject({ actorId: admin.id, reason: IMPERSONATION_REASON });
      expect(trail.find((entry) => entry.action === 'profile.updated')).toMatchObject({
        actorId: admin.id,
        changes: ['city'],
      });
    });

    it('needs a reason to start', async () => {
      const browser = await signIn(system, admin.username, admin.password);
      const answer = await browser.call('POST', `/api/admin/impersonate/${demo.id}`);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.reason).toEqual(expect.any(String));
    });
  });

  describe('what decides compliance', () => {
    it('is the state’s: hours and status sent at registration or in the profile are ignored', async () => {
      const enrollee = await registerEnrollee(system, {
        requiredMonthlyHours: '1',
        enrollmentStatus: 'Minor',
      });
      const profile = await enrollee.client.call('PATCH', '/api/profile', {
        json: { requiredMonthlyHours: 1, enrollmentStatus: 'Minor', city: 'Merced' },
      });
      expect(profile.status).toBe(200);
      expect(profile.body.user).toMatchObject({ requiredMonthlyHours: 20, enrollmentStatus: 'Adult' });
      const stats = await eventually(async () => {
        const answer = await enrollee.client.call('GET', '/api/dashboard/stats');
        return answer.status === 200 && answer.body.requiredHours !== undefined ? answer.body : undefined;
      }, 'the dashboard');
      expect(stats.requiredHours).toBe(20);
    });
  });

  describe('mail to addresses the caller chooses', () => {
    it('is limited per recipient and never carries text the caller chose', async () => {
      const victim = `victim-${randomUUID()}@example.org`;
      const taken = await registerEnrollee(system);
      const bait = 'Call 555-0100 NOW to keep your benefits';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < EMAILS_PER_ADDRESS + 3; attempt += 1) {
        const answer = await new Client(system).call('POST', '/api/register', {
          json: {
            username: taken.username,
            password: 'Some-Long-Password-5',
            confirmPassword: 'Some-Long-Password-5',
            email: victim,
            firstName: bait,
            lastName: 'X',
            address: '1 Main St',
            city: 'Fresno',
            state: 'CA',
            zipCode: '93701',
            cellNumber: '559-555-0111',
          },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
      await eventually(
        async () => (mailTo(system, victim).length > 0 ? true : undefined),
        'mail to the victim',
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const received = mailTo(system, victim);
      expect(received.length).toBeLessThanOrEqual(EMAILS_PER_ADDRESS);
      for (const mail of received) expect(`${mail.text ?? ''}${mail.html || ''}`).not.toContain(bait);
    });
  });

  describe('an e-mail change', () => {
    it('answers alike whether the address is taken or free, and tells the owner of a taken one', async () => {
      const owner = await registerEnrollee(system);
      const prober = await registerEnrollee(system);
      const taken = await prober.client.call('PATCH', '/api/profile', { json: { email: owner.email } });
      const free = await prober.client.call('PATCH', '/api/profile', {
        json: { email: `free-${randomUUID()}@example.org` },
      });
      expect(taken.status).toBe(free.status);
      expect(taken.body.message).toBe(free.body.message);
      await eventually(
        async () =>
          mailTo(system, owner.email).some((mail) =>
            /tried to change the e-mail address/.test(mail.text ?? ''),
          )
            ? true
            : undefined,
        'the notice to the owner',
      );
    });
  });

  describe('a phone number', () => {
    const sendText = async (from: string, body: string) => {
      const token = await loadSmsAuthToken({ dataDir: system.dataDir });
      const form = {
        From: from,
        To: '+15005550006',
        Body: body,
        MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
      };
      const answer = await new Client(system).call('POST', '/api/sms/inbound', {
        form,
        origin: null,
        headers: { 'x-twilio-signature': twilioSignature(token, `${system.appUrl}/api/sms/inbound`, form) },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.text;
    };

    it('claimed by a stranger does not take the owner’s texts, and serves nobody until confirmed', async () => {
      // The demo enrollee confirmed 916-555-0142; a stranger registers with it.
      const stranger = await registerEnrollee(system, { cellNumber: '916-555-0142' });
      const status = await sendText('+19165550142', 'STATUS');
      expect(status).not.toMatch(/more than one|several|varias|más de una/i);
      expect(status).toMatch(/hour|hora/i);

      // A number nobody confirmed is answered with how to confirm it; nothing is logged for it.
      const unconfirmed = await registerEnrollee(system, { cellNumber: '559-555-0177' });
      const answer = await sendText('+15595550177', 'WORK 2 Stocked shelves');
      expect(answer).toMatch(/confirm/i);
      const activities = await unconfirmed.client.call('GET', '/api/activities');
      expect(activities.headers.get('x-total-count')).toBe('0');

      // The stranger's code goes to the phone's owner, not to the stranger.
      const started = await stranger.client.call('POST', '/api/user/phone/verify-start');
      expect(started.status).toBe(200);
      const guessed = await stranger.client.call('POST', '/api/user/phone/verify', {
        json: { code: '000000' },
      });
      expect(guessed.status).toBe(400);
    });
  });

  describe('a reviewer', () => {
    it('cannot decide their own exemption request', async () => {
      const typeId = await offeredTypeId(admin.client);
      const { exemptionId } = await requestExemption(admin.client, typeId);
      const statusOf = async () =>
        (
          (await admin.client.call('GET', '/api/user-exemptions')).body as Array<{
            id: string;
            status: string;
          }>
        ).find((request) => request.id === exemptionId)?.status;
      const before = await statusOf();
      for (const status of ['under_review', 'approved', 'denied']) {
        const answer = await admin.client.call('PATCH', `/api/admin/exemptions/${exemptionId}/status`, {
          json: { status, durationApprovedMonths: 12 },
        });
        expect(answer.status, answer.text).toBe(403);
      }
      expect(await statusOf()).toBe(before);
    });
  });

  describe('one-time links', () => {
    it('are not kept in plain text once their e-mail is on its way', async () => {
      const enrollee = await registerUnverified(system);
      const verifyToken = await linkTokenFor(system, enrollee.email, '/verify-email');
      expect(
        (await new Client(system).call('POST', '/api/forgot-password', { json: { email: demo.email } }))
          .status,
      ).toBe(200);
      const resetToken = await linkTokenFor(system, demo.email, '/reset-password');
      const rows = await eventually(async () => {
        const pending = await queryDatabase(
          system,
          'select id from identity.outbox where published_at is null',
        );
        return pending.length === 0
          ? queryDatabase<{ payload: unknown }>(system, 'select payload from identity.outbox')
          : undefined;
      }, 'the outbox to be published');
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(verifyToken);
      expect(stored).not.toContain(resetToken);
    });
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
