import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { DashboardStats } from '@tracker/contracts/http/reports';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from './collapsible-section';
import { Fact } from './fact';
import type { DashboardParts } from '../lib/parts';
import { WARNINGS_ID } from './dashboard-warnings';
import { MedicaidAccount } from './medicaid-account';
import { RequirementSummary } from './requirement-summary';

interface MedicaidStatusSectionProps {
  user: CurrentUser;
  stats: DashboardStats | undefined;
  warningCount: number;
  NotificationsArea: DashboardParts['NotificationsArea'];
}

/** Status, exemptions and review cycle, notifications, the state's requirement, and the Medicaid account. */
export function MedicaidStatusSection({
  user,
  stats,
  warningCount,
  NotificationsArea,
}: MedicaidStatusSectionProps) {
  const { t } = useTranslation('dashboard');
  const unknown = <span className="dashboard-muted">{t('medicaid.unavailable')}</span>;
  return (
    <CollapsibleSection storageKey="medicaidStatus" title={t('medicaid.title')}>
      <dl className="dashboard-facts">
        <Fact label={t('medicaid.status')}>{stats ? t(`status.${stats.complianceStatus}`) : unknown}</Fact>
        <Fact label={t('medicaid.activeExemptions')}>{stats ? stats.activeExemptions : unknown}</Fact>
        <Fact label={t('medicaid.nextReview')}>{t('medicaid.monthly')}</Fact>
      </dl>

      {/* The page's own warnings are notices too: the notifications point to them. */}
      <NotificationsArea
        notice={
          warningCount > 0 && (
            <p>
              {t('notifications.some', { count: warningCount })}{' '}
              <a href={`#${WARNINGS_ID}`}>{t('notifications.see')}</a>
            </p>
          )
        }
      />

      <RequirementSummary requiredHours={user.requiredMonthlyHours} medicaidState={user.medicaidState} />
      <MedicaidAccount user={user} />
    </CollapsibleSection>
  );
}
