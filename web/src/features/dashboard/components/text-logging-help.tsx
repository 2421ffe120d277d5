import { SMS_HELP_KEYWORD, SMS_KEYWORDS, type SmsKeyword } from '@tracker/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsNumber } from '../api/get-sms-number';
import { formatPhoneNumber, smsHref } from '../lib/phone-number';

/** How to log an activity by text message: the number, the format, the keywords and an example. */
export function TextLoggingHelp() {
  const { t } = useTranslation(['dashboard', 'activities']);
  const headingId = useId();
  const number = useSmsNumber();
  const keywords = Object.entries(SMS_KEYWORDS) as [SmsKeyword, (typeof SMS_KEYWORDS)[SmsKeyword]][];
  return (
    <section className="dashboard-sms" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sms.title')}</h3>
      {number.data ? (
        <p>
          {t('sms.textNumber')}{' '}
          <a className="dashboard-sms__number" href={smsHref(number.data.phoneNumber)}>
            {formatPhoneNumber(number.data.phoneNumber)}
          </a>
        </p>
      ) : number.isError ? (
        <p>{t('sms.numberUnavailable')}</p>
      ) : (
        // Holds the line's place while the number loads, so the help below does not jump.
        <p className="dashboard-muted">{t('sms.numberLoading')}</p>
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
