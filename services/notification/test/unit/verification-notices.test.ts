import { randomUUID } from 'node:crypto';
import type { VerificationDeterminedV1 } from '@tracker/contracts/events/verification-determined-v1';
import type { VerificationMonth, VerificationStatus } from '@tracker/contracts/http/verifications';
import { smsEncoding } from '@tracker/kit/messaging/sms-segments';
import { describe, expect, it } from 'vitest';
import { buildNoticeEmail, writeNotice } from '../../src/domain/build-email.js';
import { monthList, monthRange, monthSpan } from '../../src/domain/month-list.js';
import type { Notice } from '../../src/domain/notice.js';
import {
  closestShortfalls,
  determinationNotice,
  groupShortfalls,
} from '../../src/domain/verification-notices.js';

const appUrl = 'https://tracker.example.org';
const requestId = '00000000-0000-4000-8000-0000000000bb';

function month(value: string, status: VerificationMonth['status'], hours = 80): VerificationMonth {
  return {
    month: value,
    status,
    route: status === 'met' ? 'hours' : null,
    decidedBy: status === 'met' ? 'enrollee' : null,
    exemptions: [],
    missing: status === 'not_met' ? { hours, incomeCents: 58_000 } : null,
  };
}

function determined(
  from: VerificationStatus,
  to: VerificationStatus,
  extra: Partial<VerificationDeterminedV1> = {},
): VerificationDeterminedV1 {
  return {
    requestId,
    userId: randomUUID(),
    medicaidIdLast4: '1234',
    reason: 'renewal',
    from,
    to,
    months: [month('2026-10', 'met'), month('2026-11', 'not_met', 12), month('2026-12', 'not_met', 80)],
    dueDate: '2026-12-15',
    respondBy: null,
    ...extra,
  };
}

const text = (notice: Notice, language: 'en' | 'es') => writeNotice(notice, language, appUrl).text;

describe('months in words', () => {
  it('name the year once after its months, in each language', () => {
    expect(monthList(['2026-12', '2026-10', '2026-11'], 'en')).toBe('October, November and December 2026');
    expect(monthList(['2026-11', '2026-12', '2027-01'], 'es')).toBe(
      'noviembre y diciembre de 2026 y enero de 2027',
    );
    expect(monthList(['2026-09'], 'en')).toBe('September 2026');
  });

  it('give a count and a span when the names would not fit', () => {
    expect(monthSpan(['2026-07', '2026-12', '2026-09'], 'en')).toBe('3 months from July to December 2026');
    expect(monthSpan(['2026-11', '2027-04'], 'es')).toBe('2 meses de noviembre de 2026 a abril de 2027');
  });

  it('name a run of months by its first and last, and others one by one', () => {
    expect(monthRange(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'], 'en')).toBe(
      'May to October 2026',
    );
    expect(monthRange(['2026-12', '2026-11', '2027-01'], 'es')).toBe('noviembre de 2026 a enero de 2027');
    expect(monthRange(['2026-05', '2026-07', '2026-08'], 'en')).toBe('May, July and August 2026');
    expect(monthRange(['2026-05', '2026-06'], 'es')).toBe('mayo y junio de 2026');
  });

  it('gather the months that lack the same amounts', () => {
    expect(
      groupShortfalls([
        { month: '2026-12', hours: 80, incomeCents: 58_000 },
        { month: '2026-10', hours: 80, incomeCents: 58_000 },
        { month: '2026-11', hours: 12, incomeCents: null },
        { month: '2027-01', hours: null, incomeCents: null },
      ]),
    ).toEqual({
      known: [
        { hours: 80, incomeCents: 58_000, months: ['2026-10', '2026-12'] },
        { hours: 12, incomeCents: null, months: ['2026-11'] },
      ],
      unknown: ['2027-01'],
    });
  });
});

describe('what a determination tells the person', () => {
  it('asks the first time information is needed, with every month and what the open ones lack', () => {
    expect(determinationNotice(determined('pending', 'needs_information'), false)).toEqual({
      notice: {
        topic: 'verification-asked',
        requestId,
        months: ['2026-10', '2026-11', '2026-12'],
        missing: [
          { month: '2026-11', hours: 12, incomeCents: 58_000 },
          { month: '2026-12', hours: 80, incomeCents: 58_000 },
        ],
        dueDate: '2026-12-15',
      },
      email: true,
      text: true,
    });
  });

  it('does not ask again when the request comes back to needing information', () => {
    expect(determinationNotice(determined('compliant', 'needs_information'), true)).toBeNull();
  });

  it('tells nothing of a request going back to pending', () => {
    expect(determinationNotice(determined('needs_information', 'pending'), true)).toBeNull();
  });

  it.each(['compliant', 'exempt'] as const)(
    'says %s everywhere once the person was asked, and only in the app when they never were',
    (to) => {
      const channels = (data: VerificationDeterminedV1, asked: boolean) => {
        const plan = determinationNotice(data, asked);
        return plan && { email: plan.email, text: plan.text, topic: plan.notice.topic };
      };
      const everywhere = { email: true, text: true, topic: 'verification-met' };
      expect(channels(determined('needs_information', to), false)).toEqual(everywhere);
      expect(channels(determined('pending', to), true)).toEqual(everywhere);
      expect(channels(determined('pending', to, { respondBy: '2027-01-19' }), false)).toEqual(everywhere);
      expect(channels(determined('pending', to), false)).toEqual({
        ...everywhere,
        email: false,
        text: false,
      });
    },
  );

  it('keeps how many months are needed when a renewal needs only some of them', () => {
    const some = determinationNotice(determined('pending', 'needs_information', { monthsToMeet: 1 }), false);
    expect(some?.notice).toMatchObject({ topic: 'verification-asked', monthsToMeet: 1 });
    const all = determinationNotice(determined('pending', 'needs_information', { monthsToMeet: 3 }), false);
    expect(all?.notice).not.toHaveProperty('monthsToMeet');
  });

  it('names the months still open when the request is noncompliant', () => {
    expect(determinationNotice(determined('needs_information', 'noncompliant'), true)?.notice).toEqual({
      topic: 'verification-noncompliant',
      requestId,
      missingMonths: ['2026-11', '2026-12'],
    });
  });
});

describe('verification notices in words', () => {
  const asked: Notice = {
    topic: 'verification-asked',
    requestId,
    months: ['2026-10', '2026-11', '2026-12'],
    missing: [{ month: '2026-12', hours: 80, incomeCents: 58_000 }],
    dueDate: '2026-12-15',
  };

  // The Spanish text names the month still open rather than its amounts, which would take a third message.
  it('ask for the months with what is missing, the day and the dashboard', () => {
    expect(text(asked, 'en')).toBe(
      'Work Requirement Tracker: the state needs to check your work for October, November and December 2026. Still needed: 80 hours or $580 of pay for December 2026. Log hours or pay, or ask for an exemption, by December 15, 2026: https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(text(asked, 'es')).toBe(
      'Work Requirement Tracker: el estado necesita revisar su trabajo de octubre, noviembre y diciembre de 2026. Falta cumplir diciembre de 2026. Registre horas o pagos, o pida quedar exento, hasta el 15 de diciembre de 2026: https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    );
    const wording = writeNotice(asked, 'es', appUrl);
    expect(wording.title).toBe(
      'El estado necesita revisar su trabajo de octubre, noviembre y diciembre de 2026',
    );
    expect(wording.paragraphs).toContain(
      'Registre sus horas o pagos en su panel, o pida una exención si le corresponde, a más tardar el 15 de diciembre de 2026.',
    );
  });

  it('say the amount once when every month lacks the same', () => {
    const nothingKnown: Notice = {
      ...(asked as Extract<Notice, { topic: 'verification-asked' }>),
      missing: [],
    };
    const same: Notice = {
      topic: 'verification-asked',
      requestId,
      months: ['2026-11', '2026-12'],
      missing: [
        { month: '2026-11', hours: 20, incomeCents: null },
        { month: '2026-12', hours: 20, incomeCents: null },
      ],
      dueDate: '2026-12-15',
    };
    expect(text(same, 'en')).toContain('for November and December 2026. Still needed: 20 hours a month. Log');
    expect(writeNotice(same, 'en', appUrl).paragraphs[1]).toBe(
      'Still needed: 20 hours a month for November and December 2026.',
    );
    expect(text(nothingKnown, 'en')).toContain('December 2026. Log hours or pay');
  });

  it('give good news, and in the app alone the same words', () => {
    const met: Notice = {
      topic: 'verification-met',
      requestId,
      months: ['2026-10', '2026-11'],
      outcome: 'compliant',
    };
    expect(writeNotice(met, 'en', appUrl)).toEqual({
      title: "Good news: the state's check of October and November 2026 is done",
      paragraphs: [
        "The state's check of October and November 2026 is done.",
        'You meet the work requirement; nothing more to do.',
      ],
      text: "Work Requirement Tracker: good news, the state's check of October and November 2026 is done. You meet the work requirement; nothing more to do. Reply STOP to opt out.",
    });
    expect(text({ ...met, outcome: 'exempt' }, 'es')).toBe(
      'Work Requirement Tracker: buenas noticias, el estado confirma que queda exento del requisito de trabajo en octubre y noviembre de 2026. No tiene que hacer nada. Para no recibir mensajes, responda STOP.',
    );
  });

  it('tell of the right to a fair hearing and how to ask for one when coverage may end', () => {
    const noncompliant: Notice = {
      topic: 'verification-noncompliant',
      requestId,
      missingMonths: ['2026-12'],
    };
    expect(text(noncompliant, 'en')).toBe(
      'Work Requirement Tracker: the state found the work requirement not met for December 2026. Your coverage may end. You have the right to ask for a fair hearing at https://tracker.example.org/dashboard or by calling the state. Reply STOP to opt out.',
    );
    expect(writeNotice(noncompliant, 'en', appUrl).paragraphs).toEqual([
      'The state found that the work requirement was not met for December 2026.',
      'Your Medicaid coverage may end.',
      'You have the right to a fair hearing. To ask for one, use the "Ask for a hearing" button on your dashboard, or call the state.',
    ]);
    expect(writeNotice(noncompliant, 'es', appUrl).paragraphs[2]).toBe(
      'Tiene derecho a una audiencia imparcial. Para pedirla, use el botón «Pedir una audiencia» de su panel o llame al estado.',
    );
  });

  it('start the countdown of a notice, saying coverage continues', () => {
    const recorded: Notice = {
      topic: 'verification-notice',
      requestId,
      respondBy: '2027-01-19',
      missingMonths: ['2026-12'],
    };
    expect(text(recorded, 'en')).toBe(
      'Work Requirement Tracker: the state sent you a notice. You have until January 19, 2027 to show work for December 2026. Coverage continues meanwhile. https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(text(recorded, 'es')).toBe(
      'Work Requirement Tracker: hay un aviso del estado para usted. Tiene hasta el 19 de enero de 2027 para mostrar su trabajo de diciembre de 2026. Su cobertura sigue mientras tanto. https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    );
  });

  it('count the days left, and call the last one tomorrow', () => {
    const reminder = (daysLeft: number): Notice => ({
      topic: 'verification-reminder',
      requestId,
      daysLeft,
      respondBy: '2027-01-19',
      missingMonths: ['2026-11', '2026-12'],
    });
    expect(text(reminder(7), 'en')).toBe(
      'Work Requirement Tracker: 7 days left (until January 19, 2027) to show work for November and December 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(writeNotice(reminder(7), 'es', appUrl).title).toBe(
      'Quedan 7 días para mostrar su trabajo de noviembre y diciembre de 2026',
    );
    expect(text(reminder(1), 'en')).toBe(
      'Work Requirement Tracker: last day tomorrow (January 19, 2027) to show work for November and December 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(text(reminder(1), 'es')).toBe(
      'Work Requirement Tracker: mañana, 19 de enero de 2027, vence su plazo para mostrar su trabajo de noviembre y diciembre de 2026. https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    );
    expect(smsEncoding(text(reminder(14), 'es') ?? '')).toBe('GSM-7');
  });

  it('confirm a hearing request by e-mail, not by text', () => {
    const hearing: Notice = { topic: 'verification-hearing', requestId, requestedOn: '2026-12-01' };
    expect(text(hearing, 'en')).toBeNull();
    const email = buildNoticeEmail(hearing, { language: 'es', firstName: 'María' }, appUrl);
    expect(email.subject).toBe('Se recibió su solicitud de audiencia imparcial');
    expect(email.text).toContain(
      'Se recibió su solicitud de audiencia imparcial del 1 de diciembre de 2026.',
    );
    expect(email.text).toContain('El estado se comunicará con usted.');
    expect(email.text).toContain('\nhttps://tracker.example.org/dashboard\n');
  });
});

describe('the months closest to being met', () => {
  it('are those short of the fewest hours, then of the least pay, then the latest, in calendar order', () => {
    const missing = [
      { month: '2026-05', hours: 80, incomeCents: 58_000 },
      { month: '2026-06', hours: 20, incomeCents: 58_000 },
      { month: '2026-07', hours: 20, incomeCents: 14_000 },
      { month: '2026-08', hours: null, incomeCents: null },
      { month: '2026-09', hours: 80, incomeCents: 58_000 },
      { month: '2026-10', hours: 61, incomeCents: null },
    ];
    expect(closestShortfalls(missing, 1).map((item) => item.month)).toEqual(['2026-07']);
    expect(closestShortfalls(missing, 2).map((item) => item.month)).toEqual(['2026-06', '2026-07']);
    expect(closestShortfalls(missing, 4).map((item) => item.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-09',
      '2026-10',
    ]);
    // A month not determined yet has no distance to tell.
    expect(closestShortfalls(missing, 6)).toHaveLength(5);
  });
});

describe('a renewal that needs only some of its months, in words', () => {
  const renewal = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
  const short = (month: string) =>
    month === '2026-10'
      ? { month, hours: 61, incomeCents: 58_000 }
      : month === '2026-08'
        ? { month, hours: 70, incomeCents: null }
        : { month, hours: 80, incomeCents: 58_000 };
  const asked = (monthsToMeet: number): Notice => ({
    topic: 'verification-asked',
    requestId,
    months: renewal,
    missing: renewal.map(short),
    monthsToMeet,
    dueDate: '2026-12-15',
  });

  it('asks for at least one of the months and names the closest', () => {
    expect(writeNotice(asked(1), 'en', appUrl)).toEqual({
      title: 'The state needs to see your work in at least 1 month from May to October 2026',
      paragraphs: [
        'The state needs to see that you met the work requirement in at least 1 of these months: May to October 2026.',
        'Closest: October 2026, 61 more hours or $580 of pay.',
        'Log your hours or pay on your dashboard, or ask for an exemption if one applies to you, by December 15, 2026.',
      ],
      text: 'Work Requirement Tracker: the state needs to see your work in at least 1 of these months: May to October 2026. Closest: October 2026, 61 more hours or $580 of pay. Log hours or pay, or ask for an exemption, by December 15, 2026: https://tracker.example.org/dashboard Reply STOP to opt out.',
    });
    expect(writeNotice(asked(1), 'es', appUrl)).toEqual({
      title: 'El estado necesita ver su trabajo en al menos 1 mes de mayo a octubre de 2026',
      paragraphs: [
        'El estado necesita comprobar que usted cumplió el requisito de trabajo en al menos 1 de estos meses: mayo a octubre de 2026.',
        'Le falta menos en octubre de 2026 (61 horas o $580 de pago).',
        'Registre sus horas o pagos en su panel, o pida una exención si le corresponde, a más tardar el 15 de diciembre de 2026.',
      ],
      text: 'Work Requirement Tracker: el estado necesita que cumpla en al menos 1 de estos meses: mayo a octubre de 2026. Le falta menos en octubre de 2026 (61 horas o $580 de pago). Registre horas o pagos, o pida quedar exento, en su panel hasta el 15 de diciembre de 2026. Para no recibir mensajes, responda STOP.',
    });
  });

  it('names as many of the closest months as are still needed, less those already met', () => {
    expect(writeNotice(asked(2), 'en', appUrl).paragraphs.slice(0, 2)).toEqual([
      'The state needs to see that you met the work requirement in at least 2 of these months: May to October 2026.',
      'Closest: August 2026, 70 more hours; October 2026, 61 more hours or $580 of pay.',
    ]);
    expect(writeNotice(asked(2), 'es', appUrl).paragraphs[1]).toBe(
      'Le falta menos en agosto de 2026 (70 horas) y octubre de 2026 (61 horas o $580 de pago).',
    );
    // May is met: one more month is needed, the closest of the five left.
    const oneMet: Notice = {
      ...(asked(2) as Extract<Notice, { topic: 'verification-asked' }>),
      missing: renewal.slice(1).map(short),
    };
    expect(writeNotice(oneMet, 'en', appUrl).paragraphs[1]).toBe(
      'Closest: October 2026, 61 more hours or $580 of pay.',
    );
  });

  it('says nothing of the closest while no month is determined', () => {
    const unknown: Notice = {
      ...(asked(1) as Extract<Notice, { topic: 'verification-asked' }>),
      missing: renewal.map((month) => ({ month, hours: null, incomeCents: null })),
    };
    expect(writeNotice(unknown, 'en', appUrl).paragraphs).toHaveLength(2);
    expect(text(unknown, 'en')).toContain('at least 1 of these months: May to October 2026. Log hours');
  });

  it('gives the notice and the reminders the same count', () => {
    const recorded: Notice = {
      topic: 'verification-notice',
      requestId,
      respondBy: '2027-01-19',
      missingMonths: renewal,
      monthsToMeet: 1,
    };
    expect(text(recorded, 'en')).toBe(
      'Work Requirement Tracker: the state sent you a notice. You have until January 19, 2027 to show work for at least 1 of these months: May to October 2026. Coverage continues meanwhile. https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(writeNotice(recorded, 'es', appUrl).paragraphs[1]).toBe(
      'Tiene hasta el 19 de enero de 2027 para mostrar su trabajo en al menos 1 de estos meses: mayo a octubre de 2026.',
    );
    const reminder = (daysLeft: number): Notice => ({
      topic: 'verification-reminder',
      requestId,
      daysLeft,
      respondBy: '2027-01-19',
      missingMonths: renewal,
      monthsToMeet: 2,
    });
    expect(text(reminder(7), 'en')).toBe(
      'Work Requirement Tracker: 7 days left (until January 19, 2027) to show work for at least 2 of these months: May to October 2026. https://tracker.example.org/dashboard Reply STOP to opt out.',
    );
    expect(writeNotice(reminder(7), 'en', appUrl).title).toBe(
      '7 days left to show work for at least 2 of these months: May to October 2026',
    );
    expect(text(reminder(7), 'es')).toBe(
      'Work Requirement Tracker: su plazo vence el 19 de enero de 2027 para mostrar su trabajo en al menos 2 de estos meses: mayo a octubre de 2026. https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    );
    expect(text(reminder(1), 'es')).toBe(
      'Work Requirement Tracker: mañana, 19 de enero de 2027, vence su plazo para mostrar su trabajo en al menos 2 de estos meses: mayo a octubre de 2026. https://tracker.example.org/dashboard Para no recibir mensajes, responda STOP.',
    );
  });

  it('keeps the words for every month when all of them are needed', () => {
    const all: Notice = {
      topic: 'verification-notice',
      requestId,
      respondBy: '2027-01-19',
      missingMonths: ['2026-11', '2026-12'],
      monthsToMeet: 2,
    };
    expect(text(all, 'en')).toContain('to show work for November and December 2026.');
    expect(text(all, 'es')).toContain('para mostrar su trabajo de noviembre y diciembre de 2026.');
    expect(writeNotice({ ...asked(6), monthsToMeet: 6 } as Notice, 'en', appUrl).paragraphs[0]).toBe(
      'The state needs to check that you met the work requirement in May, June, July, August, September and October 2026.',
    );
  });
});
