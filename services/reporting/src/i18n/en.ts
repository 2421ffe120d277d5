import { ENGLISH_MONTH_NAMES } from '@tracker/contracts/rules/month-names';
import type { Strings } from './strings.js';

const monthName = (month: number) => ENGLISH_MONTH_NAMES[month - 1] ?? String(month);
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const number = (value: number) => numberFormat.format(value);
const hours = (value: number) => `${number(value)} ${value === 1 ? 'hour' : 'hours'}`;
const dayAndMonth = (date: { month: number; day: number }) => `${monthName(date.month)} ${date.day}`;
const longDate = (date: { year: number; month: number; day: number }) => `${dayAndMonth(date)}, ${date.year}`;
const monthAndYear = (month: { year: number; month: number }) => `${monthName(month.month)} ${month.year}`;

const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
});
const shortDate = (date: { year: number; month: number; day: number }) =>
  shortDateFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
// Intl puts narrow no-break spaces in times; documents and plain-text clients want ordinary ones.
const dateTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' })
    .format(instant)
    .replace(/[\u00a0\u202f]/g, ' ');

const timeZoneName = (timeZone: string, at: Date) => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${name} (${timeZone})` : timeZone;
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const en: Strings = {
  language: 'en',
  monthName,
  monthAndYear,
  longDate,
  shortDate,
  dateTime,
  timeZoneName,
  number,
  typeLabels: {
    job_search: 'Job Search',
    employment: 'Employment',
    training: 'Training',
    volunteer: 'Volunteer Work',
  },
  statusLabels: {
    exempt: 'Exempt',
    not_required: 'Not required',
    completed: 'Completed',
    on_track: 'On track',
    behind_schedule: 'Behind schedule',
  },
  notMetLabel: 'Not met',
  list,

  reason: {
    logged: (logged, required, month) =>
      `You have logged ${number(logged)} of ${hours(required)} for ${monthName(month.month)}.`,
    stillDue: (remaining, deadline) =>
      `${number(remaining)} more ${remaining === 1 ? 'hour is' : 'hours are'} due by ${dayAndMonth(deadline)}.`,
    met: (month) => `The requirement for ${monthName(month.month)} is met.`,
    exempt: 'An approved exemption covers you this month.',
    notRequired: 'The work requirement applies to ages 19 to 64.',
    previousOpen: (month, deadline) =>
      `Hours for ${monthName(month.month)} can still be reported until ${dayAndMonth(deadline)}.`,
    previousShort: (month, missing, deadline) =>
      `${monthName(month.month)} is ${hours(missing)} short; you can still report them until ${dayAndMonth(deadline)}.`,
  },

  report: {
    title: 'Monthly activity report',
    aboutHeading: 'About this report',
    name: 'Name',
    medicaidId: 'Medicaid ID',
    medicaidIdEnding: (last4) => `ending ${last4}`,
    month: 'Month',
    timeZone: 'Time zone',
    generated: 'Generated',
    resultHeading: (month) => `Result for ${monthAndYear(month)}`,
    result: 'Result',
    resultLabels: { met: 'Met', not_met: 'Not met', exempt: 'Exempt', not_required: 'Not required' },
    metBy: {
      hours: 'Met by hours',
      income: 'Met by pay',
      seasonal_income: 'Met by seasonal average pay',
      education: 'Met by school',
      combined: 'Met by hours and pay together',
    },
    verifiedFrom: 'Verified from',
    stateSources: {
      wages: 'State wage records',
      unemployment: 'State unemployment records',
      snap: 'State SNAP records',
      tanf: 'State TANF records',
      claims: 'Medicaid claims',
      va: 'VA records',
      school: 'School enrollment records',
      other: 'State records',
    },
    countedHours: 'Hours that count',
    countedOfRequired: (counted, required) => `${number(counted)} of ${hours(required)} required`,
    pay: 'Pay this month',
    payOfThreshold: (amount, threshold) => `${amount} of ${threshold} needed`,
    deadline: 'Reporting deadline',
    exemptionNames: (count) => (count === 1 ? 'Exemption' : 'Exemptions'),
    activitiesHeading: 'Activities',
    columns: { date: 'Date', type: 'Type', hours: 'Hours', description: 'Description', proof: 'Proof' },
    proofFiles: (count) => `${number(count)} ${count === 1 ? 'file' : 'files'}`,
    noProof: 'None',
    payHeading: 'Pay',
    payColumns: { date: 'Pay date', amount: 'Gross pay', proof: 'Proof' },
    noPay: (month) => `No pay was reported in ${monthAndYear(month)}.`,
    noActivities: (month) => `No activities were logged in ${monthAndYear(month)}.`,
    totalsHeading: 'Totals by type',
    totalsColumns: { type: 'Type', activities: 'Activities', hours: 'Hours', counts: 'Counts' },
    yes: 'Yes',
    no: 'No',
    countingHeading: 'Which hours count',
    allTypesCount: (types) => `Hours of every activity type count toward the requirement: ${list(types)}.`,
    someTypesCount: (types) => `Hours of ${list(types)} count toward the requirement.`,
    typesExcluded: (types) =>
      `${list(types)} hours are not counted: this state does not count them toward the work requirement.`,
    notCounted: (type) => `${type} hours do not count toward the requirement in this state.`,
    qualifyingTotal: (counted, required, percent) =>
      `Qualifying hours: ${number(counted)} of ${hours(required)} required (${number(percent)}%).`,
    allHours: (total) => `All hours logged: ${number(total)}.`,
    exemptionsHeading: 'Exemptions in force this month',
    noExemptions: 'No approved exemption was in force this month.',
    exemption: (name, from, until, permanent) => {
      const start = from ? `from ${longDate(from)}` : 'in force';
      if (permanent) return `${name}: ${start}, permanent`;
      return until ? `${name}: ${start} until ${longDate(until)}` : `${name}: ${start}, no end date`;
    },
    statusHeading: 'Compliance status',
    statusAsOf: (label, asOf) => `Status as of ${longDate(asOf)}: ${label}`,
    exemptOn: (asOf) => `An approved exemption was in force on ${longDate(asOf)}.`,
    shortBy: (missing, month) => `The requirement for ${monthAndYear(month)} is ${hours(missing)} short.`,
    reportableUntil: (month, deadline) =>
      `Hours for ${monthAndYear(month)} may be reported until ${longDate(deadline)}.`,
    reportingClosed: (month, deadline) =>
      `Reporting for ${monthAndYear(month)} closed on ${longDate(deadline)}.`,
  },
};
