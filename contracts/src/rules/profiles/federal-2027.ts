import { ruleProfile, type RuleProfile } from './profile.js';

/**
 * The federal community-engagement requirement (Social Security Act section 1902(xx), added by Public
 * Law 119-21 section 71119), from January 2027, for ages 19 to 64. A month is met by 80 hours of work,
 * community service or a work program (job search is not among them), by pay of at least the federal
 * minimum wage times 80 hours ($7.25 × 80 = $580), for a seasonal worker by that pay averaged over the
 * six months before, or by school at least half time (below half time, CMS credits 4 hours per credit
 * hour). Whether hours and pay may be added together is not settled, so it is off; the look-back at
 * application is the law's least (1 month, a state may ask up to 3); renewals are every six months
 * (section 71107).
 */
export const federal2027Profile: RuleProfile = ruleProfile.parse({
  id: 'federal-2027',
  effectiveMonth: '2027-01',
  ages: { min: 19, below: 65 },
  requiredHours: 80,
  qualifyingTypes: ['employment', 'training', 'volunteer'],
  jobSearch: { countsTowardHours: false, minimumActivities: 0 },
  income: { minimumWageCents: 725, hours: 80, seasonalAverageMonths: 6 },
  combineHoursAndIncome: false,
  education: { halfTimeMeetsMonth: true, hoursPerCreditHour: 4, exemptionTypeCodes: ['STUDENT'] },
  reportingDay: 15,
  lookBackMonths: 1,
  renewalMonths: 6,
  verification: {
    renewalMonthsToMeet: 1,
    noticeResponseDays: 30,
    mailingDays: 5,
    exemptingSources: ['snap', 'tanf', 'claims', 'va'],
    incomeSources: ['wages'],
  },
});
