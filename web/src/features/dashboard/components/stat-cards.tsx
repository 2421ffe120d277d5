import { type ComplianceStatus } from '@tracker/contracts/constants/compliance';
import { CUSTOM_REPORT_MONTHS } from '@tracker/contracts/constants/screens';
import type { DashboardStats } from '@tracker/contracts/http/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMonth, formatNumber } from '../../../lib/format';
import { Spinner } from '../../../components/spinner';
import { payCounts, useRules } from '../../../lib/rules';
import { trackEvent } from '../../../lib/analytics';
import { monthlyReportUrl, useAvailableMonths } from '../api/list-available-months';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';
import { useReportingHours } from '../api/get-reporting-hours';
import { complianceSentences, shownStatus } from '../lib/compliance-sentences';
import { cappedPercent, ProgressBar } from './progress-bar';

interface StatCardsProps {
  stats: UseQueryResult<DashboardStatsAnswer>;
  timezone: string;
}

/** The three cards at the top: compliance status, this month's hours, and reports. */
export function StatCards({ stats, timezone }: StatCardsProps) {
  return (
    <ul className="dashboard-cards">
      <ComplianceCard stats={stats} />
      <HoursCard stats={stats} timezone={timezone} />
      <ReportsCard stats={stats.data} timezone={timezone} />
    </ul>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="usa-card dashboard-card">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{title}</h2>
        </div>
        <div className="usa-card__body">{children}</div>
      </div>
    </li>
  );
}

function StatsUnavailable({ stats }: { stats: UseQueryResult<DashboardStatsAnswer> }) {
  const { t } = useTranslation('dashboard');
  if (stats.isPending) return <Spinner />;
  return <p className="dashboard-card__error">{t('stats.loadError')}</p>;
}

/** The status word, with its mark, as the month's determination allows it. */
function StatusWord({ stats }: { stats: DashboardStatsAnswer }) {
  const { t } = useTranslation('dashboard');
  const status = shownStatus(stats);
  return (
    <p className={`dashboard-status dashboard-status--${status}`}>
      <span className="dashboard-status__mark" aria-hidden="true">
        {statusMark(status)}
      </span>
      {t(`status.${status}`)}
    </p>
  );
}

/** A mark next to the status word: a tick when nothing more is needed, "!" when behind. */
function statusMark(status: ComplianceStatus): string {
  if (status === 'on_track') return '→';
  return status === 'behind_schedule' ? '!' : '✓';
}

/**
 * The card's main sentence (the spec's, or the month's result where that contradicts the spec's
 * status), then the month's result, its next step and the hours that did not count, in that order.
 */
function ComplianceSentencesText({ stats }: { stats: DashboardStatsAnswer }) {
  const { t } = useTranslation('dashboard');
  const { statusDetailKey, summary, nextStep, uncounted } = complianceSentences(stats);
  return (
    <>
      {statusDetailKey ? (
        <>
          <p>{t(statusDetailKey)}</p>
          {summary && <p className="dashboard-card__summary">{summary}</p>}
        </>
      ) : (
        <p className="dashboard-card__summary">{summary}</p>
      )}
      {nextStep && <p className="dashboard-card__next-step">{nextStep}</p>}
      {uncounted && <p className="dashboard-card__uncounted">{uncounted}</p>}
    </>
  );
}

/** Where pay can meet the month and it is not met yet: the way to report a paycheck. */
function ReportPayLink({ stats }: { stats: DashboardStatsAnswer }) {
  const { t } = useTranslation('dashboard');
  const rules = useRules();
  if (!payCounts(rules.data) || !('determination' in stats) || stats.determination !== 'not_met') return null;
  return (
    <p className="dashboard-card__fact">
      <Link to="/pay/new">{t('compliance.reportPay')}</Link>
    </p>
  );
}

function ComplianceCard({ stats }: { stats: UseQueryResult<DashboardStatsAnswer> }) {
  const { t } = useTranslation('dashboard');
  const data = stats.data;
  return (
    <Card title={t('compliance.title')}>
      {!data ? (
        <StatsUnavailable stats={stats} />
      ) : (
        <>
          <StatusWord stats={data} />
          <ComplianceSentencesText stats={data} />
          <ReportPayLink stats={data} />
          <p className="dashboard-card__fact">{t('compliance.days', { count: data.daysUntilDeadline })}</p>
          <p className="dashboard-card__fact">
            {t('compliance.exemptions', { count: data.activeExemptions })}
          </p>
        </>
      )}
    </Card>
  );
}

function HoursCard({ stats, timezone }: StatCardsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const reporting = useReportingHours(timezone, i18n.language);
  const data = stats.data;
  const language = i18n.language;
  const percent = data ? cappedPercent(data.progressPercentage) : 0;
  const hours = data
    ? t('hours.ofRequired', {
        current: formatNumber(data.currentHours, language),
        required: formatNumber(data.requiredHours, language),
      })
    : '';
  const percentText = t('hours.percent', { percent: formatNumber(percent, language, 1) });

  return (
    <Card title={t('hours.title')}>
      {!data ? (
        <StatsUnavailable stats={stats} />
      ) : (
        <>
          <p className="dashboard-hours">{hours}</p>
          <ProgressBar
            percent={percent}
            label={t('hours.progressLabel')}
            valueText={`${hours} (${percentText})`}
          />
          <p className="dashboard-card__fact">{percentText}</p>
        </>
      )}
      {reporting.isSuccess ? (
        <p className="dashboard-card__reason">{reporting.data.reason}</p>
      ) : reporting.isError ? (
        <p className="dashboard-card__error">{t('hours.reasonError')}</p>
      ) : null}
    </Card>
  );
}

function ReportsCard({ stats, timezone }: { stats: DashboardStats | undefined; timezone: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const months = useAvailableMonths(timezone);
  const now = new Date();
  const year = stats?.year ?? now.getFullYear();
  const month = stats?.month ?? now.getMonth() + 1;
  const firstMonths = (months.data ?? []).slice(0, CUSTOM_REPORT_MONTHS);
  const newTab = (
    <>
      {' '}
      <span className="usa-sr-only">{t('reports.newTab')}</span>
    </>
  );

  return (
    <Card title={t('reports.title')}>
      <p>{t('reports.intro')}</p>
      <a
        className="usa-button dashboard-card__button"
        href={monthlyReportUrl(year, month, timezone)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => trackEvent('monthly_report_opened', { current: true })}
      >
        {t('reports.monthly', { month: formatMonth(year, month, i18n.language) })}
        {newTab}
      </a>
      <h3 className="dashboard-card__subheading">{t('reports.customTitle')}</h3>
      {months.isError ? (
        <p className="dashboard-card__error">{t('reports.loadError')}</p>
      ) : months.isPending ? null : firstMonths.length === 0 ? (
        <p>{t('reports.noMonths')}</p>
      ) : (
        <ul className="dashboard-card__months">
          {firstMonths.map((entry) => (
            <li key={`${entry.year}-${entry.month}`}>
              <a
                href={monthlyReportUrl(entry.year, entry.month, timezone)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackEvent('monthly_report_opened', { current: false })}
              >
                {formatMonth(entry.year, entry.month, i18n.language)}
                {newTab}
              </a>{' '}
              <span className="dashboard-card__count">{t('reports.activities', { count: entry.count })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
