import { exemptionStatusNames, activityTypeNames } from '../labels.js';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { dayAndMonth, hoursNumber, longDate, monthName, monthOnly, shortDate } from '../format.js';
import { firstFitting } from '../sms/text-budget.js';
import type { Notice, NoticeWording } from '../notice.js';
import { productName } from '../product.js';
import { writeVerificationEn } from './en-verification.js';
import { metRouteWords, standingSentence } from './standing.js';
import type { NoticeTemplates } from './template.js';

const stop = 'Reply STOP to opt out.';

function hours(value: number): string {
  return `${hoursNumber(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;
}

function monthOf(isoDate: string) {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

type ExemptionStatusNotice = Extract<Notice, { topic: 'exemption-status' }>;

/**
 * The text of a decision or of a reviewer's request for more; other moves are told in the app and by
 * e-mail only. The reviewer's own words stay off the text: they may be long, and the dashboard has them.
 */
function exemptionStatusText(notice: ExemptionStatusNotice): string | null {
  const request = (name: string | null) =>
    name === null ? 'your exemption request' : `your ${name} request`;
  const say = (sentence: (subject: string) => string) =>
    firstFitting(
      `${productName}: ${sentence(request(notice.exemptionName))} ${stop}`,
      `${productName}: ${sentence(request(null))} ${stop}`,
    );
  switch (notice.status) {
    case 'waiting_on_enrollee': {
      const by = notice.replyBy ? ` by ${dayAndMonth(notice.replyBy, 'en')}` : '';
      return say(
        (subject) =>
          `${subject} needs more from you${by}. See your dashboard, or text a photo of the document with the word DOC.`,
      );
    }
    case 'approved': {
      const term = notice.isPermanent
        ? ' It does not end.'
        : notice.expirationDate
          ? ` It lasts until ${longDate(notice.expirationDate, 'en')}.`
          : '';
      return say((subject) => `${subject} was approved.${term}`);
    }
    case 'denied':
      return say((subject) => `${subject} was denied. See why on your dashboard.`);
    default:
      return null;
  }
}

function exemptionStatus(notice: ExemptionStatusNotice): NoticeWording {
  const name = notice.exemptionName;
  const title = `Your ${name} exemption request: ${exemptionStatusNames.en[notice.status]}`;
  const paragraphs: string[] = [];
  switch (notice.status) {
    case 'approved':
      paragraphs.push(`Your request for the ${name} exemption was approved.`);
      if (notice.isPermanent) paragraphs.push('It is permanent.');
      else if (notice.expirationDate)
        paragraphs.push(`It is in force until ${longDate(notice.expirationDate, 'en')}.`);
      break;
    case 'denied':
      paragraphs.push(`Your request for the ${name} exemption was denied.`);
      if (notice.denialReason) paragraphs.push(`Reason: ${notice.denialReason}`);
      break;
    case 'waiting_on_enrollee':
      paragraphs.push(`The reviewer needs more from you about your ${name} exemption request.`);
      if (notice.waitingMessage) paragraphs.push(`Message from the reviewer: ${notice.waitingMessage}`);
      if (notice.replyBy) paragraphs.push(`Please reply by ${longDate(notice.replyBy, 'en')}.`);
      paragraphs.push(
        'Update your request on your dashboard, then resubmit it. You can also text a photo of a document to us with the word DOC.',
      );
      break;
    case 'under_review':
      paragraphs.push(`Your request for the ${name} exemption is now under review.`);
      break;
    case 'requested':
      paragraphs.push(`Your request for the ${name} exemption is pending review again.`);
      if (notice.resetMessage) paragraphs.push(`Message from the reviewer: ${notice.resetMessage}`);
      break;
    case 'expired':
      paragraphs.push(
        `Your ${name} exemption has expired. If you still qualify, you can ask for a renewal on your dashboard.`,
      );
      break;
    case 'withdrawn':
      paragraphs.push(`Your request for the ${name} exemption was withdrawn.`);
      break;
  }
  return { title, paragraphs, text: exemptionStatusText(notice) };
}

export const enNotices: NoticeTemplates = {
  openApp: `Open ${productName}`,
  write(notice, appUrl) {
    switch (notice.topic) {
      case 'exemption-status':
        return exemptionStatus(notice);
      case 'exemption-note':
        return {
          title: notice.exemptionName
            ? `New note about your ${notice.exemptionName} exemption request`
            : 'New note about your exemption request',
          paragraphs: ['A reviewer sent you this note:', notice.noteText],
          text: null,
        };
      case 'sms-activity': {
        const month = monthName(monthOf(notice.date), 'en');
        const type = activityTypeNames.en[notice.type];
        const total = `${hoursNumber(notice.monthHours, 'en')} of ${hours(notice.requiredHours)}`;
        const logged = `${hours(notice.hours)} of ${type} on ${longDate(notice.date, 'en')} were logged from your text message.`;
        const prefix = `${productName}: logged ${hours(notice.hours)} of ${type} on ${shortDate(notice.date, 'en')}.`;
        if (notice.standing === undefined) {
          return {
            title: 'Activity logged by text message',
            paragraphs: [logged, `Your total for ${month}: ${total}.`],
            text: `${prefix} ${month} total: ${total}. ${stop}`,
          };
        }
        const standing = standingSentence({ ...notice, standing: notice.standing }, 'en', true);
        return {
          title: 'Activity logged by text message',
          paragraphs: [logged, `${standing}.`],
          text: `${prefix} ${standing}. ${stop}`,
        };
      }
      case 'sms-income': {
        const amount = moneyWords(notice.grossAmountCents, 'en');
        const standing = standingSentence({ ...notice, date: notice.payDate }, 'en', false);
        return {
          title: 'Pay recorded by text message',
          paragraphs: [
            `Pay of ${amount} on ${longDate(notice.payDate, 'en')} was recorded from your text message.`,
            `${standing}.`,
          ],
          text: `${productName}: recorded pay of ${amount} on ${shortDate(notice.payDate, 'en')}. ${standing}. ${stop}`,
        };
      }
      case 'deadline': {
        const due = notice.month === undefined ? monthOf(notice.deadline) : monthOf(notice.month);
        const month = monthName(due, 'en');
        const logged = `${hoursNumber(notice.currentHours, 'en')} of ${hours(notice.requiredHours)}`;
        // Where pay meets a month, the dashboard's step names it as the other way to meet this one.
        const pay = notice.incomeCentsStillNeeded ? moneyWords(notice.incomeCentsStillNeeded, 'en') : null;
        const needed =
          pay === null
            ? hours(notice.hoursStillNeeded)
            : `${hours(notice.hoursStillNeeded)} or ${pay} more pay`;
        const more =
          pay === null
            ? `${hours(notice.hoursStillNeeded)} more`
            : `${hours(notice.hoursStillNeeded)} more, or ${pay} more pay,`;
        return {
          title: `${needed} still needed by ${longDate(notice.deadline, 'en')}`,
          paragraphs: [
            `You have logged ${logged} required for ${month}.`,
            `Please log ${more} by ${longDate(notice.deadline, 'en')}, or ask for an exemption if one applies to you.`,
          ],
          text: `${productName}: ${needed} still needed for ${monthOnly(due, 'en')} by ${dayAndMonth(notice.deadline, 'en')}. Logged: ${logged}. Text STATUS for details. ${stop}`,
        };
      }
      case 'month-met': {
        const month = monthName(monthOf(notice.month), 'en');
        const route = metRouteWords.en[notice.route];
        return {
          title: `You're done for ${month}`,
          paragraphs: [
            `Your requirement for ${month} is met by ${route}.`,
            'Nothing more is needed for that month.',
          ],
          text: `${productName}: you're done for ${monthOnly(monthOf(notice.month), 'en')}, met by ${route}. Nothing more is needed for that month. ${stop}`,
        };
      }
      case 'exemption-expiring': {
        const ends = longDate(notice.expirationDate, 'en');
        return {
          title: `Your ${notice.exemptionName} exemption ends on ${ends}`,
          paragraphs: [
            `Your ${notice.exemptionName} exemption is in force until ${ends}. After that, the work requirement applies to you again.`,
            'If you still qualify, you can ask for a renewal on your dashboard.',
          ],
          text: `${productName}: your exemption ends ${ends}. If you still qualify, ask for a renewal on your dashboard. ${stop}`,
        };
      }
      case 'turning-19': {
        const birthday = longDate(notice.birthday, 'en');
        return {
          title: `The work requirement applies to you from ${birthday}`,
          paragraphs: [
            `You turn 19 on ${birthday}. From then on, you need to log ${hours(notice.requiredHours)} of work, job search, training or volunteering each month, unless you have an exemption.`,
          ],
          text: `${productName}: you turn 19 on ${birthday}. From then on, log ${hours(notice.requiredHours)} a month unless exempt. ${stop}`,
        };
      }
      case 'verification-asked':
      case 'verification-met':
      case 'verification-noncompliant':
      case 'verification-notice':
      case 'verification-reminder':
      case 'verification-hearing':
        return writeVerificationEn(notice, appUrl);
    }
  },
};
