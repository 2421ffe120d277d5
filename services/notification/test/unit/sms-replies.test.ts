import { ACTIVITY_TYPES, LANGUAGES, SMS_MAX_LENGTH } from '@tracker/contracts/constants';
import { smsSegments } from '@tracker/kit/testing-twilio';
import { describe, expect, it } from 'vitest';
import type { SmsProblem } from '../../src/domain/sms/command.js';
import { smsReplies } from '../../src/domain/sms/replies.js';

const problems: SmsProblem[] = [
  'empty',
  'too-long',
  'unknown-type',
  'missing-hours',
  'invalid-hours',
  'hours-out-of-range',
  'hours-not-in-steps',
  'missing-description',
];

describe('answers to texts', () => {
  it.each(LANGUAGES)('fit one message each in %s, except the instructions', (language) => {
    const replies = smsReplies[language];
    const answers = [
      replies.optedOut,
      replies.optedIn,
      ...problems.map((problem) => replies.problem(problem, 'a-very-long-word-the-sender-typed')),
      ...ACTIVITY_TYPES.map((type) => replies.received(type, 23.5)),
      ...(['on_track', 'completed', 'exempt', 'not_required'] as const).map((status) =>
        replies.status({
          status,
          month: { year: 2026, month: 9 },
          currentHours: 123.5,
          requiredHours: 80,
          hoursStillNeeded: 79.5,
          daysLeft: 30,
        }),
      ),
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

  it('answers STATUS with the hours, what is still needed and the days left', () => {
    const facts = {
      status: 'behind_schedule' as const,
      month: { year: 2026, month: 3 },
      currentHours: 1,
      requiredHours: 20,
      hoursStillNeeded: 19,
      daysLeft: 1,
    };
    expect(smsReplies.en.status(facts)).toBe(
      'March 2026: 1 of 20 hours logged. 19 hours still needed, 1 day left.',
    );
    expect(smsReplies.es.status(facts)).toBe(
      'marzo de 2026: registró 1 de 20 horas. Faltan 19 horas; queda 1 día.',
    );
    expect(smsReplies.es.status({ ...facts, hoursStillNeeded: 1, daysLeft: 3 })).toBe(
      'marzo de 2026: registró 1 de 20 horas. Falta 1 hora; quedan 3 días.',
    );
  });
});
