import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, smsHref } from '../../../lib/phone-number';
import { useSmsNumber } from '../../../lib/sms-number';

const STEPS = ['account', 'log', 'know'] as const;

/** The texts people can send, each with what it does; the keywords are the ones the number answers. */
const COMMANDS = ['work', 'pay', 'doc', 'status', 'help'] as const;

/**
 * What an enrollee does here, first on the page after the hero: make an account, log hours on the
 * site or by text (with the real keywords in the page's language, and the number to text when the
 * server has one), and read where they stand.
 */
export function StartSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  const number = useSmsNumber();
  const phone = number.data?.phoneNumber;
  return (
    <section className="home-section home-start" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('start.title')}</h2>
        <p className="home-section__intro">{t('start.intro')}</p>
        <ol className="home-grid home-grid--3 home-start__steps">
          {STEPS.map((step, index) => (
            <li key={step} className="home-panel">
              <span className="home-panel__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-panel__title">{t(`start.${step}.title`)}</h3>
              <p>{t(`start.${step}.body`)}</p>
              {step === 'log' && (
                <>
                  <p>
                    {phone ? (
                      <a href={smsHref(phone)}>
                        {t('start.log.textTo', { number: formatPhoneNumber(phone) })}
                      </a>
                    ) : (
                      t('start.log.textToUnknown')
                    )}
                  </p>
                  <p className="home-start__label">{t('start.log.examplesLabel')}</p>
                  <dl className="home-start__commands">
                    {COMMANDS.map((command) => (
                      <div key={command} className="home-start__command">
                        <dt>
                          <code>{t(`start.log.${command}`)}</code>
                        </dt>
                        <dd>{t(`start.log.${command}Meaning`)}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
