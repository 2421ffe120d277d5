import { SMS_HELP_KEYWORD, SMS_KEYWORDS, type SmsKeyword } from '@tracker/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How to log an activity by text message: the format, the keywords, an example, and the number. */
export function TextLoggingHelp() {
  const { t } = useTranslation(['dashboard', 'activities']);
  const headingId = useId();
  // The number people text their activities to, when this deployment has one.
  const smsNumber: string | undefined = import.meta.env.VITE_SMS_NUMBER || undefined;
  const keywords = Object.entries(SMS_KEYWORDS) as [SmsKeyword, (typeof SMS_KEYWORDS)[SmsKeyword]][];
  return (
    <section className="dashboard-sms" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('sms.title')}
        {!smsNumber && (
          <>
            {' '}
            <span className="usa-tag dashboard-future-tag">{t('future')}</span>
          </>
        )}
      </h3>
      {smsNumber ? (
        <p>
          {t('sms.textNumber')}{' '}
          <a className="dashboard-sms__number" href={`sms:${smsNumber.replace(/[^\d+]/g, '')}`}>
            {smsNumber}
          </a>
        </p>
      ) : (
        <p>{t('sms.comingSoon')}</p>
      )}
      <p>
        {t('sms.format')} <code className="dashboard-sms__code">{t('sms.formatPattern')}</code>
      </p>
      <ul className="usa-list dashboard-sms__keywords">
        {keywords.map(([keyword, type]) => (
          <li key={keyword}>
            <code className="dashboard-sms__code">{keyword}</code> — {t(`activities:types.${type}`)}
          </li>
        ))}
      </ul>
      <p>
        {t('sms.example')} <code className="dashboard-sms__code">{t('sms.examplePattern')}</code>
      </p>
      <p>{t('sms.help', { keyword: SMS_HELP_KEYWORD })}</p>
    </section>
  );
}
