import type { Language } from '@tracker/contracts/constants/accounts';
import { type LocalDate, parseYearMonth, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { Determination, MetRoute } from '@tracker/contracts/rules/determination';
import {
  determinationSummary,
  moneyWords,
  nextStepSentence,
  stateSourceDeciding,
} from '@tracker/contracts/rules/determination-words';
import { SPANISH_MONTH_NAMES } from '@tracker/contracts/rules/month-names';
import type { StateDataSource } from '@tracker/contracts/rules/state-data';

// STATUS answers with the month's determination. In English it is the dashboard's summary and next
// step word for word, which the words module keeps within two GSM-7 messages. The dashboard's
// Spanish needs á, í, ó and ú, which GSM-7 lacks: with them the answer would be UCS-2 and take four
// messages of 67 characters; without them it would be misspelt. The Spanish answer is therefore
// worded here in words GSM-7 carries (it has é, ñ and ü), with the dashboard's facts and terms: the
// month, the hours that count, the pay, the same next step and deadline.

const number = new Intl.NumberFormat('es-US', { maximumFractionDigits: 2 });
const money = (cents: number) => moneyWords(cents, 'es');

function monthOf(d: Determination): string {
  return SPANISH_MONTH_NAMES[parseYearMonth(d.month).month - 1] ?? d.month;
}

function monthAndYear(month: YearMonth): string {
  return `${SPANISH_MONTH_NAMES[month.month - 1]} de ${month.year}`;
}

function dayAndMonth(date: LocalDate): string {
  return `${date.day} de ${SPANISH_MONTH_NAMES[date.month - 1]}`;
}

function hours(value: number): string {
  return `${number.format(value)} ${value === 1 ? 'hora' : 'horas'}`;
}

function activities(count: number): string {
  return `${count} ${count === 1 ? 'actividad' : 'actividades'} de buscar empleo`;
}

/** The pay the month's tests counted: the larger of what the person reported and the state's records. */
const payCounted = (d: Determination) => Math.max(d.incomeCents, d.stateIncomeCents);

/** The state's records that alone decided a month, in words GSM-7 carries. */
const stateRecords: Record<StateDataSource, string> = {
  wages: 'los registros estatales de salarios',
  unemployment: 'los registros estatales de desempleo',
  snap: 'los registros estatales de SNAP',
  tanf: 'los registros estatales de TANF',
  claims: 'las reclamaciones de Medicaid',
  va: 'los registros de la VA',
  school: 'los registros de la escuela',
  other: 'los registros estatales',
};

const metBecause: Record<MetRoute, (d: Determination) => string> = {
  hours: (d) => `tiene ${hours(d.countedHours)} y se necesitan ${number.format(d.requiredHours)}`,
  income: (d) =>
    `su pago de ${money(payCounted(d))} alcanza los ${money(d.incomeThresholdCents ?? 0)} necesarios`,
  seasonal_income: (d) =>
    `su pago promedio de ${money(d.seasonalAverageCents ?? 0)} alcanza los ${money(d.incomeThresholdCents ?? 0)} necesarios`,
  education: () => 'estudia al menos medio tiempo',
  combined: (d) => `sus ${hours(d.countedHours)} y ${money(payCounted(d))} de pago juntos alcanzan`,
};

function spanishSummary(d: Determination): string {
  const month = monthOf(d);
  const source = stateSourceDeciding(d);
  if (source !== null) return `Verificado con ${stateRecords[source]}; no tiene que hacer nada.`;
  switch (d.status) {
    case 'not_required':
      if (d.reason === 'before_effective_month') {
        return `No se requiere nada en ${month}: el requisito empieza en ${monthAndYear(parseYearMonth(d.effectiveMonth))}.`;
      }
      return d.bound === 'minimum'
        ? `No se requiere nada en ${month}: el requisito empieza en ${monthAndYear(parseYearMonth(d.firstMonth))}, el primer mes completo con ${d.age} años.`
        : `No se requiere nada en ${month}: el requisito termina el mes en que cumple ${d.age} años.`;
    case 'exempt': {
      const [first, ...others] = d.exemptions.map((exemption) => exemption.name);
      const more = others.length === 0 ? '' : ` y ${others.length} ${others.length === 1 ? 'otra' : 'otras'}`;
      return `Queda exento en ${month}: ${first ?? ''}${more}.`;
    }
    case 'met':
      return `Ya cumple con ${month}: ${metBecause[d.route](d)}.`;
    case 'not_met': {
      let progress: string;
      if (d.missing.hours === 0 && d.missing.jobSearchActivities > 0) {
        progress = `tiene ${d.jobSearchActivities} de ${activities(d.jobSearchMinimum)}`;
      } else {
        progress = `tiene ${number.format(d.countedHours)} de ${hours(d.requiredHours)}`;
        if (d.incomeThresholdCents !== null) {
          progress = `${progress} y ${money(payCounted(d))} de ${money(d.incomeThresholdCents)} de pago`;
        }
        if (d.uncountedHours.some((item) => item.reason === 'job_search_not_counted')) {
          progress = `sin contar las horas buscando empleo, ${progress}`;
        }
      }
      return d.nextStep.kind === 'reporting_closed'
        ? `${month.charAt(0).toUpperCase()}${month.slice(1)} no se ha cumplido: ${progress}.`
        : `Le falta cumplir con ${month}: ${progress}.`;
    }
  }
}

function spanishNextStep(d: Determination): string {
  const step = d.nextStep;
  switch (step.kind) {
    case 'none':
      return `No le queda nada por hacer en ${monthOf(d)}.`;
    case 'reporting_closed':
      return `El plazo para informar ${monthOf(d)} fue el ${dayAndMonth(step.deadline)}.`;
    case 'log_more': {
      const parts: string[] = [];
      if (step.hours > 0) {
        parts.push(`${hours(step.hours)} ${step.hours === 1 ? 'adicional' : 'adicionales'} que cuenten`);
        if (step.incomeCents !== null && step.incomeCents > 0) {
          parts.push(`o ${money(step.incomeCents)} de pago adicional`);
        }
      }
      if (step.jobSearchActivities > 0) {
        parts.push(`${parts.length > 0 ? 'y ' : ''}${activities(step.jobSearchActivities)}`);
      }
      // Commas set the alternatives apart from the date when there are several.
      const phrase = parts.length > 1 ? `${parts.join(', ')},` : (parts[0] ?? '');
      return `Registre ${phrase} hasta el ${dayAndMonth(step.by)}.`;
    }
  }
}

/** The month's determination as the STATUS keyword (ESTADO in Spanish) answers it. */
export function statusText(d: Determination, language: Language): string {
  if (language === 'en') return `${determinationSummary(d, 'en')} ${nextStepSentence(d, 'en')}`;
  return `${spanishSummary(d)} ${spanishNextStep(d)}`;
}
