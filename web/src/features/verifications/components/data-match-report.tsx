import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { RefusedRows } from './refused-rows';
import '../admin-i18n';

/** What a finished (or failed) data-match import did: rows, matched, unmatched, and the rows refused. */
export function DataMatchReport({ result }: { result: DataMatchImport }) {
  const { t } = useTranslation('verifications-admin');
  const headingId = useId();
  return (
    <section className="verifications-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dataMatches.reportTitle', { file: result.fileName })}</h2>
      {result.duplicateOf && <Alert type="info" slim text={t('dataMatches.duplicate')} />}
      {result.status === 'failed' && <Alert type="error" slim text={t('dataMatches.importFailed')} />}
      <dl className="verifications-admin__facts">
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.rows')}</dt>
          <dd>{result.rows}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.matched')}</dt>
          <dd>{result.matched}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.unmatched')}</dt>
          <dd>{result.unmatched}</dd>
        </div>
        <div className="verifications-admin__fact">
          <dt>{t('dataMatches.refused')}</dt>
          <dd>{result.refused.length}</dd>
        </div>
      </dl>
      <RefusedRows rows={result.refused} labels="dataMatches" />
    </section>
  );
}
