import { SMS_HELP_KEYWORD, SMS_KEYWORDS, type SmsKeyword } from '@tracker/contracts/constants/sms';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { useSmsNumber } from '../../../lib/sms-number';
import { formatPhoneNumber, smsHref } from '../../../lib/phone-number';
import '../i18n';
import '../activity-reporting.css';

/** The profile's cell number confirmation, where the texting help sends people. */
const CONFIRM_PHONE_PATH = '/profile#phone-confirmation';

/**
 * How to log an activity by text message: the number, the format, the keywords and an example.
 * Texts count only from a confirmed number, so until then it says so first, with the way there.
 */
export function TextLoggingHelp({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('activities');
  const headingId = useId();
  const number = useSmsNumber();
  const keywords = Object.entries(SMS_KEYWORDS) as [SmsKeyword, (typeof SMS_KEYWORDS)[SmsKeyword]][];
  return (
    <section className="dashboard-sms" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sms.title')}</h3>
      {!user.cellNumberVerified && (
        <Alert
          type="warning"
          slim
          className="dashboard-sms__confirm"
          text={
            user.cellNumber ? t('sms.confirmFirst', { number: user.cellNumber }) : t('sms.addNumberFirst')
          }
        >
          <p className="usa-alert__text">
            <Link to={CONFIRM_PHONE_PATH}>
              {user.cellNumber ? t('sms.confirmLink') : t('sms.addNumberLink')}
            </Link>
          </p>
        </Alert>
      )}
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
        <p className="dashboard-sms__loading">{t('sms.numberLoading')}</p>
      )}
      <p>
        {t('sms.format')} <code className="dashboard-sms__code">{t('sms.formatPattern')}</code>
      </p>
      <ul className="usa-list dashboard-sms__keywords">
        {keywords.map(([keyword, type]) => (
          <li key={keyword}>
            <code className="dashboard-sms__code">{keyword}</code> — {t(`types.${type}`)}
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
