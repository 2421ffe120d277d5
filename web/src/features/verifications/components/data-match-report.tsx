import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { RefusedRows } from './refused-rows';
import '../admin-i18n';

/** What a finished (or failed) data-match import did: rows, matched, unmatched, and the rows refused. */
export function DataMatchReport({ result }: { result: DataMatchImport }) {
  const { t, i18n } = useTranslation('verifications-admin');
  const headingId = useId();
  // A state's file holds tens of thousands of rows: grouped digits read at a glance.
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section className="verifications-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dataMatches.reportTitle', { file: result.fileName })}</h2>
      {result.duplicateOf && <Alert type="info" slim text={t('dataMatches.duplicate')} />}
      {result.status === 'failed' && <Alert type="error" slim text={t('dataMatches.importFailed')} />}
      <dl className="verifications-admin__facts">
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.rows')}</dt>
          <dd>{count(result.rows)}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.matched')}</dt>
          <dd>{count(result.matched)}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.unmatched')}</dt>
          <dd>{count(result.unmatched)}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.refused')}</dt>
          <dd>{count(result.refused.length)}</dd>
        </div>
      </dl>
      <RefusedRows rows={result.refused} labels="dataMatches" />
    </section>
  );
}
