import type { GetUserComplianceResponse } from '@tracker/contracts/http/compliance-months';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useUserCompliance } from '../api/get-user-compliance';
import { formatMoney } from '../lib/format';
import '../i18n';

/**
 * The person's determination of the current month: reporting's, judged today, for a person with an
 * account; for a verification request no account holds yet, what the state's side last heard.
 */
export function ThisMonth({ item }: { item: WorkItem }) {
  const userId = item.person.userId;
  return userId === null ? <StoredMonth month={item.thisMonth} /> : <CurrentMonth userId={userId} />;
}

function CurrentMonth({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('state-portal');
  const compliance = useUserCompliance(userId, i18n.language);
  if (compliance.isPending) return <p className="state-portal__muted">{t('decision.monthLoading')}</p>;
  if (compliance.isError) {
    const unknown = isApiError(compliance.error) && compliance.error.status === 404;
    return (
      <p className="state-portal__muted">
        {unknown
          ? t('decision.monthUnknown')
          : [t('decision.monthError'), serverMessage(compliance.error)].filter(Boolean).join(' ')}
      </p>
    );
  }
  return <Determination month={compliance.data} />;
}

function Determination({ month }: { month: GetUserComplianceResponse }) {
  const { t, i18n } = useTranslation('state-portal');
  const missing = missingWords(month, (cents) => formatMoney(cents, i18n.language), t);
  return (
    <>
      <p>
        <strong>{t(`decision.monthStatus.${month.determination}`)}</strong>
        {month.exemptions.length > 0
          ? ` — ${month.exemptions.map((exemption) => exemption.name).join(', ')}`
          : ''}
      </p>
      {/* The very sentence the person's dashboard shows, in the page's language. */}
      <p>{t('decision.dashboardSays', { summary: month.summary })}</p>
      {missing && <p>{t('decision.missing.line', { missing })}</p>}
      {month.decidedBy && (
        <p>{t('decision.decidedBy', { source: t(`decision.sources.${month.decidedBy}`) })}</p>
      )}
    </>
  );
}

/** What a month not met still needs, in words; null for any other month. */
function missingWords(
  month: GetUserComplianceResponse,
  money: (cents: number) => string,
  t: TFunction<'state-portal'>,
): string | null {
  const { missing } = month;
  if (month.determination !== 'not_met' || missing === null) return null;
  const hours = missing.hours > 0 ? t('decision.missing.hours', { count: missing.hours }) : null;
  // Either alone closes the month: the hours, or instead the pay where pay counts.
  const main =
    hours !== null && missing.incomeCents !== null
      ? t('decision.missing.orPay', { hours, pay: money(missing.incomeCents) })
      : hours;
  const jobSearch =
    missing.jobSearchActivities > 0
      ? t('decision.missing.jobSearch', { count: missing.jobSearchActivities })
      : null;
  if (main === null) return jobSearch;
  return jobSearch === null ? main : t('decision.missing.withJobSearch', { main, jobSearch });
}

/** The state's side's answer, kept with a verification request that asked about the current month. */
function StoredMonth({ month }: { month: WorkItem['thisMonth'] }) {
  const { t } = useTranslation('state-portal');
  if (!month) return <p className="state-portal__muted">{t('decision.noAccount')}</p>;
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
