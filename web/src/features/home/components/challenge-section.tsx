import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const PROBLEMS = ['online', 'portals', 'deadlines'] as const;

export function ChallengeSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('challenge.title')}</h2>
        <p className="home-section__intro">{t('challenge.intro')}</p>
        <ul className="home-grid home-grid--3">
          {PROBLEMS.map((problem, index) => (
            <li key={problem} className="home-panel">
              <span className="home-panel__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-panel__title">{t(`challenge.${problem}.title`)}</h3>
              <p>{t(`challenge.${problem}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
