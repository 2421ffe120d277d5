/**
 * Keys of reads that one feature makes and another refreshes. Features never import each other, so
 * the reading feature's query options start their keys with these and the changing feature
 * invalidates by them; neither types a key of the other's. A read with parameters adds them after
 * the prefix, so invalidating the prefix refreshes every variant.
 */

/** The month's figures on the dashboard: hours, pay and exemption requests change them. */
export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const;
/** The hours still due this month: logged hours change them. */
export const REPORTING_HOURS_KEY = ['/api/user/reporting-hours'] as const;
/** The months a report can be made for, which are those with activities. */
export const AVAILABLE_MONTHS_KEY = ['/api/reports/available-months'] as const;
/** The months' determinations, which hours change as much as pay. */
export const COMPLIANCE_MONTHS_KEY = ['/api/compliance/months'] as const;
/** The exemption types an enrollee may request: the administrators' catalogue changes them. */
export const REQUESTABLE_EXEMPTION_TYPES_KEY = ['/api/medicaid-exemptions'] as const;
/** The notes of one exemption request: a reviewer's decision adds one. */
export function exemptionNotesKey(exemptionId: string) {
  return ['/api/exemption-notes', exemptionId] as const;
}
