import type { Language } from '@tracker/contracts/constants/accounts';
import { parseYearMonth, type YearMonth } from '@tracker/contracts/rules/calendar';
import { ENGLISH_MONTH_NAMES, SPANISH_MONTH_NAMES } from '@tracker/contracts/rules/month-names';

// Months named in sentences the service writes itself ("October, November and December 2026"), with
// the product's month names rather than the runtime's locale data, as the STATUS answer and the
// reports name them. Spanish names keep to GSM-7, so a text that lists them stays in 153-character parts.

const names: Record<Language, readonly string[]> = { en: ENGLISH_MONTH_NAMES, es: SPANISH_MONTH_NAMES };
const conjunction: Record<Language, string> = { en: 'and', es: 'y' };

function nameOf(month: YearMonth, language: Language): string {
  return names[language][month.month - 1] ?? String(month.month);
}

function yearAfter(language: Language, year: number): string {
  return language === 'en' ? ` ${year}` : ` de ${year}`;
}

/** `a, b and c` / `a, b y c`. */
export function listWords(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction[language]} ${items.at(-1)}`;
}

function ordered(months: readonly string[]): YearMonth[] {
  return [...new Set(months)].sort().map(parseYearMonth);
}

/**
 * The months in order, the year named once after each year's months: `October, November and December
 * 2026 and January 2027` / `octubre, noviembre y diciembre de 2026 y enero de 2027`.
 */
export function monthList(months: readonly string[], language: Language): string {
  const groups: { year: number; names: string[] }[] = [];
  for (const month of ordered(months)) {
    const last = groups.at(-1);
    if (last?.year === month.year) last.names.push(nameOf(month, language));
    else groups.push({ year: month.year, names: [nameOf(month, language)] });
  }
  return listWords(
    groups.map((group) => `${listWords(group.names, language)}${yearAfter(language, group.year)}`),
    language,
  );
}

/**
 * The months by their count and first and last, for a text too short for all their names:
 * `6 months from July to December 2026` / `6 meses de julio a diciembre de 2026`; one month by its name.
 */
export function monthSpan(months: readonly string[], language: Language): string {
  const all = ordered(months);
  const first = all[0];
  const last = all.at(-1);
  if (first === undefined || last === undefined || all.length === 1) return monthList(months, language);
  const from =
    first.year === last.year
      ? nameOf(first, language)
      : `${nameOf(first, language)}${yearAfter(language, first.year)}`;
  const to = `${nameOf(last, language)}${yearAfter(language, last.year)}`;
  return language === 'en'
    ? `${all.length} months from ${from} to ${to}`
    : `${all.length} meses de ${from} a ${to}`;
}

/** Whether the months follow one another with none left out. */
function consecutive(months: readonly YearMonth[]): boolean {
  return months.every((month, index) => {
    const before = months[index - 1];
    return before === undefined || month.year * 12 + month.month === before.year * 12 + before.month + 1;
  });
}

/**
 * Months that follow one another by their first and last, `May to October 2026` / `mayo a octubre de
 * 2026` (`November 2026 to April 2027` / `noviembre de 2026 a abril de 2027`); two months, or months
 * with gaps, by their names (`monthList`).
 */
export function monthRange(months: readonly string[], language: Language): string {
  const all = ordered(months);
  const first = all[0];
  const last = all.at(-1);
  if (first === undefined || last === undefined || all.length < 3 || !consecutive(all)) {
    return monthList(months, language);
  }
  const from =
    first.year === last.year
      ? nameOf(first, language)
      : `${nameOf(first, language)}${yearAfter(language, first.year)}`;
  const to = `${nameOf(last, language)}${yearAfter(language, last.year)}`;
  return language === 'en' ? `${from} to ${to}` : `${from} a ${to}`;
}
