import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../lib/analytics';

export const SLIDES = ['dashboard', 'activities', 'exemptions', 'reviewer'] as const;
type Slide = (typeof SLIDES)[number];

type Via = 'tab' | 'key' | 'previous' | 'next' | 'dot';

/**
 * Pictures of the main screens, one at a time. The tabs follow the ARIA tabs pattern (arrow keys,
 * Home, End); previous and next wrap around; the dots mark the current slide with aria-current.
 * It never advances by itself, so nobody has to chase or pause it.
 */
export function ScreenCarousel() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const total = SLIDES.length;
  const tabId = (slide: Slide) => `${baseId}-tab-${slide}`;
  const panelId = (slide: Slide) => `${baseId}-panel-${slide}`;
  const position = (index: number) => ({
    number: index + 1,
    total,
    name: t(`carousel.${SLIDES[index]}.tab`),
  });

  const show = (index: number, via: Via) => {
    const next = (index + total) % total;
    setCurrent(next);
    trackEvent('home_carousel', { action: via, slide: SLIDES[next] ?? '' });
    if (via === 'key') tabs.current[next]?.focus();
    // A selected tab announces itself; the buttons and dots do not, so say where they led.
    setAnnouncement(via === 'tab' || via === 'key' ? '' : t('carousel.dot', position(next)));
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: total - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, 'key');
  };

  return (
    <section
      className="home-section home-carousel"
      aria-labelledby={headingId}
      aria-roledescription={t('carousel.roleDescription')}
    >
      <div className="grid-container">
        <h2 id={headingId}>{t('carousel.title')}</h2>
        <p className="home-section__intro">{t('carousel.intro')}</p>

        <div role="tablist" aria-label={t('carousel.tabsLabel')} className="home-carousel__tabs">
          {SLIDES.map((slide, index) => (
            <button
              key={slide}
              ref={(button) => {
                tabs.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(slide)}
              aria-selected={index === current}
              aria-controls={panelId(slide)}
              tabIndex={index === current ? 0 : -1}
              className="home-carousel__tab"
              onClick={() => show(index, 'tab')}
              onKeyDown={onTabKeyDown}
            >
              {t(`carousel.${slide}.tab`)}
            </button>
          ))}
        </div>

        {SLIDES.map((slide, index) => (
          <div
            key={slide}
            role="tabpanel"
            id={panelId(slide)}
            aria-labelledby={tabId(slide)}
            aria-roledescription={t('carousel.slideRoleDescription')}
            hidden={index !== current}
            tabIndex={0}
            className="home-carousel__panel"
          >
            <img
              className="home-carousel__image"
              src={`/images/home-${slide}-${language}.svg`}
              alt={t(`carousel.${slide}.alt`)}
              width={800}
              height={520}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <div className="home-carousel__caption">
              <h3>{t(`carousel.${slide}.title`)}</h3>
              <p>{t(`carousel.${slide}.body`)}</p>
            </div>
          </div>
        ))}

        <div className="home-carousel__controls">
          <button
            type="button"
            className="usa-button usa-button--outline home-carousel__step"
            aria-label={t('carousel.previous')}
            onClick={() => show(current - 1, 'previous')}
          >
            <span aria-hidden="true">‹ </span>
            {t('carousel.previousShort')}
          </button>
          <div role="group" aria-label={t('carousel.dotsLabel')} className="home-carousel__dots">
            {SLIDES.map((slide, index) => (
              <button
                key={slide}
                type="button"
                className="home-carousel__dot"
                aria-label={t('carousel.dot', position(index))}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index, 'dot')}
              />
            ))}
          </div>
          <button
            type="button"
            className="usa-button usa-button--outline home-carousel__step"
            aria-label={t('carousel.next')}
            onClick={() => show(current + 1, 'next')}
          >
            {t('carousel.nextShort')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <p className="usa-sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </section>
  );
}
