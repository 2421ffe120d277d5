import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackEvent } from '../../../lib/analytics';

export function HeroSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-hero" aria-labelledby={headingId}>
      <div className="grid-container">
        <p className="home-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id={headingId} className="home-hero__title">
          {t('hero.title')}
        </h1>
        <p className="usa-intro home-hero__body">{t('hero.body')}</p>
        <div className="home-hero__actions">
          <Link
            to="/register"
            className="usa-button usa-button--big"
            onClick={() => trackEvent('home_hero_click', { target: 'register' })}
          >
            {t('hero.register')}
          </Link>
          <Link
            to="/login"
            className="usa-button usa-button--big usa-button--outline"
            onClick={() => trackEvent('home_hero_click', { target: 'login' })}
          >
            {t('hero.login')}
          </Link>
        </div>
      </div>
    </section>
  );
}
