import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { MET_ROUTES } from '@tracker/contracts/rules/determination';
import { describe, expect, it } from 'vitest';
import { buildNoticeEmail, writeNotice } from '../../src/domain/build-email.js';
import type { MonthStanding, Notice } from '../../src/domain/notice.js';
import { fitsTextBudget } from '../../src/domain/sms/text-budget.js';
import { verificationNotices } from '../support/verification-samples.js';

// The longest words a text can be built with: the longest month names, types and numbers.
const longDay = '2026-09-30';
const appUrl = 'https://tracker.example.org';

const standings: MonthStanding[] = [
  { status: 'not_required', route: null },
  { status: 'exempt', route: null },
  { status: 'not_met', route: null },
  ...MET_ROUTES.map((route): MonthStanding => ({ status: 'met', route })),
];

const samples: Notice[] = [
  ...EXEMPTION_STATUSES.map((status): Notice => ({
    topic: 'exemption-status',
    exemptionName: 'Student',
    status,
    waitingMessage: 'Please send your schedule.',
    denialReason: 'Not enrolled.',
    resetMessage: 'Back to the queue.',
    expirationDate: '2026-08-31',
    isPermanent: false,
  })),
  { topic: 'exemption-note', exemptionName: 'Student', noteText: 'Thanks.' },
  { topic: 'exemption-note', exemptionName: null, noteText: 'Thanks.' },
  ...ACTIVITY_TYPES.map((type): Notice => ({
    topic: 'sms-activity',
    type,
    hours: 23.5,
    date: longDay,
    monthHours: 123.5,
    requiredHours: 80,
  })),
  // With the month's determination, in each standing it can have.
  ...ACTIVITY_TYPES.flatMap((type) =>
    standings.map((standing): Notice => ({
      topic: 'sms-activity',
      type,
      hours: 23.5,
      date: longDay,
      monthHours: 123.25,
      requiredHours: 80.25,
      standing,
    })),
  ),
  ...standings.map((standing): Notice => ({
    topic: 'sms-income',
    grossAmountCents: 9_999_999,
    payDate: longDay,
    monthHours: 123.25,
    requiredHours: 80.25,
    standing,
  })),
  { topic: 'deadline', deadline: longDay, currentHours: 0.5, requiredHours: 80, hoursStillNeeded: 79.5 },
  {
    topic: 'exemption-expiring',
    exemptionName: 'A very long exemption name indeed',
    expirationDate: longDay,
  },
  { topic: 'turning-19', birthday: longDay, requiredHours: 80.5 },
  ...verificationNotices,
];

describe('notices', () => {
  it.each(LANGUAGES)('are worded fully in %s', (language) => {
    for (const notice of samples) {
      const wording = writeNotice(notice, language, appUrl);
      expect(wording.title.trim()).not.toBe('');
      expect(wording.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of wording.paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });

  it('are worded differently in Spanish', () => {
    for (const notice of samples) {
      expect(writeNotice(notice, 'es', appUrl).title).not.toBe(writeNotice(notice, 'en', appUrl).title);
    }
  });

  // Decisions and requests for more are texted; other moves of a request and notes are not.
  const isTexted = (notice: Notice) =>
    notice.topic === 'exemption-status'
      ? ['approved', 'denied', 'waiting_on_enrollee'].includes(notice.status)
      : !['exemption-note', 'verification-hearing'].includes(notice.topic);

  it.each(LANGUAGES)('fit every text within its budget of messages, in %s', (language) => {
    for (const notice of samples.filter(isTexted)) {
      const text = writeNotice(notice, language, appUrl).text;
      expect(text, notice.topic).not.toBeNull();
      expect(fitsTextBudget(text ?? ''), text ?? '').toBe(true);
      expect(text).toMatch(/STOP/);
    }
  });

  it('text only what is meant to be texted', () => {
    for (const notice of samples.filter((item) => !isTexted(item))) {
      expect(writeNotice(notice, 'en', appUrl).text).toBeNull();
    }
  });

  it('name the new status and carry the reviewer’s words', () => {
    const wording = (status: (typeof EXEMPTION_STATUSES)[number]) =>
      writeNotice(
        { ...(samples[0] as Extract<Notice, { topic: 'exemption-status' }>), status },
        'en',
        appUrl,
      );
    expect(wording('approved').paragraphs).toEqual([
      'Your request for the Student exemption was approved.',
      'It is in force until August 31, 2026.',
    ]);
    expect(wording('denied').paragraphs).toContain('Reason: Not enrolled.');
    expect(wording('waiting_on_enrollee').paragraphs).toContain(
      'Message from the reviewer: Please send your schedule.',
    );
    expect(wording('requested').paragraphs).toContain('Message from the reviewer: Back to the queue.');
    expect(wording('under_review').title).toBe('Your Student exemption request: Under Review');
  });

  it('e-mail a notice with a greeting, its words and a button to its page', () => {
    const email = buildNoticeEmail(
      { topic: 'turning-19', birthday: '2026-06-08', requiredHours: 20 },
      { language: 'es', firstName: ' María ' },
      'https://tracker.example.org/',
    );
    expect(email.subject).toBe('El requisito de trabajo se aplica a usted desde el 8 de junio de 2026');
    expect(email.text.startsWith('Hola, María:\n')).toBe(true);
    expect(email.text).toContain('\nhttps://tracker.example.org/dashboard\n');
    expect(email.html).toContain('href="https://tracker.example.org/dashboard"');
    expect(email.html).toContain('Abrir Work Requirement Tracker');
  });
});
