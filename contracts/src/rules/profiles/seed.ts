import { ruleProfile, type RuleProfile } from './profile.js';

/**
 * The product's original rule, as the spec describes it: 20 hours a month of any of the four activity
 * types, job search included, reported by the 15th of the next month, from ages 19 to 64. Only hours
 * meet a month: pay is not counted (`income: null`), so a paycheque neither meets nor shortens a month
 * and the seed's dashboard, texts and reports keep counting hours alone; school is not a route either,
 * so an approved student exemption exempts the month as any exemption does.
 */
export const seedProfile: RuleProfile = ruleProfile.parse({
  id: 'seed',
  effectiveMonth: null,
  ages: { min: 19, below: 65 },
  requiredHours: 20,
  qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
  jobSearch: { countsTowardHours: true, minimumActivities: 0 },
  income: null,
  combineHoursAndIncome: false,
  education: null,
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
