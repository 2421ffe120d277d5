import type { Language } from '@tracker/contracts/constants/accounts';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../lib/analytics';
import type { ResourceEntry } from '../data/resource-entries';

/** The PDF of a resource in the interface language, saved rather than opened. */
export function DownloadLink({ entry, language }: { entry: ResourceEntry; language: Language }) {
  const { t } = useTranslation('resources');
  return (
    <a
      className="usa-button usa-button--outline resource-download"
      href={entry.downloadUrl}
      download
      type="application/pdf"
      hrefLang={language}
      aria-label={t('downloadNamed', { title: entry.title })}
      onClick={() => trackEvent('resource_download', { id: entry.id, language })}
    >
      {t('download')}
    </a>
  );
}
