import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The person's determination for the current month, as the state's side last heard it. */
export function ThisMonth({ month }: { month: WorkItem['thisMonth'] }) {
  const { t } = useTranslation('state-portal');
  if (!month) return <p className="state-portal__muted">{t('decision.noMonth')}</p>;
  return (
    <p>
      <strong>{t(`decision.monthStatus.${month.status}`)}</strong>
      {month.missing && month.status === 'not_met'
        ? ` — ${t('decision.missingHours', { count: month.missing.hours })}`
        : ''}
      {month.exemptions.length > 0 ? ` — ${month.exemptions.join(', ')}` : ''}
    </p>
  );
}
