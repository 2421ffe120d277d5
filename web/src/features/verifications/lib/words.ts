import type { TFunction } from 'i18next';
import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { formatMonth, formatNumber, localeOf } from '../../../lib/format';
import { monthState, yearAndMonth } from './month-state';

/** A `YYYY-MM` month as words ('March 2025'). */
export function monthName(month: string, language: string): string {
  return formatMonth(...yearAndMonth(month), language);
}

/** Months as one phrase: 'January 2026, February 2026 and March 2026'. */
export function monthList(months: readonly string[], language: string): string {
  return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(
    months.map((month) => monthName(month, language)),
  );
}

/** Dollars from cents, cents shown only when there are some ('$140', '$140.50'). */
export function formatDollars(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** How one asked-for month stands, in a sentence of the `verifications` namespace. */
export function monthStateText(
  t: TFunction<'verifications'>,
  month: VerificationMonth,
  language: string,
): string {
  const state = monthState(month);
  switch (state.kind) {
    case 'met_by_state':
      return t('month.metByState', { source: t(`sources.${state.source}`) });
    case 'met_by_you':
      return t(`month.metByYou.${state.route ?? 'any'}`);
    case 'exempt':
      return state.source
        ? t('month.exemptByState', { source: t(`sources.${state.source}`) })
        : t('month.exempt');
    case 'not_required':
      return t('month.notRequired');
    case 'missing': {
      if (state.hours <= 0 && state.incomeCents === null) return t('month.missingNothing');
      const hours = formatNumber(state.hours, language);
      return state.incomeCents === null
        ? t('month.missingHours', { hours })
        : t('month.missing', { hours, pay: formatDollars(state.incomeCents, language) });
    }
    default:
      return t('month.unknown');
  }
}
