import {
  type ActivityType,
  ACTIVITY_HOURS_MIN,
  ACTIVITY_HOURS_STEP,
  QUICK_ENTRY_HOURS_MAX,
} from '@tracker/contracts/constants/activities';
import { INCOME_EMPLOYER_MAX_LENGTH } from '@tracker/contracts/constants/income';
import { type Language } from '@tracker/contracts/constants/accounts';
import { SMS_MAX_LENGTH } from '@tracker/contracts/constants/sms';
import { readGrossAmount } from '@tracker/contracts/http/income';
import {
  ACTIVITY_KEYWORDS,
  HELP_KEYWORDS,
  keywordForm,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
  PAY_KEYWORDS,
  SPANISH_OPT_OUT_KEYWORDS,
  STATUS_KEYWORDS,
} from './keywords.js';

/**
 * Why a text could not be read as `TYPE HOURS Description` or `PAY AMOUNT Employer`; each gets its
 * own answer.
 */
export const SMS_PROBLEMS = [
  'empty',
  'too-long',
  'unknown-type',
  'missing-hours',
  'invalid-hours',
  'hours-out-of-range',
  'hours-not-in-steps',
  'missing-description',
  'missing-amount',
  'invalid-amount',
  'missing-employer',
  'employer-too-long',
] as const;
export type SmsProblem = (typeof SMS_PROBLEMS)[number];

/** What an inbound text asks for. `language` is the language of the keyword, when it tells one. */
export type SmsCommand =
  | { kind: 'opt-out'; language?: Language }
  | { kind: 'opt-in' }
  | { kind: 'help'; language: Language }
  | { kind: 'status'; language: Language }
  | { kind: 'activity'; type: ActivityType; hours: number; description: string; language: Language }
  | { kind: 'pay'; grossAmountCents: number; employer: string; language: Language }
  | { kind: 'invalid'; problem: SmsProblem; word?: string; language?: Language };

const HOURS_TEXT = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** A whole message that is one keyword, allowing the punctuation people add (`Stop!`, `help?`). */
function soleKeyword(body: string): string | null {
  const words = body.trim().split(/\s+/);
  if (words.length !== 1) return null;
  return keywordForm((words[0] ?? '').replace(/[.!?¡¿]+/g, ''));
}

/** Reads the hours of a text; a comma may be the decimal mark, as Spanish writes it. */
function readHours(word: string): number | null {
  if (!HOURS_TEXT.test(word)) return null;
  return Number(word.replace(',', '.'));
}

/**
 * Reads `PAY AMOUNT Employer` after its keyword: an amount as the web form takes it (`620`, `$620.50`,
 * `1,200`: above 0, at most two decimals, at most the pay record maximum) and who paid, as a pay
 * record holds them.
 */
function readPay(words: readonly string[], language: Language): SmsCommand {
  const [amountWord, ...rest] = words;
  if (amountWord === undefined) return { kind: 'invalid', problem: 'missing-amount', language };
  const amount = readGrossAmount(amountWord);
  if (!amount.ok) return { kind: 'invalid', problem: 'invalid-amount', word: amountWord, language };
  const employer = rest.join(' ').trim();
  if (employer === '') return { kind: 'invalid', problem: 'missing-employer', language };
  if (employer.length > INCOME_EMPLOYER_MAX_LENGTH) {
    return { kind: 'invalid', problem: 'employer-too-long', language };
  }
  return { kind: 'pay', grossAmountCents: amount.cents, employer, language };
}

/**
 * Reads one inbound text. Keywords (opt-out, opt-in, help, status) are recognised before anything is
 * parsed, so they work whatever their length; everything else must be `TYPE HOURS Description`, with
 * 0.5 to 24 hours in half-hour steps (one text reports one day), or `PAY AMOUNT Employer` (`PAGO` in
 * Spanish), within 160 characters.
 */
export function readSmsCommand(body: string): SmsCommand {
  const keyword = soleKeyword(body);
  if (keyword !== null) {
    if (OPT_OUT_KEYWORDS.has(keyword)) return { kind: 'opt-out' };
    if (SPANISH_OPT_OUT_KEYWORDS.has(keyword)) return { kind: 'opt-out', language: 'es' };
    if (OPT_IN_KEYWORDS.has(keyword)) return { kind: 'opt-in' };
    const helpLanguage = HELP_KEYWORDS.get(keyword);
    if (helpLanguage) return { kind: 'help', language: helpLanguage };
    const statusLanguage = STATUS_KEYWORDS.get(keyword);
    if (statusLanguage) return { kind: 'status', language: statusLanguage };
  }

  const text = body.trim();
  if (text === '') return { kind: 'invalid', problem: 'empty' };
  if (text.length > SMS_MAX_LENGTH) return { kind: 'invalid', problem: 'too-long' };

  const [typeWord = '', hoursWord, ...rest] = text.split(/\s+/);
  const payLanguage = PAY_KEYWORDS.get(keywordForm(typeWord));
  if (payLanguage) return readPay(text.split(/\s+/).slice(1), payLanguage);
  const activity = ACTIVITY_KEYWORDS.get(keywordForm(typeWord));
  if (!activity) return { kind: 'invalid', problem: 'unknown-type', word: typeWord };
  const { language } = activity;
  if (hoursWord === undefined) return { kind: 'invalid', problem: 'missing-hours', language };
  const hours = readHours(hoursWord);
  if (hours === null) return { kind: 'invalid', problem: 'invalid-hours', word: hoursWord, language };
  if (hours < ACTIVITY_HOURS_MIN || hours > QUICK_ENTRY_HOURS_MAX) {
    return { kind: 'invalid', problem: 'hours-out-of-range', word: hoursWord, language };
  }
  if (!Number.isInteger(hours / ACTIVITY_HOURS_STEP)) {
    return { kind: 'invalid', problem: 'hours-not-in-steps', word: hoursWord, language };
  }
  const description = rest.join(' ').trim();
  if (description === '') return { kind: 'invalid', problem: 'missing-description', language };
  return { kind: 'activity', type: activity.type, hours, description, language };
}
