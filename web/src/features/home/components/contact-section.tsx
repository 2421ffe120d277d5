import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@example.org';

export function ContactSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section home-contact" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('contact.title')}</h2>
        <p className="home-section__intro">{t('contact.body')}</p>
        <div className="home-contact__actions">
          <Link to="/login" className="usa-button usa-button--big">
            {t('contact.login')}
          </Link>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="usa-button usa-button--big usa-button--outline home-contact__email"
          >
            {t('contact.email')}
          </a>
        </div>
      </div>
    </section>
  );
}
