import { ACTIVITY_SOURCES } from '@tracker/contracts/constants/activities';
import {
  REGISTRATION_FLOW_STEPS,
  type RegistrationFlowStep,
  USAGE_FUNNEL_STEPS,
  USAGE_RANGE_DEFAULT_DAYS,
  USAGE_RANGE_MAX_DAYS,
  type UsageChannelCounts,
  type UsageDay,
  type UsageFunnelCounts,
  type UsageFunnelStep,
  type GetUsageQuery,
  type GetUsageResponse,
} from '@tracker/contracts/http/usage';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  isoDateIn,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../deps.js';
import { isActivitySource, SERVER_USAGE_NAMES } from '../domain/usage.js';
import { usageRangeReversed, usageRangeTooLong } from '../errors.js';
import { type UsageRow, usageCountsBetween } from '../store/analytics.js';

const noChannels = (): UsageChannelCounts => ({ web: 0, sms: 0, admin: 0 });

const noFunnel = (): UsageFunnelCounts => ({
  registered: 0,
  verified: 0,
  firstActivity: 0,
  firstMonthMet: 0,
});

const funnelKeys: Record<UsageFunnelStep, keyof UsageFunnelCounts> = {
  registered: 'registered',
  verified: 'verified',
  first_activity: 'firstActivity',
  first_month_met: 'firstMonthMet',
};

/** Which stored counts make each step of the registration flow. */
const flowCounts: Record<RegistrationFlowStep, (row: UsageRow) => boolean> = {
  home_viewed: (row) => row.name === 'page_view' && row.path === '/',
  register_viewed: (row) => row.name === 'page_view' && row.path === '/register',
  register_sent: (row) => row.name === 'register',
  verify_link_opened: (row) => row.name === 'page_view' && row.path === '/verify-email',
  email_verified: (row) => row.name === SERVER_USAGE_NAMES.verified,
};

function share(count: number, of: number | undefined): number | null {
  return of === undefined || of === 0 ? null : count / of;
}

/** The days asked for: up to today, the last 30 days by default, at most a year. */
function rangeOf(query: GetUsageQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? formatIsoDate(addDays(parseIsoDate(to), 1 - USAGE_RANGE_DEFAULT_DAYS));
  const days = daysBetween(parseIsoDate(from), parseIsoDate(to)) + 1;
  if (days < 1) throw usageRangeReversed();
  if (days > USAGE_RANGE_MAX_DAYS) throw usageRangeTooLong(USAGE_RANGE_MAX_DAYS);
  return { from, to };
}

/** Adds a stored count to a day's figures. */
function addTo(day: UsageDay, row: UsageRow): void {
  switch (row.name) {
    case SERVER_USAGE_NAMES.registered:
      day.funnel.registered += row.count;
      break;
    case SERVER_USAGE_NAMES.verified:
      day.funnel.verified += row.count;
      break;
    case SERVER_USAGE_NAMES.firstActivity:
      day.funnel.firstActivity += row.count;
      if (isActivitySource(row.channel)) day.firstActivities[row.channel] += row.count;
      break;
    case SERVER_USAGE_NAMES.activity:
      if (isActivitySource(row.channel)) day.activities[row.channel] += row.count;
      break;
    case SERVER_USAGE_NAMES.firstMonthMet:
      day.funnel.firstMonthMet += row.count;
      if (isActivitySource(row.channel)) day.firstMonthsMet[row.channel] += row.count;
      break;
    case 'page_view':
      day.pageViews += row.count;
      break;
  }
}

/**
 * Usage for administrators, per day and in total: the funnel (registered, verified, first activity,
 * first met month), first activities, activities and first met months on the web against by text, views per page and how far the
 * registration flow went. Counts in the range, not people followed through it.
 */
export async function getUsage(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  query: GetUsageQuery,
): Promise<GetUsageResponse> {
  const { timeZone } = deps.settings;
  const { from, to } = rangeOf(query, isoDateIn(timeZone, deps.now()));
  const rows = await usageCountsBetween(deps.db.knex, from, to);

  const days = new Map<string, UsageDay>();
  const span = daysBetween(parseIsoDate(from), parseIsoDate(to));
  for (let offset = 0; offset <= span; offset += 1) {
    const day = formatIsoDate(addDays(parseIsoDate(from), offset));
    days.set(day, {
      day,
      funnel: noFunnel(),
      firstActivities: noChannels(),
      activities: noChannels(),
      firstMonthsMet: noChannels(),
      pageViews: 0,
    });
  }
  const views = new Map<string, number>();
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) addTo(day, row);
    if (row.name === 'page_view') views.set(row.path, (views.get(row.path) ?? 0) + row.count);
  }

  const funnel = noFunnel();
  const firstActivities = noChannels();
  const activities = noChannels();
  const firstMonthsMet = noChannels();
  for (const day of days.values()) {
    for (const key of Object.keys(funnel) as Array<keyof UsageFunnelCounts>) funnel[key] += day.funnel[key];
    for (const source of ACTIVITY_SOURCES) {
      firstActivities[source] += day.firstActivities[source];
      activities[source] += day.activities[source];
      firstMonthsMet[source] += day.firstMonthsMet[source];
    }
  }

  const funnelSteps = USAGE_FUNNEL_STEPS.map((step) => funnel[funnelKeys[step]]);
  const flow = REGISTRATION_FLOW_STEPS.map((step) =>
    rows.filter(flowCounts[step]).reduce((sum, row) => sum + row.count, 0),
  );

  return {
    from,
    to,
    timeZone,
    days: [...days.values()],
    totals: {
      funnel: USAGE_FUNNEL_STEPS.map((step, index) => ({
        step,
        count: funnelSteps[index] ?? 0,
        shareOfPrevious: index === 0 ? null : share(funnelSteps[index] ?? 0, funnelSteps[index - 1]),
      })),
      firstActivities,
      activities,
      firstMonthsMet,
      pageViews: [...views.entries()]
        .map(([path, count]) => ({ path, views: count }))
        .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
      registrationFlow: REGISTRATION_FLOW_STEPS.map((step, index) => ({
        step,
        count: flow[index] ?? 0,
        reachedNext: index === flow.length - 1 ? null : share(flow[index + 1] ?? 0, flow[index]),
      })),
    },
  };
}
