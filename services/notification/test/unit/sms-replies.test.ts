import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { INCOME_GROSS_AMOUNT_MAX_CENTS } from '@tracker/contracts/constants/income';
import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { SMS_MAX_LENGTH } from '@tracker/contracts/constants/sms';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import { type DeterminationInput, determineMonth } from '@tracker/contracts/rules/determination';
import { determinationSummary, nextStepSentence } from '@tracker/contracts/rules/determination-words';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { smsSegments } from '@tracker/kit/testing/twilio';
import { describe, expect, it } from 'vitest';
import { SMS_PROBLEMS } from '../../src/domain/sms/command.js';
import { smsReplies } from '../../src/domain/sms/replies.js';
import { statusText } from '../../src/domain/sms/status-text.js';

// Every problem a text can have, so a new one is checked too.
const problems = SMS_PROBLEMS;

describe('answers to texts', () => {
  it.each(LANGUAGES)('fit one message each in %s, except the instructions', (language) => {
    const replies = smsReplies[language];
    const answers = [
      replies.optedOut,
      replies.optedIn,
      ...problems.map((problem) => replies.problem(problem, 'a-very-long-word-the-sender-typed')),
      ...ACTIVITY_TYPES.map((type) => replies.received(type, 23.5)),
      replies.payReceived(INCOME_GROSS_AMOUNT_MAX_CENTS - 1, 'A very long employer name, Incorporated'),
    ];
    for (const answer of answers) expect(answer.length, answer).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it.each(LANGUAGES)('give the instructions in %s with everything a HELP answer must say', (language) => {
    const help = smsReplies[language].help;
    expect(help).toContain('Work Requirement Tracker');
    expect(help).toContain('STOP');
    expect(help).toMatch(language === 'en' ? /Msg & data rates may apply/ : /tarifas de mensajes y datos/);
    expect(help).toMatch(
      language === 'en' ? /JOB, WORK, TRAINING, VOLUNTEER/ : /BUSQUEDA, TRABAJO, CAPACITACION, VOLUNTARIO/,
    );
  });

  it.each(LANGUAGES)(
    'tell an unconfirmed number in %s to confirm it in the profile, in one GSM-7 message',
    (language) => {
      const replies = smsReplies[language];
      const profileUrl = 'https://medicaid-work-requirements.health.example.gov/profile';
      const reply = replies.unconfirmedNumber(profileUrl);
      expect(reply).toContain(profileUrl);
      expect(smsSegments(reply), reply).toBe(1);
      expect(reply).not.toBe(replies.unknownNumber(profileUrl));
    },
  );

  it('says "Message too long" in both languages', () => {
    for (const language of LANGUAGES) {
      expect(smsReplies[language].problem('too-long', undefined)).toMatch(/^Message too long/);
    }
  });

  it.each(LANGUAGES)(
    'give the formats of both activity and pay texts in %s, in two segments in English',
    (language) => {
      const help = smsReplies[language].help;
      expect(help).toContain(language === 'en' ? 'PAY AMOUNT Employer' : 'PAGO MONTO Empleador');
      if (language === 'en') expect(smsSegments(help), help).toBeLessThanOrEqual(2);
    },
  );

  it.each(LANGUAGES)('answer a bad PAY in %s with the format to send', (language) => {
    const example = language === 'en' ? 'PAY 620.50 Walmart' : 'PAGO 620.50 Walmart';
    for (const problem of [
      'missing-amount',
      'invalid-amount',
      'missing-employer',
      'employer-too-long',
    ] as const) {
      expect(smsReplies[language].problem(problem, '620.555'), problem).toContain(example);
    }
  });
});

const day = parseIsoDate;

// Months of each kind the STATUS answer gives: not met with job search that does not count, met by
// pay, exempt, met by hours, before the profile starts, and a long one with every part of a step.
const months: Array<Partial<DeterminationInput>> = [
  { profile: { ...federal2027Profile, effectiveMonth: '2026-01' }, hoursByType: { job_search: 85 } },
  {
    profile: { ...federal2027Profile, effectiveMonth: '2026-01' },
    hoursByType: { employment: 60 },
    incomeCents: 60000,
  },
  {
    profile: federal2027Profile,
    month: '2027-02',
    judgedOn: day('2027-02-10'),
    exemptions: [
      {
        status: 'approved',
        effectiveDate: '2027-01-01',
        expirationDate: null,
        isPermanent: true,
        typeCode: 'DISABLED',
        name: 'Medically frail or disabled',
      },
    ],
  },
  { profile: seedProfile, hoursByType: { training: 20.5 } },
  { profile: federal2027Profile },
  {
    profile: { ...federal2027Profile, effectiveMonth: '2026-01', combineHoursAndIncome: true },
    month: '2026-09',
    judgedOn: day('2026-09-30'),
    hoursByType: { employment: 1.25, job_search: 12.5 },
    incomeCents: 57899,
  },
];

function determined(input: Partial<DeterminationInput>) {
  return determineMonth({
    profile: seedProfile,
    month: '2026-11',
    judgedOn: day('2026-11-25'),
    today: day('2026-11-25'),
    birthdate: '1990-05-17',
    hoursByType: {},
    jobSearchActivities: 0,
    incomeCents: 0,
    precedingIncomeCents: [],
    seasonalWorker: false,
    exemptions: [],
    schoolEnrollment: null,
    ...input,
  });
}

describe('the STATUS answer', () => {
  it('is the dashboard’s summary and next step for the same determination in English', () => {
    for (const input of months) {
      const d = determined(input);
      const text = statusText(d, 'en');
      expect(text).toBe(`${determinationSummary(d, 'en')} ${nextStepSentence(d, 'en')}`);
      expect(smsSegments(text), text).toBeLessThanOrEqual(2);
    }
  });

  it('says why 85 hours of job search do not meet a month under the federal rule, and what to do', () => {
    const text = statusText(determined(months[0] ?? {}), 'en');
    expect(text).toBe(
      "November isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay. " +
        'Log 80 more hours of work, training or volunteering, or $580 more pay, by December 15.',
    );
  });
});
