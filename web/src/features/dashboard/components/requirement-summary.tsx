import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { REPORTING_DEADLINE_DAY } from '@tracker/contracts/constants/compliance';
import { US_STATES } from '@tracker/contracts/constants/places';
import { useTranslation } from 'react-i18next';

/** What the enrollee must do each month: the hours, the reporting deadline, what counts. */
export function RequirementSummary({
  requiredHours,
  medicaidState,
}: {
  requiredHours: number;
  medicaidState: string | null;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(requiredHours);
  const stateName = US_STATES.find((state) => state.code === medicaidState)?.name;
  return (
    <div className="dashboard-requirement">
      <h3 id="dashboard-requirement-heading">{t('requirement.heading')}</h3>
      <p className="dashboard-requirement__hours">{t('requirement.hours', { hours })}</p>
      <p>{t('requirement.deadline', { count: REPORTING_DEADLINE_DAY, ordinal: true })}</p>
      <p>{t('requirement.typesIntro')}</p>
      <ul className="usa-list">
        {ACTIVITY_TYPES.map((type) => (
          <li key={type}>{t(`requirement.types.${type}`)}</li>
        ))}
      </ul>
      <p>{t('requirement.exemption')}</p>
      <p className="dashboard-requirement__future">
        <span className="usa-tag dashboard-future-tag">{t('future')}</span>{' '}
        {stateName ? t('requirement.stateRulesFor', { state: stateName }) : t('requirement.stateRules')}
      </p>
    </div>
  );
}
