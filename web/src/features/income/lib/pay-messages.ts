import { formatLongDate, formatMonth } from '../../../components/activities/lib/format';
import { i18n, translateMessage } from '../../../lib/i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// The contract's sentence for a pay date in a closed month names the month and its deadline
// (`entryMonthClosedMessage`), so no fixed translation can match it: it is read back into its parts.
const CLOSED_MONTH =
  /^Reporting for ([A-Z][a-z]+) (\d{4}) closed on ([A-Z][a-z]+) (\d{1,2}), (\d{4})\. State staff can add a late entry\.$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A validation or server message about a pay record in the interface language: the contracts'
 * fixed sentences through the shared translations, the closed-month sentence rebuilt from its parts.
 */
export function payMessage(message: string, language = i18n.language): string {
  const closed = CLOSED_MONTH.exec(message);
  const month = MONTHS.indexOf(closed?.[1] ?? '') + 1;
  const deadlineMonth = MONTHS.indexOf(closed?.[3] ?? '') + 1;
  if (!closed || month === 0 || deadlineMonth === 0) return translateMessage(message);
  const year = Number(closed[2]);
  const deadline = `${closed[5]}-${pad(deadlineMonth)}-${pad(Number(closed[4]))}`;
  return i18n.t('income:window.closed', {
    lng: language,
    month: formatMonth(year, month, language),
    deadline: formatLongDate(deadline, language),
  });
}
