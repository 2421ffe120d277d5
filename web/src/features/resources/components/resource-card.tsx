import type { Language } from '@tracker/contracts/constants/accounts';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from '../data/resource-entries';
import { DownloadLink } from './download-link';
import { formatResourceDate } from './format-date';

interface ResourceCardProps {
  entry: ResourceEntry;
  language: Language;
  onView: () => void;
  /** Receives the View button, so focus can come back to it from the open document. */
  viewButtonRef: (button: HTMLButtonElement | null) => void;
}

export function ResourceCard({ entry, language, onView, viewButtonRef }: ResourceCardProps) {
  const { t } = useTranslation('resources');
  return (
    <li className="usa-card tablet:grid-col-6 resource-card">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{entry.title}</h2>
          <p className="resource-card__kind">
            <span>{t(`types.${entry.type}`)}</span>
            {entry.featured && <span className="usa-tag resource-card__featured">{t('featured')}</span>}
          </p>
        </div>
        <div className="usa-card__body">
          <p>{entry.description}</p>
          <p className="resource-card__meta">
            {t('published', { date: formatResourceDate(entry.date, language) })}
          </p>
          <p className="resource-card__meta">
            {t('tags.label')}: {entry.tags.join(', ')}
          </p>
        </div>
        <div className="usa-card__footer">
          <ul className="usa-button-group resource-card__actions">
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button"
                ref={viewButtonRef}
                aria-label={t('viewNamed', { title: entry.title })}
                onClick={onView}
              >
                {t('view')}
              </button>
            </li>
            <li className="usa-button-group__item">
              <DownloadLink entry={entry} language={language} />
            </li>
            {entry.externalUrl && (
              <li className="usa-button-group__item">
                <a
                  className="usa-button usa-button--unstyled"
                  href={entry.externalUrl}
                  rel="noreferrer"
                  target="_blank"
                  aria-label={t('openExternalNamed', { title: entry.title })}
                >
                  {t('openExternal')}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
    </li>
  );
}
