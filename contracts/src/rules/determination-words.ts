import type { ActivityType } from '../constants/activities.js';
import type { Language } from '../constants/accounts.js';
import { type LocalDate, parseYearMonth, type YearMonth } from './calendar.js';
import { ENGLISH_MONTH_NAMES, SPANISH_MONTH_NAMES } from './month-names.js';
import type { Determination, MetRoute, NextStep, UncountedHours } from './determination.js';
import type { StateDataSource } from './state-data.js';

// A determination in words, for the dashboard, the STATUS text and the monthly report alike, so that
// all three say the same thing. Each function gives one short sentence: each fits in one text of 160
// characters, and a summary with its next step fits in a text of two GSM-7 segments (in Spanish once
// the accents GSM-7 lacks are left out).

interface Words {
  monthName(month: number): string;
  monthAndYear(month: YearMonth): string;
  dayAndMonth(date: LocalDate): string;
  hours(value: number): string;
  number(value: number): string;
  /** The types as they read in "hours of work, training or volunteering". */
  activity: Record<ActivityType, string>;
  or(items: readonly string[]): string;
  and(items: readonly string[]): string;
  notRequired: {
    beforeEffectiveMonth(month: string, starts: string): string;
    underAge(month: string, starts: string, age: number): string;
    overAge(month: string, age: number): string;
  };
  exempt(month: string, names: readonly string[]): string;
  /** A month the state's own data met or exempted: nothing is asked of the person. */
  verifiedByState(records: string): string;
  /** Each state source as "verified from …" names it. */
  stateRecords: Record<StateDataSource, string>;
  met(month: string, why: string): string;
  metBecause: Record<MetRoute, (d: Determination, money: (cents: number) => string) => string>;
  notMet(month: string, progress: string, closed: boolean): string;
  haveHours(counted: number, required: number): string;
  haveHoursAndPay(hours: string, income: string, threshold: string): string;
  haveJobSearch(done: number, minimum: number): string;
  jobSearchDoesNotCount(progress: string): string;
  uncounted(items: readonly string[]): string;
  uncountedItem(hours: number, type: ActivityType): string;
  nothingMore(month: string): string;
  reportingClosed(month: string, deadline: LocalDate): string;
  logMore(parts: StepParts, by: LocalDate): string;
  moreHours(hours: number, types: string): string;
  morePay(amount: string): string;
  moreJobSearch(count: number): string;
}

/** The pieces of a step: more hours (or, instead, more pay), and job-search activities on top. */
interface StepParts {
  hours: string | null;
  pay: string | null;
  jobSearch: string | null;
}

/**
 * "6 more hours of work, or $43.50 more pay," and the job-search activities after them; a comma closes
 * the phrase when it holds one, so the date reads apart from the alternatives.
 */
function stepPhrase({ hours, pay, jobSearch }: StepParts, or: string, and: string): string {
  const main = hours === null ? null : pay === null ? hours : `${hours}, ${or} ${pay}`;
  if (main === null) return jobSearch ?? '';
  if (jobSearch === null) return pay === null ? main : `${main},`;
  return `${main}, ${and} ${jobSearch},`;
}

function listWith(conjunction: string) {
  return (items: readonly string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const enNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const esNumber = new Intl.NumberFormat('es-US', { maximumFractionDigits: 2 });

const en: Words = {
  monthName: (month) => ENGLISH_MONTH_NAMES[month - 1] ?? String(month),
  monthAndYear: (month) => `${ENGLISH_MONTH_NAMES[month.month - 1]} ${month.year}`,
  dayAndMonth: (date) => `${ENGLISH_MONTH_NAMES[date.month - 1]} ${date.day}`,
  number: (value) => enNumber.format(value),
  hours: (value) => `${enNumber.format(value)} ${value === 1 ? 'hour' : 'hours'}`,
  activity: { job_search: 'job search', employment: 'work', training: 'training', volunteer: 'volunteering' },
  or: listWith('or'),
  and: listWith('and'),
  notRequired: {
    beforeEffectiveMonth: (month, starts) =>
      `Nothing is required for ${month}: the requirement starts in ${starts}.`,
    underAge: (month, starts, age) =>
      `Nothing is required for ${month}: the requirement starts in ${starts}, the first full month you are ${age}.`,
    overAge: (month, age) =>
      `Nothing is required for ${month}: the requirement ends the month you turn ${age}.`,
  },
  exempt: (month, names) =>
    `You're exempt for ${month}: ${names[0]}${names.length > 1 ? ` and ${names.length - 1} more` : ''}.`,
  verifiedByState: (records) => `Verified from ${records}, no action needed.`,
  stateRecords: {
    wages: 'state wage records',
    unemployment: 'state unemployment records',
    snap: 'state SNAP records',
    tanf: 'state TANF records',
    claims: 'Medicaid claims',
    va: 'VA records',
    school: 'school enrollment records',
    other: 'state records',
  },
  met: (month, why) => `You're done for ${month}: ${why}.`,
  metBecause: {
    hours: (d) => `${en.hours(d.countedHours)} logged, ${en.number(d.requiredHours)} needed`,
    income: (d, money) =>
      `your pay of ${money(payCounted(d))} reaches the ${money(d.incomeThresholdCents ?? 0)} needed`,
    seasonal_income: (d, money) =>
      `your average pay of ${money(d.seasonalAverageCents ?? 0)} reaches the ${money(d.incomeThresholdCents ?? 0)} needed`,
    education: () => 'you are in school at least half time',
    combined: (d, money) =>
      `your ${en.hours(d.countedHours)} and ${money(payCounted(d))} of pay add up to enough`,
  },
  notMet: (month, progress, closed) => `${month} ${closed ? "wasn't met" : "isn't met yet"}: ${progress}.`,
  haveHours: (counted, required) => `you have ${en.number(counted)} of ${en.hours(required)}`,
  haveHoursAndPay: (hours, income, threshold) => `${hours} and ${income} of ${threshold} in pay`,
  haveJobSearch: (done, minimum) =>
    `you have ${en.number(done)} of ${en.number(minimum)} job search ${minimum === 1 ? 'activity' : 'activities'}`,
  jobSearchDoesNotCount: (progress) => `job search doesn't count, so ${progress}`,
  uncounted: (items) => `Not counted toward the requirement: ${en.and(items)}.`,
  uncountedItem: (hours, type) => `${en.hours(hours)} of ${en.activity[type]}`,
  nothingMore: (month) => `Nothing more to do for ${month}.`,
  reportingClosed: (month, deadline) => `Reporting for ${month} closed on ${en.dayAndMonth(deadline)}.`,
  logMore: (parts, by) => `Log ${stepPhrase(parts, 'or', 'and')} by ${en.dayAndMonth(by)}.`,
  moreHours: (hours, types) => `${en.number(hours)} more ${hours === 1 ? 'hour' : 'hours'} of ${types}`,
  morePay: (amount) => `${amount} more pay`,
  moreJobSearch: (count) => `${count} more job search ${count === 1 ? 'activity' : 'activities'}`,
};

const es: Words = {
  monthName: (month) => SPANISH_MONTH_NAMES[month - 1] ?? String(month),
  monthAndYear: (month) => `${SPANISH_MONTH_NAMES[month.month - 1]} de ${month.year}`,
  dayAndMonth: (date) => `${date.day} de ${SPANISH_MONTH_NAMES[date.month - 1]}`,
  number: (value) => esNumber.format(value),
  hours: (value) => `${esNumber.format(value)} ${value === 1 ? 'hora' : 'horas'}`,
  activity: {
    job_search: 'búsqueda de empleo',
    employment: 'trabajo',
    training: 'capacitación',
    volunteer: 'voluntariado',
  },
  or: listWith('o'),
  and: listWith('y'),
  notRequired: {
    beforeEffectiveMonth: (month, starts) =>
      `No se requiere nada en ${month}: el requisito empieza en ${starts}.`,
    underAge: (month, starts, age) =>
      `No se requiere nada en ${month}: el requisito empieza en ${starts}, el primer mes completo con ${age} años.`,
    overAge: (month, age) =>
      `No se requiere nada en ${month}: el requisito termina el mes en que cumple ${age} años.`,
  },
  exempt: (month, names) =>
    names.length > 1
      ? `Sus exenciones cubren ${month}: ${names[0]} y ${names.length - 1} más.`
      : `Su exención cubre ${month}: ${names[0]}.`,
  verifiedByState: (records) => `Verificado con ${records}; no tiene que hacer nada.`,
  stateRecords: {
    wages: 'los registros estatales de salarios',
    unemployment: 'los registros estatales de desempleo',
    snap: 'los registros estatales de SNAP',
    tanf: 'los registros estatales de TANF',
    claims: 'las reclamaciones de Medicaid',
    va: 'los registros de la VA',
    school: 'los registros de inscripción escolar',
    other: 'los registros estatales',
  },
  met: (month, why) => `Ya cumplió con ${month}: ${why}.`,
  metBecause: {
    hours: (d) => `registró ${es.hours(d.countedHours)} y se necesitan ${es.number(d.requiredHours)}`,
    income: (d, money) =>
      `su pago de ${money(payCounted(d))} alcanza los ${money(d.incomeThresholdCents ?? 0)} necesarios`,
    seasonal_income: (d, money) =>
      `su pago promedio de ${money(d.seasonalAverageCents ?? 0)} alcanza los ${money(d.incomeThresholdCents ?? 0)} necesarios`,
    education: () => 'estudia al menos medio tiempo',
    combined: (d, money) =>
      `sus ${es.hours(d.countedHours)} y ${money(payCounted(d))} de pago juntos alcanzan`,
  },
  notMet: (month, progress, closed) =>
    `${closed ? 'No cumplió' : 'Todavía no cumple'} con ${month}: ${progress}.`,
  haveHours: (counted, required) => `tiene ${es.number(counted)} de ${es.hours(required)}`,
  haveHoursAndPay: (hours, income, threshold) => `${hours} y ${income} de ${threshold} de pago`,
  haveJobSearch: (done, minimum) =>
    `tiene ${es.number(done)} de ${es.number(minimum)} ${minimum === 1 ? 'búsqueda' : 'búsquedas'} de empleo`,
  jobSearchDoesNotCount: (progress) => `la búsqueda de empleo no cuenta, así que ${progress}`,
  uncounted: (items) => `No cuentan para el requisito: ${es.and(items)}.`,
  uncountedItem: (hours, type) => `${es.hours(hours)} de ${es.activity[type]}`,
  nothingMore: (month) => `No le queda nada por hacer en ${month}.`,
  reportingClosed: (month, deadline) =>
    `El plazo para informar ${month} cerró el ${es.dayAndMonth(deadline)}.`,
  logMore: (parts, by) => `Registre ${stepPhrase(parts, 'o', 'y')} hasta el ${es.dayAndMonth(by)}.`,
  moreHours: (hours, types) => `${es.number(hours)} ${hours === 1 ? 'hora' : 'horas'} más de ${types}`,
  morePay: (amount) => `${amount} más de pago`,
  moreJobSearch: (count) => `${count} ${count === 1 ? 'búsqueda' : 'búsquedas'} de empleo más`,
};

const WORDS: Record<Language, Words> = { en, es };

const moneyFormats = {
  en: {
    whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  },
  es: {
    whole: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  },
} as const;

/** Whole cents as pay reads in a sentence: `$580`, `$43.50`. */
export function moneyWords(cents: number, language: Language): string {
  const formats = moneyFormats[language];
  return (cents % 100 === 0 ? formats.whole : formats.cents).format(cents / 100);
}

/** The pay the month's tests counted: the larger of what the person reported and the state's records. */
function payCounted(d: Determination): number {
  return Math.max(d.incomeCents, d.stateIncomeCents);
}

function monthNameOf(d: Determination, words: Words): string {
  return words.monthName(parseYearMonth(d.month).month);
}

function isClosed(d: Determination): boolean {
  return d.nextStep.kind === 'reporting_closed';
}

/** The state source whose data alone met or exempted the month; null when the person's own did, or none. */
export function stateSourceDeciding(d: Pick<Determination, 'decidedBy'>): StateDataSource | null {
  return d.decidedBy === null || d.decidedBy === 'enrollee' ? null : d.decidedBy;
}

/**
 * The month's result in one sentence: "You're done for November: …", "November isn't met yet: …", or,
 * when the state's data alone decided it, "Verified from state wage records, no action needed."
 */
export function determinationSummary(d: Determination, language: Language): string {
  const words = WORDS[language];
  const month = monthNameOf(d, words);
  const money = (cents: number) => moneyWords(cents, language);
  const stateSource = stateSourceDeciding(d);
  if (stateSource !== null) return words.verifiedByState(words.stateRecords[stateSource]);
  switch (d.status) {
    case 'not_required':
      if (d.reason === 'before_effective_month') {
        return words.notRequired.beforeEffectiveMonth(
          month,
          words.monthAndYear(parseYearMonth(d.effectiveMonth)),
        );
      }
      return d.bound === 'minimum'
        ? words.notRequired.underAge(month, words.monthAndYear(parseYearMonth(d.firstMonth)), d.age)
        : words.notRequired.overAge(month, d.age);
    case 'exempt':
      return words.exempt(
        month,
        d.exemptions.map((exemption) => exemption.name),
      );
    case 'met':
      return words.met(month, words.metBecause[d.route](d, money));
    case 'not_met': {
      const hoursShort = d.missing.hours > 0;
      let progress: string;
      if (!hoursShort && d.missing.jobSearchActivities > 0) {
        progress = words.haveJobSearch(d.jobSearchActivities, d.jobSearchMinimum);
      } else {
        progress = words.haveHours(d.countedHours, d.requiredHours);
        if (d.incomeThresholdCents !== null) {
          progress = words.haveHoursAndPay(progress, money(payCounted(d)), money(d.incomeThresholdCents));
        }
        if (d.uncountedHours.some((item) => item.reason === 'job_search_not_counted')) {
          progress = words.jobSearchDoesNotCount(progress);
        }
      }
      return words.notMet(month, progress, isClosed(d));
    }
  }
}

/** The smallest thing left to do, in one sentence: "Log 6 more hours of work, training or volunteering, or $43.50 more pay, by December 15." */
export function nextStepSentence(d: Determination, language: Language): string {
  const words = WORDS[language];
  const month = monthNameOf(d, words);
  const step: NextStep = d.nextStep;
  switch (step.kind) {
    case 'none':
      return words.nothingMore(month);
    case 'reporting_closed':
      return words.reportingClosed(month, step.deadline);
    case 'log_more': {
      const types = words.or(d.qualifyingTypes.map((type) => words.activity[type]));
      const hours = step.hours > 0 ? words.moreHours(step.hours, types) : null;
      const pay =
        hours !== null && step.incomeCents !== null && step.incomeCents > 0
          ? words.morePay(moneyWords(step.incomeCents, language))
          : null;
      const jobSearch = step.jobSearchActivities > 0 ? words.moreJobSearch(step.jobSearchActivities) : null;
      return words.logMore({ hours, pay, jobSearch }, step.by);
    }
  }
}

/** Which logged hours did not count, in one sentence ("Not counted toward the requirement: 85 hours of job search."); null when all counted. */
export function uncountedHoursSentence(
  d: Pick<Determination, 'uncountedHours'>,
  language: Language,
): string | null {
  if (d.uncountedHours.length === 0) return null;
  const words = WORDS[language];
  return words.uncounted(
    d.uncountedHours.map((item: UncountedHours) => words.uncountedItem(item.hours, item.type)),
  );
}
