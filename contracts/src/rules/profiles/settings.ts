import { z } from 'zod';
import { requiredMonthlyHoursField } from '../../http/identity.js';
import type { ActivityType } from '../../constants/activities.js';
import { activityTypeList, qualifyingTypesSetting } from '../qualifying-types.js';
import { DEFAULT_RULE_PROFILE_ID, RULE_PROFILE_IDS, ruleProfiles } from './catalogue.js';
import type { PersonProfileSettings } from './person-profile.js';
import { type RuleProfile, yearMonthText } from './profile.js';

// `COMPLIANCE_PROFILE` picks a profile at start; a state changes single values of it with the other
// `COMPLIANCE_*` settings. A service spreads `complianceSettingsShape` into its configuration schema
// and adds `checkComplianceSettings`, so a bad value stops the start with a line naming the variable;
// `profileFromSettings` does the same for a caller with the bare environment.

/** A day of the next month a month may be reported until: 1 to 28, so every month has it. */
const reportingDaySetting = z.coerce
  .number({ error: 'Expected number' })
  .int('Expected an integer')
  .min(1, 'Expected a day from 1 to 28')
  .max(28, 'Expected a day from 1 to 28')
  .optional();

export const complianceSettingsShape = {
  COMPLIANCE_PROFILE: z
    .enum(RULE_PROFILE_IDS, { error: `Expected one of ${RULE_PROFILE_IDS.join(', ')}` })
    .default(DEFAULT_RULE_PROFILE_ID),
  /** Read as identity always read it: 1 to 744, rounded to hundredths. */
  COMPLIANCE_REQUIRED_HOURS: requiredMonthlyHoursField.optional(),
  COMPLIANCE_QUALIFYING_TYPES: activityTypeList.optional(),
  COMPLIANCE_EFFECTIVE_MONTH: yearMonthText.optional(),
  COMPLIANCE_REPORTING_DAY: reportingDaySetting,
  COMPLIANCE_COMBINE_HOURS_AND_INCOME: z.stringbool({ error: 'Expected true or false' }).optional(),
  COMPLIANCE_JOB_SEARCH_MINIMUM: z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .min(0, 'Expected 0 or more')
    .max(100, 'Expected at most 100')
    .optional(),
};

export const complianceSettings = z.object(complianceSettingsShape);
export type ComplianceSettings = z.output<typeof complianceSettings>;
export type ComplianceVariable = keyof typeof complianceSettingsShape;

/** A value that parses on its own but does not fit the chosen profile. */
export interface ComplianceSettingProblem {
  variable: ComplianceVariable;
  message: string;
}

/** Thrown by `profileFromSettings`; the message is one line naming every bad variable. */
export class ComplianceSettingsError extends Error {
  override name = 'ComplianceSettingsError';

  constructor(readonly problems: readonly string[]) {
    super(`Invalid compliance settings: ${problems.join('; ')}`);
  }
}

function settingProblems(settings: ComplianceSettings): ComplianceSettingProblem[] {
  const base = ruleProfiles[settings.COMPLIANCE_PROFILE];
  if (settings.COMPLIANCE_COMBINE_HOURS_AND_INCOME === true && base.income === null) {
    return [
      {
        variable: 'COMPLIANCE_COMBINE_HOURS_AND_INCOME',
        message: `The ${base.id} profile does not count income, so there is nothing to combine`,
      },
    ];
  }
  return [];
}

/** For a configuration schema's `superRefine`: reports each setting that does not fit the profile. */
export function checkComplianceSettings(settings: ComplianceSettings, ctx: z.RefinementCtx): void {
  for (const problem of settingProblems(settings)) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.variable] });
  }
}

/**
 * The chosen profile with the overrides applied. The settings must have passed
 * `checkComplianceSettings`; a setting that does not fit throws `ComplianceSettingsError`.
 */
export function complianceProfileOf(settings: ComplianceSettings): RuleProfile {
  const problems = settingProblems(settings);
  if (problems.length > 0) {
    throw new ComplianceSettingsError(problems.map((problem) => `${problem.variable}: ${problem.message}`));
  }
  const base = ruleProfiles[settings.COMPLIANCE_PROFILE];
  const qualifyingTypes = settings.COMPLIANCE_QUALIFYING_TYPES ?? base.qualifyingTypes;
  return {
    ...base,
    requiredHours: settings.COMPLIANCE_REQUIRED_HOURS ?? base.requiredHours,
    qualifyingTypes,
    effectiveMonth: settings.COMPLIANCE_EFFECTIVE_MONTH ?? base.effectiveMonth,
    reportingDay: settings.COMPLIANCE_REPORTING_DAY ?? base.reportingDay,
    combineHoursAndIncome: settings.COMPLIANCE_COMBINE_HOURS_AND_INCOME ?? base.combineHoursAndIncome,
    jobSearch: {
      countsTowardHours: qualifyingTypes.includes('job_search'),
      minimumActivities: settings.COMPLIANCE_JOB_SEARCH_MINIMUM ?? base.jobSearch.minimumActivities,
    },
  };
}

/**
 * The active profile from the environment: `COMPLIANCE_PROFILE` (`seed` unless set) with the other
 * `COMPLIANCE_*` values applied. Blank values count as unset, as in every service's configuration.
 * Throws `ComplianceSettingsError` naming each bad variable.
 */
export function profileFromSettings(env: Readonly<Record<string, string | undefined>>): RuleProfile {
  const given: Record<string, string> = {};
  for (const variable of Object.keys(complianceSettingsShape)) {
    const value = env[variable];
    if (value !== undefined && value.trim() !== '') given[variable] = value;
  }
  const parsed = complianceSettings.superRefine(checkComplianceSettings).safeParse(given);
  if (!parsed.success) {
    throw new ComplianceSettingsError(
      parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`),
    );
  }
  return complianceProfileOf(parsed.data);
}

/**
 * The older settings a deployment may still set beside the profile: `QUALIFYING_TYPES` and
 * `REPORT_DEADLINE_DAY` win over the profile's types and reporting day where set. Every service that
 * judges a month, or closes one to writes, reads them, so all close and count alike.
 */
export const olderRuleSettingsShape = {
  QUALIFYING_TYPES: qualifyingTypesSetting,
  REPORT_DEADLINE_DAY: reportingDaySetting,
};

interface OlderRuleSettings {
  QUALIFYING_TYPES?: readonly ActivityType[] | undefined;
  REPORT_DEADLINE_DAY?: number | undefined;
}

/** The profile with the state's changes, and the types and reporting day months are judged by. */
export function judgingSettingsOf(config: ComplianceSettings & OlderRuleSettings): PersonProfileSettings {
  const profile = complianceProfileOf(config);
  return {
    profile,
    qualifyingTypes: config.QUALIFYING_TYPES ?? profile.qualifyingTypes,
    reportingDay: config.REPORT_DEADLINE_DAY ?? profile.reportingDay,
  };
}
