import type { ActivitySource } from '@tracker/contracts/constants/activities';
import type { GetUsageResponse } from '@tracker/contracts/http/usage';
import { useTranslation } from 'react-i18next';
import { formatActivityDate, formatNumber, localeOf } from '../../../lib/format';

const CHANNELS: readonly ActivitySource[] = ['web', 'sms', 'admin'];

/**
 * The contract's `USAGE_OTHER_PATH`, spelled here because the contract's module brings zod, which is
 * not part of this page's download (a test checks the two agree).
 */
export const OTHER_PATH = 'other';

type Totals = GetUsageResponse['totals'];

function useFormat() {
  const { t, i18n } = useTranslation('usage-admin');
  const language = i18n.language;
  const percent = new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 });
  return {
    t,
    language,
    count: (value: number) => formatNumber(value, language, 0),
    share: (value: number | null) => (value === null ? t('table.none') : percent.format(value)),
  };
}

/**
 * A bar as long as `value` is against the largest of its table. The number is always written beside
 * it, so the bar only helps the eye and is hidden from screen readers.
 */
function Bar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.round((value / max) * 1000) / 10 : 0;
  return (
    <span className="usage-bar" aria-hidden="true">
      <span className="usage-bar__fill" style={{ width: `${width}%` }} />
    </span>
  );
}

function maxOf(values: readonly number[]): number {
  return Math.max(0, ...values);
}

/** Registered, verified, first activity, first month met: each step's count and its share of the one before. */
export function FunnelTable({ funnel }: { funnel: Totals['funnel'] }) {
  const { t, count, share } = useFormat();
  const max = maxOf(funnel.map((step) => step.count));
  return (
    <table className="usa-table usa-table--borderless usage-table">
      <caption>{t('funnel.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.step')}</th>
          <th scope="col">{t('table.count')}</th>
          <th scope="col">{t('funnel.shareOfPrevious')}</th>
          <th scope="col" className="usage-table__bar-column">
            <span className="usa-sr-only">{t('table.bar')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {funnel.map((step) => (
          <tr key={step.step}>
            <th scope="row">{t(`funnel.steps.${step.step}`)}</th>
            <td className="usage-table__number">{count(step.count)}</td>
            <td className="usage-table__number">{share(step.shareOfPrevious)}</td>
            <td>
              <Bar value={step.count} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * First activities, all activities and first months met, on the web against by text (and by
 * administrators; a month met by an administrator's entry counts as the web's).
 */
export function ChannelTable({ totals }: { totals: Totals }) {
  const { t, count } = useFormat();
  const rows = [
    { key: 'firstActivities', counts: totals.firstActivities },
    { key: 'activities', counts: totals.activities },
    { key: 'firstMonthsMet', counts: totals.firstMonthsMet },
  ] as const;
  const max = maxOf(rows.flatMap((row) => CHANNELS.map((channel) => row.counts[channel])));
  return (
    <table className="usa-table usa-table--borderless usage-table">
      <caption>{t('channels.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('channels.what')}</th>
          {CHANNELS.map((channel) => (
            <th scope="col" key={channel}>
              {t(`channels.${channel}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{t(`channels.${row.key}`)}</th>
            {CHANNELS.map((channel) => (
              <td key={channel} className="usage-table__number">
                {count(row.counts[channel])}
                <Bar value={row.counts[channel]} max={max} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The registration flow, step by step, with the share that reached the next one. */
export function FlowTable({ flow }: { flow: Totals['registrationFlow'] }) {
  const { t, count, share } = useFormat();
  const max = maxOf(flow.map((step) => step.count));
  return (
    <table className="usa-table usa-table--borderless usage-table">
      <caption>{t('flow.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.step')}</th>
          <th scope="col">{t('table.count')}</th>
          <th scope="col">{t('flow.reachedNext')}</th>
          <th scope="col" className="usage-table__bar-column">
            <span className="usa-sr-only">{t('table.bar')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {flow.map((step) => (
          <tr key={step.step}>
            <th scope="row">{t(`flow.steps.${step.step}`)}</th>
            <td className="usage-table__number">{count(step.count)}</td>
            <td className="usage-table__number">{share(step.reachedNext)}</td>
            <td>
              <Bar value={step.count} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Views per page (route pattern), most viewed first. */
export function PagesTable({ pages }: { pages: Totals['pageViews'] }) {
  const { t, count } = useFormat();
  if (pages.length === 0) return <p className="usage-admin__empty">{t('pages.empty')}</p>;
  const max = maxOf(pages.map((page) => page.views));
  return (
    <table className="usa-table usa-table--borderless usage-table">
      <caption>{t('pages.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pages.page')}</th>
          <th scope="col">{t('pages.views')}</th>
          <th scope="col" className="usage-table__bar-column">
            <span className="usa-sr-only">{t('table.bar')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.path}>
            <th scope="row">{page.path === OTHER_PATH ? t('pages.other') : <code>{page.path}</code>}</th>
            <td className="usage-table__number">{count(page.views)}</td>
            <td>
              <Bar value={page.views} max={max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every day of the range, newest first. */
export function DaysTable({ days }: { days: GetUsageResponse['days'] }) {
  const { t, count, language } = useFormat();
  return (
    <table className="usa-table usa-table--stacked usa-table--borderless usage-table usage-table--days">
      <caption>{t('days.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('days.day')}</th>
          <th scope="col">{t('funnel.steps.registered')}</th>
          <th scope="col">{t('funnel.steps.verified')}</th>
          <th scope="col">{t('funnel.steps.first_activity')}</th>
          <th scope="col">{t('funnel.steps.first_month_met')}</th>
          <th scope="col">{t('days.activitiesWeb')}</th>
          <th scope="col">{t('days.activitiesSms')}</th>
          <th scope="col">{t('days.pageViews')}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.day}>
            <th scope="row" data-label={t('days.day')}>
              <time dateTime={day.day}>{formatActivityDate(day.day, language)}</time>
            </th>
            <td data-label={t('funnel.steps.registered')}>{count(day.funnel.registered)}</td>
            <td data-label={t('funnel.steps.verified')}>{count(day.funnel.verified)}</td>
            <td data-label={t('funnel.steps.first_activity')}>{count(day.funnel.firstActivity)}</td>
            <td data-label={t('funnel.steps.first_month_met')}>{count(day.funnel.firstMonthMet)}</td>
            <td data-label={t('days.activitiesWeb')}>{count(day.activities.web)}</td>
            <td data-label={t('days.activitiesSms')}>{count(day.activities.sms)}</td>
            <td data-label={t('days.pageViews')}>{count(day.pageViews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
