import { SPANISH_MONTH_NAMES } from '@tracker/contracts/rules/month-names';
import type { Strings } from './strings.js';

const inSentence = (month: number) => SPANISH_MONTH_NAMES[month - 1] ?? String(month);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const numberFormat = new Intl.NumberFormat('es-US', { maximumFractionDigits: 2 });
const number = (value: number) => numberFormat.format(value);
const hours = (value: number) => `${number(value)} ${value === 1 ? 'hora' : 'horas'}`;
const dayAndMonth = (date: { month: number; day: number }) => `${date.day} de ${inSentence(date.month)}`;
const longDate = (date: { year: number; month: number; day: number }) =>
  `${dayAndMonth(date)} de ${date.year}`;
const monthAndYear = (month: { year: number; month: number }) =>
  `${inSentence(month.month)} de ${month.year}`;

const shortDateFormat = new Intl.DateTimeFormat('es-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
});
const shortDate = (date: { year: number; month: number; day: number }) =>
  shortDateFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
// Intl puts narrow no-break spaces in times; documents and plain-text clients want ordinary ones.
const dateTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone, dateStyle: 'long', timeStyle: 'short' })
    .format(instant)
    .replace(/[\u00a0\u202f]/g, ' ');

const timeZoneName = (timeZone: string, at: Date) => {
  const name = new Intl.DateTimeFormat('es-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${capitalized(name)} (${timeZone})` : timeZone;
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

export const es: Strings = {
  language: 'es',
  monthName: (month) => capitalized(inSentence(month)),
  monthAndYear,
  longDate,
  shortDate,
  dateTime,
  timeZoneName,
  number,
  typeLabels: {
    job_search: 'Búsqueda de empleo',
    employment: 'Empleo',
    training: 'Capacitación',
    volunteer: 'Trabajo voluntario',
  },
  statusLabels: {
    exempt: 'Exento',
    not_required: 'No requerido',
    completed: 'Completado',
    on_track: 'Al día',
    behind_schedule: 'Atrasado',
  },
  notMetLabel: 'No cumplido',
  list,

  reason: {
    logged: (logged, required, month) =>
      `Ha registrado ${number(logged)} de ${hours(required)} en ${inSentence(month.month)}.`,
    stillDue: (remaining, deadline) =>
      `Le ${remaining === 1 ? 'falta' : 'faltan'} ${hours(remaining)}, a más tardar el ${dayAndMonth(deadline)}.`,
    met: (month) => `Cumplió el requisito de ${inSentence(month.month)}.`,
    exempt: 'Una exención aprobada lo cubre este mes.',
    notRequired: 'El requisito de trabajo se aplica a personas de 19 a 64 años.',
    previousOpen: (month, deadline) =>
      `Todavía puede informar horas de ${inSentence(month.month)} hasta el ${dayAndMonth(deadline)}.`,
    previousShort: (month, missing, deadline) =>
      `A ${inSentence(month.month)} le ${missing === 1 ? 'falta' : 'faltan'} ${hours(missing)}; todavía puede informarlas hasta el ${dayAndMonth(deadline)}.`,
  },

  report: {
    title: 'Informe mensual de actividades',
    aboutHeading: 'Sobre este informe',
    name: 'Nombre',
    medicaidId: 'Número de Medicaid',
    medicaidIdEnding: (last4) => `termina en ${last4}`,
    month: 'Mes',
    timeZone: 'Zona horaria',
    generated: 'Generado',
    resultHeading: (month) => `Resultado de ${monthAndYear(month)}`,
    result: 'Resultado',
    resultLabels: { met: 'Cumplido', not_met: 'No cumplido', exempt: 'Exento', not_required: 'No requerido' },
    metBy: {
      hours: 'Cumplido por horas',
      income: 'Cumplido por pago',
      seasonal_income: 'Cumplido por pago promedio de temporada',
      education: 'Cumplido por estudios',
      combined: 'Cumplido por horas y pago juntos',
    },
    verifiedFrom: 'Verificado con',
    stateSources: {
      wages: 'Registros estatales de salarios',
      unemployment: 'Registros estatales de desempleo',
      snap: 'Registros estatales de SNAP',
      tanf: 'Registros estatales de TANF',
      claims: 'Reclamaciones de Medicaid',
      va: 'Registros de la VA',
      school: 'Registros de inscripción escolar',
      other: 'Registros estatales',
    },
    countedHours: 'Horas que cuentan',
    countedOfRequired: (counted, required) => `${number(counted)} de ${hours(required)} requeridas`,
    pay: 'Pago de este mes',
    payOfThreshold: (amount, threshold) => `${amount} de ${threshold} necesarios`,
    deadline: 'Plazo para informar',
    exemptionNames: (count) => (count === 1 ? 'Exención' : 'Exenciones'),
    activitiesHeading: 'Actividades',
    columns: {
      date: 'Fecha',
      type: 'Tipo',
      hours: 'Horas',
      description: 'Descripción',
      proof: 'Comprobante',
    },
    proofFiles: (count) => `${number(count)} ${count === 1 ? 'archivo' : 'archivos'}`,
    noProof: 'Ninguno',
    payHeading: 'Pagos',
    payColumns: { date: 'Fecha de pago', amount: 'Pago bruto', proof: 'Comprobante' },
    noPay: (month) => `No se informaron pagos en ${monthAndYear(month)}.`,
    noActivities: (month) => `No se registraron actividades en ${monthAndYear(month)}.`,
    totalsHeading: 'Totales por tipo',
    totalsColumns: { type: 'Tipo', activities: 'Actividades', hours: 'Horas', counts: 'Cuenta' },
    yes: 'Sí',
    no: 'No',
    countingHeading: 'Qué horas cuentan',
    allTypesCount: (types) =>
      `Las horas de todos los tipos de actividad cuentan para el requisito: ${list(types)}.`,
    someTypesCount: (types) => `Cuentan para el requisito las horas de: ${list(types)}.`,
    typesExcluded: (types) =>
      `No se cuentan las horas de: ${list(types)}. Este estado no las cuenta para el requisito de trabajo.`,
    notCounted: (type) => `Las horas de ${type} no cuentan para el requisito en este estado.`,
    qualifyingTotal: (counted, required, percent) =>
      `Horas que cuentan: ${number(counted)} de ${hours(required)} requeridas (${number(percent)}%).`,
    allHours: (total) => `Total de horas registradas: ${number(total)}.`,
    exemptionsHeading: 'Exenciones vigentes este mes',
    noExemptions: 'Ninguna exención aprobada estuvo vigente este mes.',
    exemption: (name, from, until, permanent) => {
      const start = from ? `desde el ${longDate(from)}` : 'vigente';
      if (permanent) return `${name}: ${start}, permanente`;
      return until ? `${name}: ${start} hasta el ${longDate(until)}` : `${name}: ${start}, sin fecha de fin`;
    },
    statusHeading: 'Estado de cumplimiento',
    statusAsOf: (label, asOf) => `Estado al ${longDate(asOf)}: ${label}`,
    exemptOn: (asOf) => `Una exención aprobada estaba vigente el ${longDate(asOf)}.`,
    shortBy: (missing, month) =>
      `Al requisito de ${monthAndYear(month)} le ${missing === 1 ? 'falta' : 'faltan'} ${hours(missing)}.`,
    reportableUntil: (month, deadline) =>
      `Las horas de ${monthAndYear(month)} pueden informarse hasta el ${longDate(deadline)}.`,
    reportingClosed: (month, deadline) =>
      `El plazo para informar horas de ${monthAndYear(month)} terminó el ${longDate(deadline)}.`,
  },
};
