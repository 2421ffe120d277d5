import type { RulesResponse } from '@tracker/contracts/http/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import { formatCents } from '../lib/money';
import '../i18n';

type Rules = Pick<RulesResponse, 'reportingDay' | 'incomeThresholdCents' | 'combineHoursAndIncome'>;

/**
 * What a pay record counts for, before the fields: gross pay, the pay date's month, the pay that
 * meets a month under the active profile, and which pay dates are still open for reporting (from
 * `earliest` to today).
 */
export function WhatCounts({ rules, earliest }: { rules: Rules; earliest: string }) {
  const { t, i18n } = useTranslation('income');
  const headingId = useId();
  const language = i18n.language;
  return (
    <section className="pay-what-counts" aria-labelledby={headingId}>
      <div>
        <h2 className="pay-what-counts__heading" id={headingId}>
          {t('counts.title')}
        </h2>
        <ul className="usa-list pay-what-counts__list">
          <li>{t('counts.gross')}</li>
          <li>{t('counts.month')}</li>
          {rules.incomeThresholdCents !== null ? (
            <li>
              {t('counts.threshold', { threshold: formatCents(rules.incomeThresholdCents, language) })}
              {rules.combineHoursAndIncome && <> {t('counts.combined')}</>}
            </li>
          ) : (
            <li>{t('page.notCounted')}</li>
          )}
          <li>
            {t('counts.window', { earliest: formatLongDate(earliest, language), day: rules.reportingDay })}
          </li>
        </ul>
      </div>
    </section>
  );
}
