import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber, longDate } from '../format.js';
import { buildLink } from '../links.js';
import { listWords, monthList, monthRange, monthSpan } from '../month-list.js';
import type { MonthShortfall, NoticeWording, VerificationNotice } from '../notice.js';
import {
  closestShortfalls,
  groupShortfalls,
  type KnownShortfall,
  monthsStillNeeded,
  type ShortfallGroup,
} from '../verification-notices.js';
import { productName } from '../product.js';
import { firstFitting } from '../sms/text-budget.js';

// The state's verification of a person's months, in Spanish. As in the other Spanish texts, the texts
// keep to words GSM-7 can carry (no á, í, ó or ú): "quedar exento" rather than the exemption's name,
// "su plazo vence el ..." rather than a count of days. The app and the e-mail are written in full.
// When only some of the months must be met (a renewal), the words say how many, and what is missing
// is the month or months closest to being met rather than every month.

const stop = 'Para no recibir mensajes, responda STOP.';
const act = 'Registre sus horas o pagos, o pida una exención, en su panel.';

type Of<T extends VerificationNotice['topic']> = Extract<VerificationNotice, { topic: T }>;
type Names = (months: readonly string[]) => string;

const list: Names = (months) => monthList(months, 'es');
const span: Names = (months) => monthSpan(months, 'es');

function hours(value: number): string {
  return `${hoursNumber(value, 'es')} ${value === 1 ? 'hora' : 'horas'}`;
}

/** `12 horas o $150 de pago`. */
function amount(group: ShortfallGroup): string {
  const pay = group.incomeCents === null ? '' : ` o ${moneyWords(group.incomeCents, 'es')} de pago`;
  return `${hours(group.hours)}${pay}`;
}

/** `Faltan` or `Falta`, as the hours it is said of. */
function lacks(group: ShortfallGroup): string {
  return group.hours === 1 ? 'Falta' : 'Faltan';
}

/** `Faltan 12 horas o $150 de pago en octubre de 2026`, `Faltan 80 horas por mes en julio y agosto de 2026`. */
function groupWords(group: ShortfallGroup): string {
  const each = group.months.length > 1 ? ' por mes' : '';
  return `${lacks(group)} ${amount(group)}${each} en ${monthList(group.months, 'es')}`;
}

/** What the months still lack, one sentence for each group of them. */
function shortfallSentences(missing: readonly MonthShortfall[]): string[] {
  const { known, unknown } = groupShortfalls(missing);
  return [
    ...known.map((group) => `${groupWords(group)}.`),
    ...(unknown.length > 0 ? [`Falta mostrar sus horas o pagos de ${monthList(unknown, 'es')}.`] : []),
  ];
}

/** As in English: the amounts when every missing month lacks the same, else the months not met yet. */
function shortfallInBrief(notice: Of<'verification-asked'>): {
  amounts: string | null;
  months: string | null;
} {
  const { known, unknown } = groupShortfalls(notice.missing);
  const missing = notice.missing.map((item) => item.month);
  const everyMonth = new Set(missing).size === new Set(notice.months).size;
  const only = known.length === 1 && unknown.length === 0 ? known[0]! : null;
  return {
    amounts:
      only === null
        ? null
        : everyMonth
          ? `${lacks(only)} ${amount(only)}${only.months.length > 1 ? ' por mes' : ''}`
          : groupWords(only),
    months: missing.length === 0 || everyMonth ? null : `Falta cumplir ${monthList(missing, 'es')}`,
  };
}

/** `al menos 1 de estos meses: mayo a octubre de 2026`. */
function someOfThese(count: number, months: string): string {
  return `al menos ${count} de estos meses: ${months}`;
}

/** `octubre de 2026 (61 horas o $580 de pago)`. */
function closestWords(item: KnownShortfall): string {
  const pay = item.incomeCents === null ? '' : ` o ${moneyWords(item.incomeCents, 'es')} de pago`;
  return `${monthList([item.month], 'es')} (${hours(item.hours)}${pay})`;
}

/**
 * `Le falta menos en octubre de 2026 (61 horas o $580 de pago)`, or null when no month's shortfall is
 * known yet.
 */
function closestSentence(notice: Of<'verification-asked'>): string | null {
  const closest = closestShortfalls(notice.missing, monthsStillNeeded(notice));
  return closest.length === 0 ? null : `Le falta menos en ${listWords(closest.map(closestWords), 'es')}`;
}

/** Asked for some of the months: how many, and the months closest to being met. */
function askedForSome(notice: Of<'verification-asked'>, count: number, appUrl: string): NoticeWording {
  const range = monthRange(notice.months, 'es');
  const due = longDate(notice.dueDate, 'es');
  const closest = closestSentence(notice);
  const say = (months: string, lacking: string | null, link: boolean) =>
    `${productName}: el estado necesita que cumpla en ${months}.${lacking === null ? '' : ` ${lacking}.`} Registre horas o pagos, o pida quedar exento, ${link ? `hasta el ${due}: ${buildLink(appUrl, 'dashboard')}` : `en su panel hasta el ${due}.`} ${stop}`;
  const these = someOfThese(count, range);
  const span = `al menos ${count} de los ${monthSpan(notice.months, 'es')}`;
  return {
    title: `El estado necesita ver su trabajo en al menos ${count} ${count === 1 ? 'mes' : 'meses'} de ${range}`,
    paragraphs: [
      `El estado necesita comprobar que usted cumplió el requisito de trabajo en ${these}.`,
      ...(closest === null ? [] : [`${closest}.`]),
      `Registre sus horas o pagos en su panel, o pida una exención si le corresponde, a más tardar el ${due}.`,
    ],
    text: firstFitting(
      say(these, closest, true),
      say(span, closest, true),
      say(these, closest, false),
      say(span, closest, false),
      say(these, null, true),
      say(span, null, true),
      say(these, null, false),
      say(span, null, false),
    ),
  };
}

function asked(notice: Of<'verification-asked'>, appUrl: string): NoticeWording {
  if (notice.monthsToMeet !== undefined && notice.monthsToMeet < notice.months.length) {
    return askedForSome(notice, notice.monthsToMeet, appUrl);
  }
  const all = monthList(notice.months, 'es');
  const due = longDate(notice.dueDate, 'es');
  const brief = shortfallInBrief(notice);
  const say = (months: string, lacking: string | null) =>
    `${productName}: el estado necesita revisar su trabajo de ${months}.${lacking === null ? '' : ` ${lacking}.`} Registre horas o pagos, o pida quedar exento, hasta el ${due}: ${buildLink(appUrl, 'dashboard')} ${stop}`;
  return {
    title: `El estado necesita revisar su trabajo de ${all}`,
    paragraphs: [
      `El estado necesita comprobar que usted cumplió el requisito de trabajo en ${all}.`,
      ...shortfallSentences(notice.missing),
      `Registre sus horas o pagos en su panel, o pida una exención si le corresponde, a más tardar el ${due}.`,
    ],
    text: firstFitting(
      say(all, brief.amounts ?? brief.months),
      say(all, brief.months),
      say(monthSpan(notice.months, 'es'), brief.amounts ?? brief.months),
      say(monthSpan(notice.months, 'es'), brief.months),
      say(all, null),
      say(monthSpan(notice.months, 'es'), null),
      `${productName}: el estado necesita revisar su trabajo de ${monthSpan(notice.months, 'es')}. Registre horas o pagos, o pida quedar exento, en su panel hasta el ${due}. ${stop}`,
    ),
  };
}

function met(notice: Of<'verification-met'>): NoticeWording {
  const months = monthList(notice.months, 'es');
  const exempt = notice.outcome === 'exempt';
  const say = (names: string) =>
    `${productName}: buenas noticias, el estado confirma que ${exempt ? 'queda exento del' : 'cumple el'} requisito de trabajo en ${names}. No tiene que hacer nada. ${stop}`;
  return {
    title: `Buenas noticias: el estado terminó de revisar ${months}`,
    paragraphs: [
      `El estado terminó de revisar ${months}.`,
      exempt
        ? 'Usted está exento del requisito de trabajo; no tiene que hacer nada más.'
        : 'Usted cumple el requisito de trabajo; no tiene que hacer nada más.',
    ],
    text: firstFitting(say(months), say(monthSpan(notice.months, 'es')), say('los meses pedidos')),
  };
}

function noncompliant(notice: Of<'verification-noncompliant'>, appUrl: string): NoticeWording {
  const months = notice.missingMonths;
  const inMonths = (names: Names | null) =>
    names === null || months.length === 0 ? '' : ` en ${names(months)}`;
  const say = (names: Names | null) =>
    `${productName}: el estado indica que falta cumplir el requisito de trabajo${inMonths(names)}. Su cobertura puede terminar. Tiene derecho a pedir una audiencia imparcial en ${buildLink(appUrl, 'dashboard')} o llamando al estado. ${stop}`;
  return {
    title: 'Su cobertura de Medicaid puede terminar: puede pedir una audiencia imparcial',
    paragraphs: [
      `El estado decidió que no se cumplió el requisito de trabajo${inMonths(list)}.`,
      'Su cobertura de Medicaid puede terminar.',
      'Tiene derecho a una audiencia imparcial. Para pedirla, use el botón «Pedir una audiencia» de su panel o llame al estado.',
    ],
    text: firstFitting(
      say(list),
      say(span),
      say(null),
      `${productName}: el estado indica que falta cumplir el requisito de trabajo. Su cobertura puede terminar. Tiene derecho a pedir una audiencia imparcial en su panel o llamando al estado. ${stop}`,
    ),
  };
}

/** Months named one by one (or as a run) for the app and e-mail, or by their count and span for a short text. */
type Naming = 'names' | 'span';

/** Whether only some of the notice's months must be met, and how many. */
function someCount(notice: { missingMonths: readonly string[]; monthsToMeet?: number }): number | null {
  const count = notice.monthsToMeet;
  return count !== undefined && count < notice.missingMonths.length ? count : null;
}

/**
 * `para mostrar su trabajo de mayo y junio de 2026` (`de 6 meses de mayo a octubre de 2026`); when only
 * some of the months must be met, `en al menos 1 de estos meses: mayo a octubre de 2026` (`en al menos
 * 1 de los 6 meses de mayo a octubre de 2026`).
 */
function toShow(notice: { missingMonths: readonly string[]; monthsToMeet?: number }, naming: Naming): string {
  const months = notice.missingMonths;
  if (months.length === 0) return 'para mostrar su trabajo';
  const count = someCount(notice);
  if (count === null) return `para mostrar su trabajo de ${naming === 'names' ? list(months) : span(months)}`;
  return naming === 'names'
    ? `para mostrar su trabajo en ${someOfThese(count, monthRange(months, 'es'))}`
    : `para mostrar su trabajo en al menos ${count} de los ${span(months)}`;
}

function noticeRecorded(notice: Of<'verification-notice'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'es');
  const say = (naming: Naming, link: boolean) =>
    `${productName}: hay un aviso del estado para usted. Tiene hasta el ${until} ${toShow(notice, naming)}. Su cobertura sigue mientras tanto.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: `El estado le envió un aviso: tiene hasta el ${until}`,
    paragraphs: [
      'El estado le envió un aviso sobre el requisito de trabajo.',
      `Tiene hasta el ${until} ${toShow(notice, 'names')}.`,
      `Su cobertura sigue mientras tanto. ${act}`,
    ],
    text: firstFitting(say('names', true), say('span', true), say('span', false)),
  };
}

function reminder(notice: Of<'verification-reminder'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'es');
  const lastDay = notice.daysLeft === 1;
  // A list of months after a colon ends the sentence: the day comes before it.
  const lead = (naming: Naming) =>
    lastDay
      ? `mañana, ${until}, vence su plazo ${toShow(notice, naming)}`
      : someCount(notice) === null
        ? `su plazo ${toShow(notice, naming)} vence el ${until}`
        : `su plazo vence el ${until} ${toShow(notice, naming)}`;
  const say = (naming: Naming, link: boolean) =>
    `${productName}: ${lead(naming)}.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: lastDay
      ? `Mañana es el último día ${toShow(notice, 'names')}`
      : `Quedan ${notice.daysLeft} días ${toShow(notice, 'names')}`,
    paragraphs: [
      lastDay
        ? `Mañana, ${until}, es el último día ${toShow(notice, 'names')}.`
        : `Le quedan ${notice.daysLeft} días, hasta el ${until}, ${toShow(notice, 'names')}.`,
      `Su cobertura sigue mientras tanto. ${act}`,
    ],
    text: firstFitting(say('names', true), say('span', true), say('span', false)),
  };
}

/** A verification notice in Spanish; `appUrl` starts the link a text carries. */
export function writeVerificationEs(notice: VerificationNotice, appUrl: string): NoticeWording {
  switch (notice.topic) {
    case 'verification-asked':
      return asked(notice, appUrl);
    case 'verification-met':
      return met(notice);
    case 'verification-noncompliant':
      return noncompliant(notice, appUrl);
    case 'verification-notice':
      return noticeRecorded(notice, appUrl);
    case 'verification-reminder':
      return reminder(notice, appUrl);
    case 'verification-hearing':
      return {
        title: 'Se recibió su solicitud de audiencia imparcial',
        paragraphs: [
          `Se recibió su solicitud de audiencia imparcial del ${longDate(notice.requestedOn, 'es')}.`,
          'El estado se comunicará con usted.',
        ],
        // Confirms what the person just did on the web: the app and e-mail are enough.
        text: null,
      };
  }
}
