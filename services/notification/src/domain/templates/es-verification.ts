import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber, longDate } from '../format.js';
import { buildLink } from '../links.js';
import { monthList, monthSpan } from '../month-list.js';
import type { MonthShortfall, NoticeWording, VerificationNotice } from '../notice.js';
import { groupShortfalls, type ShortfallGroup } from '../verification-notices.js';
import { productName } from '../product.js';
import { firstFitting } from '../sms/text-budget.js';

// The state's verification of a person's months, in Spanish. As in the other Spanish texts, the texts
// keep to words GSM-7 can carry (no á, í, ó or ú): "quedar exento" rather than the exemption's name,
// "su plazo vence el ..." rather than a count of days. The app and the e-mail are written in full.

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

function asked(notice: Of<'verification-asked'>, appUrl: string): NoticeWording {
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

function toShow(months: readonly string[], names: Names): string {
  return months.length > 0 ? `para mostrar su trabajo de ${names(months)}` : 'para mostrar su trabajo';
}

function noticeRecorded(notice: Of<'verification-notice'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'es');
  const say = (names: Names, link: boolean) =>
    `${productName}: hay un aviso del estado para usted. Tiene hasta el ${until} ${toShow(notice.missingMonths, names)}. Su cobertura sigue mientras tanto.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: `El estado le envió un aviso: tiene hasta el ${until}`,
    paragraphs: [
      'El estado le envió un aviso sobre el requisito de trabajo.',
      `Tiene hasta el ${until} ${toShow(notice.missingMonths, list)}.`,
      `Su cobertura sigue mientras tanto. ${act}`,
    ],
    text: firstFitting(say(list, true), say(span, true), say(span, false)),
  };
}

function reminder(notice: Of<'verification-reminder'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'es');
  const lastDay = notice.daysLeft === 1;
  const lead = (names: Names) =>
    lastDay
      ? `mañana, ${until}, vence su plazo ${toShow(notice.missingMonths, names)}`
      : `su plazo ${toShow(notice.missingMonths, names)} vence el ${until}`;
  const say = (names: Names, link: boolean) =>
    `${productName}: ${lead(names)}.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: lastDay
      ? `Mañana es el último día ${toShow(notice.missingMonths, list)}`
      : `Quedan ${notice.daysLeft} días ${toShow(notice.missingMonths, list)}`,
    paragraphs: [
      lastDay
        ? `Mañana, ${until}, es el último día ${toShow(notice.missingMonths, list)}.`
        : `Le quedan ${notice.daysLeft} días, hasta el ${until}, ${toShow(notice.missingMonths, list)}.`,
      `Su cobertura sigue mientras tanto. ${act}`,
    ],
    text: firstFitting(say(list, true), say(span, true), say(span, false)),
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
