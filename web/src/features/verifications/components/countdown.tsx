import type { VerificationNotice } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import { formatLongDate, todayIso } from '../../../lib/format';
import { daysUntil } from '../lib/month-state';
import '../i18n';

/** The days left to answer a notice, counted on the person's own calendar; the last day included. */
export function Countdown({ notice, className }: { notice: VerificationNotice; className?: string }) {
  const { t, i18n } = useTranslation('verifications');
  const date = formatLongDate(notice.respondBy, i18n.language);
  const days = daysUntil(notice.respondBy, todayIso());
  const text =
    days < 0
      ? t('card.windowEnded', { date })
      : days === 0
        ? t('card.lastDay', { date })
        : t('card.countdown', { count: days, date });
  return <p className={`state-check__countdown${className ? ` ${className}` : ''}`}>{text}</p>;
}
