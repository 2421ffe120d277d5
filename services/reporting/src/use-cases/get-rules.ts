import { type RulesResponse, rulesOf } from '@tracker/contracts/http/rules';
import { personProfile } from '@tracker/contracts/rules/profiles/person-profile';
import type { ReportingDeps } from '../deps.js';

/**
 * The rule profile the system runs on, as months are judged by it: with the activity types and the
 * reporting day a deployment's older settings may still override, so the forms' date window and the
 * words about what counts are the server's. The same for everyone, and about no one.
 */
export function getRules(deps: Pick<ReportingDeps, 'settings'>): RulesResponse {
  const { settings } = deps;
  return rulesOf(personProfile({ ...settings, reportingDay: settings.reportDeadlineDay }, undefined));
}
