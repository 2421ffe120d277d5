import { useTranslation } from 'react-i18next';
import { formatLongDate, formatNumber } from '../../../lib/format';
import type { DashboardParts } from '../lib/parts';
import { type DashboardWarning, warningKey } from '../lib/warnings';

export const WARNINGS_ID = 'dashboard-warnings';

/**
 * The warnings above the cards: the month's deadline is near, an approved exemption ends soon, or the
 * person is about to turn 19.
 */
export function DashboardWarnings({
  warnings,
  requiredHours,
  typeName,
}: {
  warnings: DashboardWarning[];
  requiredHours: number;
  typeName: DashboardParts['requestTypeName'];
}) {
  const { t, i18n } = useTranslation('dashboard');
  if (warnings.length === 0) return null;
  const language = i18n.language;
  return (
    <div id={WARNINGS_ID} className="dashboard-warnings" tabIndex={-1}>
      {warnings.map((warning) => (
        <div key={warningKey(warning)} className="usa-alert usa-alert--warning dashboard-warning">
          <div className="usa-alert__body">
            {warning.kind === 'exemption-expiry' ? (
              <>
                <h2 className="usa-alert__heading">{t('warnings.expiryTitle')}</h2>
                <p className="usa-alert__text">
                  {t('warnings.expiryBody', {
                    count: warning.days,
                    name: typeName(warning),
                    date: formatLongDate(warning.expirationDate, language),
                  })}{' '}
                  {t('warnings.expiryAction')}
                </p>
              </>
            ) : warning.kind === 'deadline' ? (
              <>
                <h2 className="usa-alert__heading">{t('warnings.deadlineTitle')}</h2>
                <p className="usa-alert__text">
                  {t('warnings.deadlineDays', { count: warning.days })}{' '}
                  {t('warnings.deadlineHours', {
                    count: warning.hoursLeft,
                    hours: formatNumber(warning.hoursLeft, language),
                  })}
                </p>
              </>
            ) : (
              <>
                <h2 className="usa-alert__heading">{t('warnings.adultTitle')}</h2>
                <p className="usa-alert__text">
                  {t('warnings.adultBody', {
                    date: formatLongDate(warning.birthday, language),
                    hours: formatNumber(requiredHours, language),
                  })}
                </p>
              </>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
