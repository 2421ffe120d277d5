import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const QUESTIONS = ['who', 'hours', 'missed'] as const;
type Question = (typeof QUESTIONS)[number];

/** Three questions; opening one closes the one that was open. */
export function FaqAccordion() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<Question | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('faq.title')}</h2>
        <div className="usa-accordion usa-accordion--bordered home-faq">
          {QUESTIONS.map((question) => {
            const expanded = open === question;
            const contentId = `${baseId}-${question}`;
            return (
              <div key={question}>
                <h3 className="usa-accordion__heading">
                  <button
                    type="button"
                    className="usa-accordion__button"
                    aria-expanded={expanded}
                    aria-controls={contentId}
                    onClick={() => setOpen(expanded ? null : question)}
                  >
                    {t(`faq.${question}.question`)}
                  </button>
                </h3>
                <div id={contentId} className="usa-accordion__content usa-prose" hidden={!expanded}>
                  <p>{t(`faq.${question}.answer`)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
