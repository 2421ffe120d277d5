import type { Language } from '@tracker/contracts/constants/accounts';
import type { MetRoute } from '@tracker/contracts/rules/determination';
import { hoursNumber, monthOnly } from '../format.js';
import type { MonthStanding } from '../notice.js';

// The month's determination in a few words, for the confirmation of an activity or pay texted in:
// short enough to share one message with the confirmation, and never at odds with the STATUS answer
// (the hours named are the ones that count, and a month met by pay is said to be met).

/** How a month was met, in a few words: "met by hours", "cumplido por pago". */
export const metRouteWords: Record<Language, Record<MetRoute, string>> = {
  en: {
    hours: 'hours',
    income: 'pay',
    seasonal_income: 'average pay',
    education: 'school',
    combined: 'hours and pay',
  },
  es: {
    hours: 'horas',
    income: 'pago',
    seasonal_income: 'pago promedio',
    education: 'estudios',
    combined: 'horas y pago',
  },
};

function hours(value: number, language: Language): string {
  const unit = language === 'en' ? (value === 1 ? 'hour' : 'hours') : value === 1 ? 'hora' : 'horas';
  return `${hoursNumber(value, language)} ${unit}`;
}

export interface StandingFacts {
  standing: MonthStanding;
  /** `YYYY-MM-DD`: a day of the month. */
  date: string;
  /** Hours of the month that count. */
  monthHours: number;
  requiredHours: number;
}

/**
 * One sentence without its full stop. `withHours`: a month not met names the hours that count (an
 * activity's confirmation); otherwise it points to STATUS (a pay confirmation).
 */
export function standingSentence(facts: StandingFacts, language: Language, withHours: boolean): string {
  const { standing } = facts;
  const month = monthOnly(
    { year: Number(facts.date.slice(0, 4)), month: Number(facts.date.slice(5, 7)) },
    language,
  );
  const counted = `${hoursNumber(facts.monthHours, language)} ${language === 'en' ? 'of' : 'de'} ${hours(facts.requiredHours, language)}`;
  if (language === 'en') {
    switch (standing.status) {
      case 'not_required':
        return `Nothing is required for ${month}`;
      case 'exempt':
        return `You're exempt for ${month}`;
      case 'met':
        return `${month} is met by ${metRouteWords.en[standing.route ?? 'hours']}`;
      case 'not_met':
        return withHours ? `${month}: ${counted} count` : `${month} isn't met yet: text STATUS`;
    }
  }
  // The month goes unnamed in Spanish: with it, the longest words would not fit one text. The words
  // keep to GSM-7 (no á, í, ó or ú), as the Spanish texts do.
  switch (standing.status) {
    case 'not_required':
      return 'No se requiere nada este mes';
    case 'exempt':
      return 'Queda exento este mes';
    case 'met':
      return `Mes cumplido por ${metRouteWords.es[standing.route ?? 'hours']}`;
    case 'not_met':
      return withHours ? `Cuentan ${counted} del mes` : 'Le falta cumplir el mes: mande ESTADO';
  }
}
