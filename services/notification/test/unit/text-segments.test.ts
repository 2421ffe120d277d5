import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { INCOME_GROSS_AMOUNT_MAX_CENTS } from '@tracker/contracts/constants/income';
import { LANGUAGES, type Language, PHONE_CODE_TTL_MINUTES } from '@tracker/contracts/constants/accounts';
import { MET_ROUTES } from '@tracker/contracts/rules/determination';
import { smsEncoding, smsSegments } from '@tracker/kit/messaging/sms-segments';
import { describe, expect, it } from 'vitest';
import { writeNotice } from '../../src/domain/build-email.js';
import type { MonthStanding, Notice } from '../../src/domain/notice.js';
import { SMS_PROBLEMS } from '../../src/domain/sms/command.js';
import { phoneCodeText } from '../../src/domain/sms/phone-code.js';
import { smsReplies } from '../../src/domain/sms/replies.js';
import { TEXT_MAX_SEGMENTS } from '../../src/domain/sms/text-budget.js';
import { statusSamples } from '../support/status-samples.js';
import { verificationNotices } from '../support/verification-samples.js';

// Every text the service sends, each template rendered with the longest values it meets in practice,
// counted in messages for its encoding: GSM-7 160 in one and 153 a part (extension characters count
// two), UCS-2 70 and 67. Each fits two messages at most; the English HELP answer fits one.

// The longest month name, its last day, and names of about 40 characters, one of them outside GSM-7.
const longDay = '2026-09-30';
const longName = 'Medically frail or with a disability xx';
const accentedName = 'Persona médicamente frágil o con discapa';
const appUrl = 'https://medicaid-work-requirements.health.example.gov';
const url = `${appUrl}/register`;

const standings: MonthStanding[] = [
  { status: 'not_required', route: null },
  { status: 'exempt', route: null },
  { status: 'not_met', route: null },
  ...MET_ROUTES.map((route): MonthStanding => ({ status: 'met', route })),
];

const notices: Notice[] = [
  ...[longName, accentedName].flatMap((exemptionName) =>
    EXEMPTION_STATUSES.flatMap((status) =>
      [false, true].map((isPermanent): Notice => ({
        topic: 'exemption-status',
        exemptionId: '00000000-0000-4000-8000-000000000001',
        exemptionName,
        status,
        waitingMessage: 'Please send a letter from your doctor that says how long you cannot work.',
        replyBy: longDay,
        denialReason: 'The letter does not say how long.',
        resetMessage: 'Back to the queue.',
        expirationDate: '2027-09-30',
        isPermanent,
      })),
    ),
  ),
  ...ACTIVITY_TYPES.flatMap((type) =>
    [undefined, ...standings].map((standing): Notice => ({
      topic: 'sms-activity',
      type,
      hours: 23.5,
      date: longDay,
      monthHours: 123.25,
      requiredHours: 80.25,
      ...(standing === undefined ? {} : { standing }),
    })),
  ),
  ...standings.map((standing): Notice => ({
    topic: 'sms-income',
    grossAmountCents: INCOME_GROSS_AMOUNT_MAX_CENTS - 1,
    payDate: longDay,
    monthHours: 123.25,
    requiredHours: 80.25,
    standing,
  })),
  {
    topic: 'deadline',
    month: '2026-09',
    deadline: '2026-10-15',
    currentHours: 0.25,
    requiredHours: 80.25,
    hoursStillNeeded: 79.75,
  },
  {
    topic: 'deadline',
    month: '2026-09',
    deadline: '2026-10-15',
    currentHours: 0.25,
    requiredHours: 80.25,
    hoursStillNeeded: 79.75,
    incomeCentsStillNeeded: 57_899,
  },
  { topic: 'deadline', deadline: longDay, currentHours: 0.5, requiredHours: 80, hoursStillNeeded: 79.5 },
  ...MET_ROUTES.map((route): Notice => ({ topic: 'month-met', month: '2026-09', route })),
  { topic: 'exemption-expiring', exemptionName: longName, expirationDate: longDay },
  { topic: 'turning-19', birthday: longDay, requiredHours: 80.5 },
  ...verificationNotices,
];

// Every problem a text can have, so a new one is checked too.
const problems = SMS_PROBLEMS;

function everyText(language: Language): string[] {
  const replies = smsReplies[language];
  return [
    ...notices.map((notice) => writeNotice(notice, language, appUrl).text).filter((text) => text !== null),
    replies.help,
    replies.optedOut,
    replies.optedIn,
    replies.unknownNumber(url),
    replies.sharedNumber(url),
    replies.unconfirmedNumber(url),
    ...problems.map((problem) => replies.problem(problem, 'a-very-long-word-the-sender-typed')),
    ...ACTIVITY_TYPES.map((type) => replies.received(type, 23.5)),
    replies.payReceived(INCOME_GROSS_AMOUNT_MAX_CENTS - 1, 'A very long employer name, Incorporated'),
    ...statusSamples(language),
    ...[1, PHONE_CODE_TTL_MINUTES, 59].map((minutes) => phoneCodeText(language, '123456', minutes)),
  ];
}

describe('every text', () => {
  it.each(LANGUAGES)('fits two messages for its encoding in %s', (language) => {
    const texts = everyText(language);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      expect(smsSegments(text), `${smsEncoding(text)}: ${text}`).toBeLessThanOrEqual(TEXT_MAX_SEGMENTS);
    }
  });

  it('answers HELP in English in one message', () => {
    expect(smsSegments(smsReplies.en.help), smsReplies.en.help).toBe(1);
  });

  it.each(LANGUAGES)('texts every decision and every request for more in %s', (language) => {
    for (const status of ['approved', 'denied', 'waiting_on_enrollee'] as const) {
      const notice = notices.find((item) => item.topic === 'exemption-status' && item.status === status);
      expect(notice && writeNotice(notice, language, appUrl).text, status).toMatch(/STOP/);
    }
  });

  it('keeps the Spanish texts in GSM-7, so a message holds 153 characters, not 67', () => {
    // Except where a name is spelled as the web app spells it: a type typed with accents, and the
    // activity types Búsqueda de empleo and Capacitación.
    const named = (notice: Notice) =>
      (notice.topic === 'exemption-status' && notice.exemptionName === accentedName) ||
      (notice.topic === 'sms-activity' && ['job_search', 'training'].includes(notice.type));
    for (const notice of notices) {
      if (named(notice)) continue;
      const text = writeNotice(notice, 'es', appUrl).text;
      if (text !== null) expect(smsEncoding(text), text).toBe('GSM-7');
    }
    const replies = smsReplies.es;
    for (const reply of [
      replies.help,
      replies.optedOut,
      replies.optedIn,
      replies.unknownNumber(url),
      replies.sharedNumber(url),
      replies.unconfirmedNumber(url),
      ...problems.map((problem) => replies.problem(problem, 'a-very-long-word-the-sender-typed')),
    ]) {
      expect(smsEncoding(reply), reply).toBe('GSM-7');
    }
  });
});
