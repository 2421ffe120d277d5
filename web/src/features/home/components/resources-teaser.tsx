import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const DOCUMENTS = ['whitePaper', 'guide'] as const;

export function ResourcesTeaser() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section home-section--shaded" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('resources.title')}</h2>
        <p className="home-section__intro">{t('resources.intro')}</p>
        <ul className="home-grid home-grid--2">
          {DOCUMENTS.map((document) => (
            <li key={document} className="home-panel">
              <p className="home-panel__kind">{t(`resources.${document}.kind`)}</p>
              <h3 className="home-panel__title">
                <Link to="/resources">{t(`resources.${document}.title`)}</Link>
              </h3>
              <p>{t(`resources.${document}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="home-resources__more">
          <Link to="/resources" className="usa-button">
            {t('resources.link')}
          </Link>
        </p>
      </div>
    </section>
  );
}
