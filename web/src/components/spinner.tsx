import { useTranslation } from 'react-i18next';

/** Shown while a page or the session loads. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__circle" aria-hidden="true" />
      <span className="usa-sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
