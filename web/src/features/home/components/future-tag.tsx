import { useTranslation } from 'react-i18next';

/** Marks a capability that is described but not yet available. */
export function FutureTag() {
  const { t } = useTranslation('home');
  return <span className="usa-tag home-future-tag">{t('future')}</span>;
}
