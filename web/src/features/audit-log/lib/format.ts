/** The locale dates are written in for the interface language. */
function localeOf(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** A moment as date and time, to the second, in the reader's time zone. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
