import { ACTIVITY_TYPES, REPORTING_DEADLINE_DAY } from '@tracker/contracts/constants';
import { useTranslation } from 'react-i18next';

/** What the enrollee must do each month: the hours, the reporting deadline, what counts. */
export function RequirementSummary({ requiredHours }: { requiredHours: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(requiredHours);
  return (
    <section
      className="usa-summary-box dashboard-requirement"
      aria-labelledby="dashboard-requirement-heading"
    >
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="dashboard-requirement-heading">
          {t('requirement.heading')}
        </h2>
        <div className="usa-summary-box__text">
          <p className="dashboard-requirement__hours">{t('requirement.hours', { hours })}</p>
          <p>{t('requirement.deadline', { count: REPORTING_DEADLINE_DAY, ordinal: true })}</p>
          <p>{t('requirement.typesIntro')}</p>
          <ul className="usa-list">
            {ACTIVITY_TYPES.map((type) => (
              <li key={type}>{t(`requirement.types.${type}`)}</li>
            ))}
          </ul>
          <p>{t('requirement.exemption')}</p>
        </div>
      </div>
    </section>
  );
}
