import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const REASONS = [
  { key: 'plain' },
  { key: 'mobile' },
  { key: 'languages' },
  { key: 'text' },
  { key: 'privacy' },
] as const;

export function WhyUsSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('why.title')}</h2>
        <ul className="home-grid home-grid--auto">
          {REASONS.map((reason) => (
            <li key={reason.key} className="home-reason">
              <h3 className="home-panel__title">{t(`why.${reason.key}.title`)}</h3>
              <p>{t(`why.${reason.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
