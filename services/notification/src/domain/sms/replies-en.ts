import { hoursNumber, monthName } from '../format.js';
import { activityTypeNames } from '../labels.js';
import { productName } from '../product.js';
import { quoted, type SmsReplies } from './replies.js';

const example = 'e.g. WORK 3 Stocked shelves';

function hours(value: number): string {
  return `${hoursNumber(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;
}

function days(value: number): string {
  return `${value} ${value === 1 ? 'day' : 'days'}`;
}

export const en: SmsReplies = {
  help: `${productName}: text TYPE HOURS Description, ${example}. Types: JOB, WORK, TRAINING, VOLUNTEER. Text STATUS for your hours. Reply STOP to opt out. Msg & data rates may apply.`,
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
    }
  },
  received: (type, value) =>
    `Got it: ${hours(value)} of ${activityTypeNames.en[type]}. We will text you once it is logged.`,
  status(facts) {
    const month = monthName(facts.month, 'en');
    const ofRequired = `${hoursNumber(facts.currentHours, 'en')} of ${hours(facts.requiredHours)} logged`;
    switch (facts.status) {
      case 'exempt':
        return `${month}: ${hours(facts.currentHours)} logged. You have an active exemption, so no hours are needed this month.`;
      case 'not_required':
        return `${month}: ${hours(facts.currentHours)} logged. The work requirement does not apply to you at your age.`;
      case 'completed':
        return `${month}: ${ofRequired}. You met this month's requirement.`;
      case 'on_track':
      case 'behind_schedule':
        return `${month}: ${ofRequired}. ${hours(facts.hoursStillNeeded)} still needed, ${days(facts.daysLeft)} left.`;
    }
  },
};
