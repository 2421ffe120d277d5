import {
  INCOME_EMPLOYER_MAX_LENGTH,
  INCOME_GROSS_AMOUNT_MAX_CENTS,
} from '@tracker/contracts/constants/income';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber } from '../format.js';
import { activityTypeNames } from '../labels.js';
import { productName } from '../product.js';
import { quoted, type SmsReplies } from './reply-texts.js';

const example = 'e.g. WORK 3 Stocked shelves';
const payExample = 'e.g. PAY 620.50 Walmart';

function hours(value: number): string {
  return `${hoursNumber(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;
}

export const en: SmsReplies = {
  // One message of 160 characters: the formats, the types, STATUS, how to stop and the rates.
  help: `${productName}: text TYPE HOURS Description (JOB, WORK, TRAINING, VOLUNTEER), PAY AMOUNT Employer or STATUS. STOP to end. Msg & data rates may apply.`,
  optedOut: `${productName}: you will get no more texts from us. Reply START to get texts again.`,
  optedIn: `${productName}: you will get texts from us again. Reply HELP for help, STOP to opt out.`,
  unknownNumber: (registerUrl) =>
    `${productName}: this number is not linked to an account. Register at ${registerUrl} with this cell number to log hours by text.`,
  sharedNumber: (loginUrl) =>
    `${productName}: this number is on more than one account, so we cannot tell whose hours these are. Please log in at ${loginUrl} instead.`,
  unconfirmedNumber: (profileUrl) =>
    `${productName}: to log hours by text, confirm this number in your profile: ${profileUrl}`,
  problem(problem, word) {
    switch (problem) {
      case 'empty':
        return `We could not read a message. Send TYPE HOURS Description, ${example}. Reply HELP for help.`;
      case 'too-long':
        return `Message too long: keep it to 160 characters, ${example}.`;
      case 'unknown-type':
        return `"${quoted(word)}" is not a type. Start with JOB, WORK, TRAINING or VOLUNTEER, ${example}.`;
      case 'missing-hours':
        return `Add the hours after the type, ${example}.`;
      case 'invalid-hours':
        return `"${quoted(word)}" is not a number of hours. Send hours like 2 or 1.5, e.g. WORK 1.5 Stocked shelves.`;
      case 'hours-out-of-range':
        return `Hours must be from 0.5 to 24 for one text, e.g. WORK 8 Stocked shelves.`;
      case 'hours-not-in-steps':
        return `Hours go in half-hour steps, like 1, 1.5 or 2, e.g. WORK 1.5 Stocked shelves.`;
      case 'missing-description':
        return `Add what you did after the hours, ${example}.`;
      case 'missing-amount':
        return `Add the amount after PAY, ${payExample}.`;
      case 'invalid-amount':
        return `"${quoted(word)}" is not an amount. Send dollars above $0, at most 2 decimals, up to ${moneyWords(INCOME_GROSS_AMOUNT_MAX_CENTS, 'en')}, ${payExample}.`;
      case 'missing-employer':
        return `Add who paid you after the amount, ${payExample}.`;
      case 'employer-too-long':
        return `The employer's name is too long: keep it to ${INCOME_EMPLOYER_MAX_LENGTH} characters, ${payExample}.`;
    }
  },
  received: (type, value) =>
    `Got it: ${hours(value)} of ${activityTypeNames.en[type]}. We will text you once it is logged.`,
  payReceived: (cents, employer) =>
    `Got it: pay of ${moneyWords(cents, 'en')} from ${quoted(employer)}. We will text you once it is recorded.`,
};
