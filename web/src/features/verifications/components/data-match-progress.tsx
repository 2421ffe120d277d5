import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { serverMessage } from '../../../lib/server-message';
import { useDataMatchImport } from '../api/get-data-match-import';
import { DataMatchReport } from './data-match-report';
import '../admin-i18n';

interface DataMatchProgressProps {
  /** Where the import is followed: the upload's `Location`. */
  follow: string;
  /** The import as the upload answered it. */
  initial: DataMatchImport;
}

/** A large file matched in the background: its progress, read every second, then its report. */
export function DataMatchProgress({ follow, initial }: DataMatchProgressProps) {
  const { t } = useTranslation('verifications-admin');
  const labelId = useId();
  const state = useDataMatchImport(follow, initial);
  const current = state.data ?? initial;
  if (current.status !== 'processing') return <DataMatchReport result={current} />;
  return (
    <div className="verifications-admin__section">
      <p id={labelId}>{t('dataMatches.progressLabel')}</p>
      <progress
        className="verifications-admin__progress"
        aria-labelledby={labelId}
        max={Math.max(current.rows, 1)}
        value={current.processed}
      />
      <p role="status">{t('dataMatches.progress', { processed: current.processed, rows: current.rows })}</p>
      {state.isError && (
        <Alert
          type="error"
          role="alert"
          text={[t('dataMatches.pollError'), serverMessage(state.error)].filter(Boolean).join(' ')}
        >
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => void state.refetch()}
          >
            {t('dataMatches.retry')}
          </button>
        </Alert>
      )}
    </div>
  );
}
