import {
  ACTIVITY_HOURS_DEFAULT,
  ACTIVITY_HOURS_MAX,
  ACTIVITY_HOURS_MIN,
  ACTIVITY_HOURS_STEP,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  QUICK_ENTRY_HOURS_MAX,
} from '@tracker/contracts/constants/activities';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
  EDIT_SCREEN_ATTACHMENT_EXTENSIONS,
  KB,
} from '@tracker/contracts/constants/attachments';
import { COMPLIANCE_STATUSES } from '@tracker/contracts/constants/compliance';
import { EXEMPTION_STATUSES, EXEMPTION_TYPE_STATES } from '@tracker/contracts/constants/exemptions';
import {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  PASSWORD_MIN_LENGTH,
  UNDELETABLE_USERNAME,
} from '@tracker/contracts/constants/accounts';
import { SMS_KEYWORDS, SMS_MAX_LENGTH } from '@tracker/contracts/constants/sms';
import { US_STATE_CODES, US_STATE_NAMES, US_STATES } from '@tracker/contracts/constants/places';
import { USER_CACHE_MS } from '@tracker/contracts/constants/timing';
import { describe, expect, it } from 'vitest';

describe('constants', () => {
  it('keeps the activity hour bounds of the forms', () => {
    expect([ACTIVITY_HOURS_MIN, ACTIVITY_HOURS_MAX, ACTIVITY_HOURS_STEP, ACTIVITY_HOURS_DEFAULT]).toEqual([
      0.5, 500, 0.5, 1,
    ]);
    expect(QUICK_ENTRY_HOURS_MAX).toBe(24);
  });

  it('limits attachments to 5 MB and maps every accepted extension to a MIME type', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(5 * KB * KB);
    expect(Object.keys(ATTACHMENT_MIME_TYPES).sort()).toEqual([...ATTACHMENT_EXTENSIONS].sort());
    for (const ext of EDIT_SCREEN_ATTACHMENT_EXTENSIONS) expect(ATTACHMENT_EXTENSIONS).toContain(ext);
    expect(ATTACHMENT_MIME_TYPES.jpg).toBe(ATTACHMENT_MIME_TYPES.jpeg);
  });

  it('maps every text keyword to an activity type and labels every type', () => {
    expect(SMS_MAX_LENGTH).toBe(160);
    expect(Object.keys(SMS_KEYWORDS)).toEqual(['JOB', 'WORK', 'TRAINING', 'VOLUNTEER']);
    expect(new Set(Object.values(SMS_KEYWORDS))).toEqual(new Set(ACTIVITY_TYPES));
    expect(Object.values(ACTIVITY_TYPE_LABELS)).toEqual([
      'Job Search',
      'Employment',
      'Training',
      'Volunteer Work',
    ]);
  });

  it('lists 50 states and DC with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATE_CODES).toContain('DC');
  });

  it('offers Default and the 50 state names, without DC, for exemption types', () => {
    expect(US_STATE_NAMES).toHaveLength(50);
    expect(US_STATE_NAMES).not.toContain('District of Columbia');
    expect(EXEMPTION_TYPE_STATES[0]).toBe('Default');
    expect(EXEMPTION_TYPE_STATES).toHaveLength(51);
  });

  it('holds the status lists, languages and account values', () => {
    expect(EXEMPTION_STATUSES).toHaveLength(7);
    expect(COMPLIANCE_STATUSES).toEqual([
      'exempt',
      'not_required',
      'completed',
      'on_track',
      'behind_schedule',
    ]);
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(UNDELETABLE_USERNAME).toBe('demo');
    expect(USER_CACHE_MS).toBe(300_000);
  });
});
