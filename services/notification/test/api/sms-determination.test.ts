import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import { incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import { notificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import { verificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminders } from '../../src/use-cases/run-reminders.js';
import {
  type ApiHarness,
  createApiHarness,
  type TestUser,
  textForm,
  twimlMessages,
} from '../support/api-harness.js';

// The texts under the law's profile, started early (a state may: COMPLIANCE_EFFECTIVE_MONTH) so that
// November 2026 is judged by it: STATUS says the month's determination as the dashboard does, PAY
// records pay, and what is texted about the month never contradicts the determination.

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness({
    env: { COMPLIANCE_PROFILE: 'federal-2027', COMPLIANCE_EFFECTIVE_MONTH: '2026-01' },
  });
  h.setNow('2026-11-20T17:00:00Z');
});

afterAll(async () => {
  await h.close();
});

let phoneCounter = 0;
async function texter(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  phoneCounter++;
  return h.enrollee({
    phone: `+1916556${String(1000 + phoneCounter).slice(-4)}`,
    requiredMonthlyHours: 80,
    ...overrides,
  });
}

async function send(user: TestUser, body: string): Promise<string[]> {
  const response = await h.inbound(textForm(user.phone ?? '', body)).expect(200);
  return twimlMessages(response.text);
}

async function status(user: TestUser): Promise<string | undefined> {
  return (await send(user, 'STATUS'))[0];
}

async function logged(user: TestUser, type: 'job_search' | 'employment', hours: number, date = '2026-11-10') {
  await h.deliver(activityLoggedV1, {
    activityId: randomUUID(),
    userId: user.id,
    type,
    hours,
    date,
    description: 'Logged on the web',
    source: 'web',
    createdAt: '2026-11-10T12:00:00Z',
  });
}

function pay(user: TestUser, grossAmountCents: number, payDate = '2026-11-14', incomeId = randomUUID()) {
  return {
    incomeId,
    userId: user.id,
    grossAmountCents,
    payDate,
    periodStart: '2026-11-01',
    periodEnd: payDate,
    hoursWorked: null,
    source: 'web' as const,
    createdAt: '2026-11-14T12:00:00Z',
  };
}

function approved(user: TestUser, name: string, code?: string, exemptionId = randomUUID()) {
  return {
    exemptionId,
    userId: user.id,
    from: 'under_review' as const,
    to: 'approved' as const,
    exemptionTypeName: name,
    ...(code === undefined ? {} : { exemptionTypeCode: code }),
    effectiveDate: '2026-11-01',
    expirationDate: '2027-04-30',
    isPermanent: false,
    durationApprovedMonths: 6,
    denialReason: null,
    waitingMessage: null,
    resetMessage: null,
    changedBy: randomUUID(),
  };
}

describe('STATUS under the federal rule', () => {
  it('says 85 hours of job search do not meet the month, why, and the smallest next step', async () => {
    const user = await texter();
    for (const hours of [40, 45]) await logged(user, 'job_search', hours);
    expect(await status(user)).toBe(
      "November isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay. " +
        'Log 80 more hours of work, training or volunteering, or $580 more pay, by December 15.',
    );
  });

  it('says 60 hours of work and a $600 paycheque meet the month by pay', async () => {
    const user = await texter();
    await logged(user, 'employment', 60);
    await h.deliver(incomeReportedV1, pay(user, 60000));
    expect(await status(user)).toBe(
      "You're done for November: your pay of $600 reaches the $580 needed. Nothing more to do for November.",
    );
  });

  it('follows pay moved to another month and pay deleted', async () => {
    const user = await texter();
    const record = pay(user, 60000);
    await h.deliver(incomeReportedV1, record);
    const moved = { ...record, payDate: '2026-10-31', periodEnd: '2026-10-31' };
    await h.deliver(incomeUpdatedV1, {
      ...moved,
      updatedAt: '2026-11-15T12:00:00Z',
      previous: {
        grossAmountCents: 60000,
        payDate: '2026-11-14',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-14',
        hoursWorked: null,
      },
    });
    expect(await status(user)).toMatch(
      /^November isn't met yet: you have 0 of 80 hours and \$0 of \$580 in pay\./,
    );
    const second = pay(user, 58000);
    await h.deliver(incomeReportedV1, second);
    expect(await status(user)).toMatch(/^You're done for November: your pay of \$580/);
    await h.deliver(incomeDeletedV1, { ...second, hoursWorked: null });
    // A late reported event of the deleted record does not bring it back.
    await h.deliver(incomeReportedV1, second);
    expect(await status(user)).toMatch(/^November isn't met yet/);
  });

  it('names the approved exemption in force', async () => {
    const user = await texter();
    await logged(user, 'job_search', 85);
    await h.deliver(exemptionStatusChangedV1, approved(user, 'Caregiver of a young child', 'CAREGIVER'));
    expect(await status(user)).toBe(
      "You're exempt for November: Caregiver of a young child. Nothing more to do for November.",
    );
  });

  it('meets the month by school once the back-filled type code says the exemption is a student one', async () => {
    const user = await texter();
    const exemptionId = randomUUID();
    await h.deliver(exemptionStatusChangedV1, approved(user, 'Student', undefined, exemptionId));
    expect(await status(user)).toBe("You're exempt for November: Student. Nothing more to do for November.");
    await h.deliver(exemptionTypeRecordedV1, { exemptionId, userId: user.id, exemptionTypeCode: 'STUDENT' });
    expect(await status(user)).toBe(
      "You're done for November: you are in school at least half time. Nothing more to do for November.",
    );
    // A later status change that does not carry the code keeps it.
    await h.deliver(exemptionStatusChangedV1, {
      ...approved(user, 'Student', undefined, exemptionId),
      from: 'approved',
    });
    expect(await status(user)).toMatch(/in school at least half time/);
  });

  it('answers in Spanish in words GSM-7 carries, spelt correctly, with the same step and deadline', async () => {
    const user = await texter({ preferredLanguage: 'es' });
    await logged(user, 'job_search', 85);
    expect(await status(user)).toBe(
      'Le falta cumplir con noviembre: sin contar las horas buscando empleo, tiene 0 de 80 horas y $0 de $580 de pago. ' +
        'Registre 80 horas adicionales que cuenten, o $580 de pago adicional, hasta el 15 de diciembre.',
    );
  });
});

describe('PAY by text', () => {
  it('records pay with the text, in one transaction, and answers that it was received', async () => {
    const user = await texter();
    const form = textForm(user.phone ?? '', 'PAY $620.50 Walmart Supercenter');
    const response = await h.inbound(form).expect(200);
    expect(twimlMessages(response.text)).toEqual([
      'Got it: pay of $620.50 from Walmart Supercenter. We will text you once it is recorded.',
    ]);
    const text = await h.db.knex('text_messages').where({ message_sid: form.MessageSid }).first();
    expect(text).toMatchObject({ status: 'received', processed: false, user_id: user.id });
    const events = (await h.events(notificationSmsIncomeReceivedV1.type)).filter(
      (event) => event.data.messageSid === form.MessageSid,
    );
    expect(events).toEqual([
      expect.objectContaining({
        correlationId: text.id,
        data: {
          messageSid: form.MessageSid,
          userId: user.id,
          grossAmountCents: 62050,
          employer: 'Walmart Supercenter',
          payDate: '2026-11-20',
          fromNumber: user.phone,
        },
      }),
    ]);
  });

  it('reads PAGO in Spanish', async () => {
    const user = await texter({ preferredLanguage: 'es' });
    expect(await send(user, 'PAGO 620 Walmart')).toEqual([
      'Recibido: pago de $620 de Walmart. Le avisaremos por mensaje cuando quede registrado.',
    ]);
  });

  it('answers a bad PAY with the format, and records nothing', async () => {
    const user = await texter();
    const before = (await h.events(notificationSmsIncomeReceivedV1.type)).length;
    expect(await send(user, 'PAY 620')).toEqual([
      'Add who paid you after the amount, e.g. PAY 620.50 Walmart.',
    ]);
    expect(await send(user, 'PAY 0 Walmart')).toEqual([
      '"0" is not an amount. Send dollars above $0, at most 2 decimals, up to $100,000, e.g. PAY 620.50 Walmart.',
    ]);
    const spanish = await texter({ preferredLanguage: 'es' });
    expect(await send(spanish, 'PAGO Walmart')).toEqual([
      '"Walmart" no es un monto. Mande una cantidad mayor que $0, con hasta 2 decimales y de hasta $100,000, p. ej. PAGO 620.50 Walmart.',
    ]);
    expect(await h.events(notificationSmsIncomeReceivedV1.type)).toHaveLength(before);
  });

  it('follows the confirmed-number rules of activity texts', async () => {
    const unconfirmed = await texter({ phoneVerified: false });
    const before = (await h.events(notificationSmsIncomeReceivedV1.type)).length;
    expect(await send(unconfirmed, 'PAY 620 Walmart')).toEqual([
      'Work Requirement Tracker: to log hours by text, confirm this number in your profile: https://tracker.example.org/profile',
    ]);
    expect(await h.events(notificationSmsIncomeReceivedV1.type)).toHaveLength(before);
  });

  it('is confirmed once recorded, with the month’s determination, and the text marked processed', async () => {
    const user = await texter();
    await logged(user, 'employment', 60);
    const form = textForm(user.phone ?? '', 'PAY 600 Walmart');
    await h.inbound(form).expect(200);
    const text = await h.db.knex('text_messages').where({ message_sid: form.MessageSid }).first();
    const incomeId = randomUUID();
    const before = (await h.sentTexts()).length;
    const reported = { ...pay(user, 60000, '2026-11-20', incomeId), source: 'sms' as const };
    const event = await h.deliver(incomeReportedV1, reported, { correlationId: text.id });
    // Delivered again: handled once.
    await h.deliver(incomeReportedV1, reported, { id: event.id, correlationId: text.id });

    const sent = (await h.sentTexts()).slice(before);
    expect(sent.map((each) => each.body)).toEqual([
      'Work Requirement Tracker: recorded pay of $600 on Nov 20. November is met by pay. Reply STOP to opt out.',
    ]);
    expect(await h.db.knex('text_messages').where({ id: text.id }).first()).toMatchObject({
      status: 'processed',
      processed: true,
      income_id: incomeId,
    });
  });

  it('is confirmed without a month met when the pay falls short', async () => {
    const user = await texter();
    const before = (await h.sentTexts()).length;
    await h.deliver(incomeReportedV1, { ...pay(user, 20000, '2026-11-20'), source: 'sms' });
    expect((await h.sentTexts()).slice(before).map((each) => each.body)).toEqual([
      "Work Requirement Tracker: recorded pay of $200 on Nov 20. November isn't met yet: text STATUS. Reply STOP to opt out.",
    ]);
  });
});

describe('what else is texted about the month', () => {
  it('confirms texted job search as not counting toward the hours', async () => {
    const user = await texter();
    const before = (await h.sentTexts()).length;
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'job_search',
      hours: 5,
      date: '2026-11-20',
      description: 'Applications',
      source: 'sms',
      createdAt: '2026-11-20T16:00:00Z',
    });
    expect((await h.sentTexts()).slice(before).map((each) => each.body)).toEqual([
      'Work Requirement Tracker: logged 5 hours of Job Search on Nov 20. November: 0 of 80 hours count. Reply STOP to opt out.',
    ]);
  });

  it('sends no deadline reminder for a month met by pay, and names only the hours that count', async () => {
    const byPay = await texter();
    await logged(byPay, 'employment', 10);
    await h.deliver(incomeReportedV1, pay(byPay, 58000));
    const jobSearch = await texter();
    await logged(jobSearch, 'job_search', 85);
    await logged(jobSearch, 'employment', 10);

    // November's hours are due by December 15.
    await runReminders(h.deps, new Date('2026-12-10T17:00:00Z'));
    // The reminders are texted by the sender after the run commits; wait for their outcomes.
    await h.flushTexts();
    const reminders = async (user: TestUser) =>
      (await h.db.knex('text_messages').where({ user_id: user.id, direction: 'outbound' })).map(
        (row) => row.message_body as string,
      );
    // Told once that November is met, when the pay was reported; no reminder after.
    expect(await reminders(byPay)).toEqual([
      "Work Requirement Tracker: you're done for November, met by pay. Nothing more is needed for that month. Reply STOP to opt out.",
    ]);
    expect(await reminders(jobSearch)).toEqual([
      'Work Requirement Tracker: 70 hours or $580 more pay still needed for November by December 15. Logged: 10 of 80 hours. Text STATUS for details. Reply STOP to opt out.',
    ]);
  });
});

describe("STATUS with the state's data", () => {
  const wages = (user: TestUser, month: string, amountCents: number) => ({
    userId: user.id,
    records: [{ month, source: 'wages' as const, amountCents, hours: null, flag: null }],
  });

  it('says the month is met when wage records meet it, with nothing to do', async () => {
    const user = await texter();
    expect(await status(user)).toMatch(/^November isn't met yet/);
    await h.deliver(verificationDataMatchedV1, wages(user, '2026-11', 60_000));
    expect(await status(user)).toBe(
      'Verified from state wage records, no action needed. Nothing more to do for November.',
    );
  });

  it('says so in Spanish too, in words a plain text carries', async () => {
    const user = await texter({ preferredLanguage: 'es' });
    await h.deliver(verificationDataMatchedV1, {
      userId: user.id,
      records: [{ month: '2026-11', source: 'snap', amountCents: null, hours: null, flag: true }],
    });
    expect(await status(user)).toBe(
      'Verificado con los registros estatales de SNAP; no tiene que hacer nada. No le queda nada por hacer en noviembre.',
    );
  });

  it("counts the state's pay in what a month not met has, and reads only the month's records", async () => {
    const user = await texter();
    await h.deliver(verificationDataMatchedV1, {
      userId: user.id,
      records: [
        { month: '2026-11', source: 'wages', amountCents: 30_000, hours: null, flag: null },
        { month: '2026-10', source: 'wages', amountCents: 90_000, hours: null, flag: null },
      ],
    });
    expect(await status(user)).toBe(
      "November isn't met yet: you have 0 of 80 hours and $300 of $580 in pay. " +
        'Log 80 more hours of work, training or volunteering, or $280 more pay, by December 15.',
    );
  });
});
