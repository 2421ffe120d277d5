import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { DashboardStats } from '@tracker/contracts/http/reports';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from './collapsible-section';
import { Fact } from './fact';
import { MedicaidAccount } from './medicaid-account';
import { NotificationsArea } from './notifications-area';
import { RequirementSummary } from './requirement-summary';

interface MedicaidStatusSectionProps {
  user: CurrentUser;
  stats: DashboardStats | undefined;
  warningCount: number;
}

/** Status, exemptions and review cycle, notifications, the state's requirement, and the Medicaid account. */
export function MedicaidStatusSection({ user, stats, warningCount }: MedicaidStatusSectionProps) {
  const { t } = useTranslation('dashboard');
  const unknown = <span className="dashboard-muted">{t('medicaid.unavailable')}</span>;
  return (
    <CollapsibleSection storageKey="medicaidStatus" title={t('medicaid.title')}>
      <dl className="dashboard-facts">
        <Fact label={t('medicaid.status')}>{stats ? t(`status.${stats.complianceStatus}`) : unknown}</Fact>
        <Fact label={t('medicaid.activeExemptions')}>{stats ? stats.activeExemptions : unknown}</Fact>
        <Fact label={t('medicaid.nextReview')}>{t('medicaid.monthly')}</Fact>
      </dl>

      <NotificationsArea warningCount={warningCount} />

      <RequirementSummary requiredHours={user.requiredMonthlyHours} medicaidState={user.medicaidState} />
      <MedicaidAccount user={user} />
    </CollapsibleSection>
  );
}
