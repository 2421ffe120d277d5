import { randomUUID } from 'node:crypto';
import { verificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import {
  type VerificationDeterminedV1,
  verificationDeterminedV1,
} from '@tracker/contracts/events/verification-determined-v1';
import { verificationHearingRequestedV1 } from '@tracker/contracts/events/verification-hearing-requested-v1';
import { verificationNoticeRecordedV1 } from '@tracker/contracts/events/verification-notice-recorded-v1';
import { verificationReminderDueV1 } from '@tracker/contracts/events/verification-reminder-due-v1';
import type { VerificationMonth, VerificationStatus } from '@tracker/contracts/http/verifications';
import { listNotificationsResponse } from '@tracker/contracts/http/notifications';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, type TestUser } from '../support/api-harness.js';

// The state's verification of a person's months as the person hears of it: each event of the
// verification service gives the in-app notification, the e-mail and the text (to a confirmed number)
// it should, once however often it is delivered.

let h: ApiHarness;
let smtp: MailCatcher;
let phoneCounter = 0;

beforeAll(async () => {
  smtp = await startMailCatcher();
  h = await createApiHarness({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tracker <no-reply@example.org>' } });
});

afterAll(async () => {
  await h.close();
  await smtp.close();
});

beforeEach(() => {
  // 10 am in New York, the default zone: no quiet hours unless a test says so.
  h.setNow('2026-12-01T15:00:00Z');
});

function freshPhone(): string {
  phoneCounter++;
  return `+1916555${String(5000 + phoneCounter)}`;
}

async function person(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const id = randomUUID();
  return h.enrollee({ id, phone: freshPhone(), email: `verif.${id.slice(0, 8)}@example.org`, ...overrides });
}

function month(value: string, status: VerificationMonth['status'], hours = 80): VerificationMonth {
  return {
    month: value,
    status,
    route: status === 'met' ? 'hours' : null,
    decidedBy: status === 'met' ? 'enrollee' : null,
    exemptions: [],
    missing: status === 'not_met' ? { hours, incomeCents: null } : null,
  };
}

function determined(
  userId: string | null,
  requestId: string,
  from: VerificationStatus,
  to: VerificationStatus,
  extra: Partial<VerificationDeterminedV1> = {},
): VerificationDeterminedV1 {
  return {
    requestId,
    userId,
    medicaidIdLast4: '1234',
    reason: 'application',
    from,
    to,
    months: [month('2026-10', 'met'), month('2026-11', 'not_met', 12)],
    dueDate: '2026-12-15',
    respondBy: null,
    ...extra,
  };
}

async function titlesOf(user: TestUser): Promise<string[]> {
  const response = await request(h.app).get('/api/notifications').set('Cookie', user.cookie).expect(200);
  return listNotificationsResponse.parse(response.body).notifications.map((item) => item.title);
}

async function textsTo(user: TestUser): Promise<string[]> {
  return (await h.sentTexts()).filter((text) => text.to === user.phone).map((text) => text.body);
}

async function mailSubjects(user: TestUser): Promise<string[]> {
  const rows = (await h.db
    .knex('email_log')
    .where({ user_id: user.id, status: 'sent' })
    .orderBy('created_at')) as {
    provider_message_id: string;
  }[];
  return rows.map((row) => {
    const mail = smtp.messages.find((message) => message.messageId === row.provider_message_id);
    return mail?.subject ?? '(not caught)';
  });
}

describe('asked for information', () => {
  it('tells the person everywhere the first time, with the months, what is missing and the day', async () => {
    const user = await person();
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, randomUUID(), 'pending', 'needs_information'),
    );

    const title = 'The state needs to check your work for October and November 2026';
    expect(await titlesOf(user)).toEqual([title]);
    expect(await mailSubjects(user)).toEqual([title]);
    const mail = await smtp.waitForMessageTo(user.email);
    expect(mail.text).toContain('Still needed: 12 hours for November 2026.');
    expect(mail.text).toContain('by December 15, 2026.');
    expect(await textsTo(user)).toEqual([
      'Work Requirement Tracker: the state needs to check your work for October and November 2026. Still needed: 12 hours for November 2026. Log hours or pay, or ask for an exemption, by December 15, 2026: https://tracker.example.org/dashboard Reply STOP to opt out.',
    ]);
  });

  it('writes in Spanish to a Spanish reader', async () => {
    const user = await person({ preferredLanguage: 'es' });
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, randomUUID(), 'pending', 'needs_information'),
    );
    expect(await titlesOf(user)).toEqual([
      'El estado necesita revisar su trabajo de octubre y noviembre de 2026',
    ]);
    expect(await textsTo(user)).toEqual([
      'Work Requirement Tracker: el estado necesita revisar su trabajo de octubre y noviembre de 2026. Faltan 12 horas en noviembre de 2026. Registre horas o pagos, o pida quedar exento, hasta el 15 de diciembre de 2026: https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    ]);
  });

  it('texts nothing to a number its owner has not confirmed, and still tells in the app and by e-mail', async () => {
    const user = await person({ phoneVerified: false });
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, randomUUID(), 'pending', 'needs_information'),
    );
    expect(await textsTo(user)).toEqual([]);
    expect(await titlesOf(user)).toHaveLength(1);
    expect(await mailSubjects(user)).toHaveLength(1);
  });

  it('sends nothing twice when the event is delivered again', async () => {
    const user = await person();
    const event = await h.deliver(
      verificationDeterminedV1,
      determined(user.id, randomUUID(), 'pending', 'needs_information'),
    );
    await h.deliver(verificationDeterminedV1, event.data, { id: event.id });
    expect(await titlesOf(user)).toHaveLength(1);
    expect(await mailSubjects(user)).toHaveLength(1);
    expect(await textsTo(user)).toHaveLength(1);
  });

  it('ignores a request no account has yet', async () => {
    const before = await h.db.knex('notifications').count({ count: '*' }).first();
    await h.deliver(verificationDeterminedV1, determined(null, randomUUID(), 'pending', 'needs_information'));
    expect(await h.db.knex('notifications').count({ count: '*' }).first()).toEqual(before);
  });
});

describe('compliant or exempt', () => {
  it('gives the good news everywhere once the person was asked, and takes the request for information back', async () => {
    const user = await person();
    const requestId = randomUUID();
    await h.deliver(verificationDeterminedV1, determined(user.id, requestId, 'pending', 'needs_information'));
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, requestId, 'needs_information', 'compliant', {
        months: [month('2026-10', 'met'), month('2026-11', 'met')],
      }),
    );
    const title = "Good news: the state's check of October and November 2026 is done";
    expect(await titlesOf(user)).toEqual([title]);
    expect((await mailSubjects(user)).at(-1)).toBe(title);
    expect((await textsTo(user)).at(-1)).toBe(
      "Work Requirement Tracker: good news, the state's check of October and November 2026 is done. You meet the work requirement; nothing more to do. Reply STOP to opt out.",
    );
  });

  it('counts an earlier request for information even after the request went back to pending', async () => {
    const user = await person();
    const requestId = randomUUID();
    await h.deliver(verificationDeterminedV1, determined(user.id, requestId, 'pending', 'needs_information'));
    await h.deliver(verificationDeterminedV1, determined(user.id, requestId, 'needs_information', 'pending'));
    await h.deliver(verificationDeterminedV1, determined(user.id, requestId, 'pending', 'exempt'));
    expect(await textsTo(user)).toHaveLength(2);
    expect(await mailSubjects(user)).toHaveLength(2);
  });

  it('only shows it in the app when the state decided without ever asking the person', async () => {
    const user = await person();
    await h.deliver(verificationDeterminedV1, determined(user.id, randomUUID(), 'pending', 'compliant'));
    expect(await titlesOf(user)).toEqual([
      "Good news: the state's check of October and November 2026 is done",
    ]);
    expect(await mailSubjects(user)).toEqual([]);
    expect(await textsTo(user)).toEqual([]);
  });
});

describe('noncompliant', () => {
  it('tells that coverage may end and how to ask for a fair hearing, and takes back the countdown', async () => {
    const user = await person();
    const requestId = randomUUID();
    await h.deliver(verificationNoticeRecordedV1, {
      requestId,
      userId: user.id,
      sentOn: '2026-12-01',
      receivedOn: '2026-12-06',
      respondBy: '2027-01-05',
      missingMonths: ['2026-11'],
    });
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, requestId, 'needs_information', 'noncompliant', { respondBy: '2027-01-05' }),
    );
    const title = 'Your Medicaid coverage may end: you can ask for a fair hearing';
    expect(await titlesOf(user)).toEqual([title]);
    const mail = await smtp.waitForMessageTo(user.email, /fair hearing/);
    expect(mail.text).toContain('use the "Ask for a hearing" button on your dashboard, or call the state.');
    expect((await textsTo(user)).at(-1)).toBe(
      'Work Requirement Tracker: the state found the work requirement not met for November 2026. Your coverage may end. You have the right to ask for a fair hearing at https://tracker.example.org/dashboard or by calling the state. Reply STOP to opt out.',
    );
  });
});

describe('the notice and its reminders', () => {
  it('start the countdown and count down, everywhere', async () => {
    const user = await person();
    const requestId = randomUUID();
    await h.deliver(verificationNoticeRecordedV1, {
      requestId,
      userId: user.id,
      sentOn: '2026-12-01',
      receivedOn: '2026-12-06',
      respondBy: '2027-01-05',
      missingMonths: ['2026-11'],
    });
    for (const daysLeft of [7, 1]) {
      await h.deliver(verificationReminderDueV1, {
        requestId,
        userId: user.id,
        daysLeft,
        respondBy: '2027-01-05',
        missingMonths: ['2026-11'],
      });
    }
    expect(await titlesOf(user)).toEqual([
      'Last day tomorrow to show work for November 2026',
      '7 days left to show work for November 2026',
      'The state sent you a notice: you have until January 5, 2027',
    ]);
    expect(await mailSubjects(user)).toHaveLength(3);
    expect(await textsTo(user)).toEqual([
      'Work Requirement Tracker: the state sent you a notice. You have until January 5, 2027 to show work for November 2026. Coverage continues meanwhile. https://tracker.example.org/dashboard Reply STOP to opt out.',
      'Work Requirement Tracker: 7 days left (until January 5, 2027) to show work for November 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
      'Work Requirement Tracker: last day tomorrow (January 5, 2027) to show work for November 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
    ]);
  });

  it('say how many months a renewal needs, and the closest, rather than every month', async () => {
    const user = await person();
    const requestId = randomUUID();
    const renewal = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, requestId, 'pending', 'needs_information', {
        reason: 'renewal',
        months: renewal.map((value) => month(value, 'not_met', value === '2026-10' ? 61 : 80)),
        monthsToMeet: 1,
      }),
    );
    await h.deliver(verificationNoticeRecordedV1, {
      requestId,
      userId: user.id,
      sentOn: '2026-12-01',
      receivedOn: '2026-12-06',
      respondBy: '2027-01-05',
      missingMonths: renewal,
      monthsToMeet: 1,
    });
    await h.deliver(verificationReminderDueV1, {
      requestId,
      userId: user.id,
      daysLeft: 7,
      respondBy: '2027-01-05',
      missingMonths: renewal,
      monthsToMeet: 1,
    });
    expect(await titlesOf(user)).toEqual([
      '7 days left to show work for at least 1 of these months: May to October 2026',
      'The state sent you a notice: you have until January 5, 2027',
      'The state needs to see your work in at least 1 month from May to October 2026',
    ]);
    const mail = await smtp.waitForMessageTo(user.email, /at least 1 month from May/);
    expect(mail.text).toContain('Closest: October 2026, 61 more hours.');
    expect(await textsTo(user)).toEqual([
      'Work Requirement Tracker: the state needs to see your work in at least 1 of these months: May to October 2026. Closest: October 2026, 61 more hours. Log hours or pay, or ask for an exemption, by December 15, 2026: https://tracker.example.org/dashboard Reply STOP to opt out.',
      'Work Requirement Tracker: the state sent you a notice. You have until January 5, 2027 to show work for at least 1 of these months: May to October 2026. Coverage continues meanwhile. https://tracker.example.org/dashboard Reply STOP to opt out.',
      'Work Requirement Tracker: 7 days left (until January 5, 2027) to show work for at least 1 of these months: May to October 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
    ]);
  });

  it('holds a reminder through quiet hours, and withdraws it unsent once the request is decided', async () => {
    const user = await person();
    const requestId = randomUUID();
    // 11 pm in New York, on a day the database's clock has passed: it tells when a held text is due.
    h.setNow('2026-03-11T03:00:00Z');
    await h.deliver(verificationReminderDueV1, {
      requestId,
      userId: user.id,
      daysLeft: 14,
      respondBy: '2027-01-05',
      missingMonths: ['2026-11'],
    });
    const [held] = (await h.db.knex('outbound_texts').where({ user_id: user.id })) as { hold_until: Date }[];
    expect(new Date(held!.hold_until).toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(await textsTo(user)).toEqual([]);

    await h.deliver(
      verificationDeterminedV1,
      determined(user.id, requestId, 'needs_information', 'compliant', { respondBy: '2027-01-05' }),
    );
    h.setNow('2026-03-11T12:00:00Z');
    expect(await textsTo(user)).toEqual([
      "Work Requirement Tracker: good news, the state's check of October and November 2026 is done. You meet the work requirement; nothing more to do. Reply STOP to opt out.",
    ]);
  });
});

describe('a hearing request', () => {
  it('is confirmed in the app and by e-mail, on the day where the person is, and not texted', async () => {
    const user = await person({ preferredLanguage: 'es' });
    // 9 pm on November 30 in New York.
    await h.deliver(verificationHearingRequestedV1, {
      requestId: randomUUID(),
      userId: user.id,
      requestedAt: '2026-12-01T02:00:00Z',
    });
    expect(await titlesOf(user)).toEqual(['Se recibió su solicitud de audiencia imparcial']);
    const mail = await smtp.waitForMessageTo(user.email, /audiencia/);
    expect(mail.text).toContain(
      'Se recibió su solicitud de audiencia imparcial del 30 de noviembre de 2026.',
    );
    expect(await textsTo(user)).toEqual([]);
  });
});

describe('a redelivered event', () => {
  it.each([
    ['a notice recorded', 'notice'],
    ['a reminder', 'reminder'],
    ['a hearing request', 'hearing'],
  ] as const)('sends nothing twice: %s', async (_name, kind) => {
    const user = await person();
    const requestId = randomUUID();
    const deliverTwice = async <T extends Parameters<ApiHarness['deliver']>[0]>(
      def: T,
      data: Parameters<ApiHarness['deliver']>[1],
    ) => {
      const event = await h.deliver(def, data);
      await h.deliver(def, event.data, { id: event.id });
    };
    if (kind === 'notice') {
      await deliverTwice(verificationNoticeRecordedV1, {
        requestId,
        userId: user.id,
        sentOn: '2026-12-01',
        receivedOn: '2026-12-06',
        respondBy: '2027-01-05',
        missingMonths: ['2026-11'],
      });
    } else if (kind === 'reminder') {
      await deliverTwice(verificationReminderDueV1, {
        requestId,
        userId: user.id,
        daysLeft: 14,
        respondBy: '2027-01-05',
        missingMonths: ['2026-11'],
      });
    } else {
      await deliverTwice(verificationHearingRequestedV1, {
        requestId,
        userId: user.id,
        requestedAt: '2026-12-01T15:00:00Z',
      });
    }
    expect(await titlesOf(user)).toHaveLength(1);
    expect(await mailSubjects(user)).toHaveLength(1);
    expect(await textsTo(user)).toHaveLength(kind === 'hearing' ? 0 : 1);
  });
});

describe('the state data matched', () => {
  it('is taken from the queue without telling anyone', async () => {
    const user = await person();
    const event = await h.deliver(verificationDataMatchedV1, {
      userId: user.id,
      records: [{ month: '2026-11', source: 'snap', amountCents: null, hours: 20, flag: null }],
    });
    expect(await h.db.knex('inbox').where({ event_id: event.id })).toHaveLength(1);
    expect(await titlesOf(user)).toEqual([]);
  });
});
