import { STATE_DATA_SOURCES } from '@tracker/contracts/rules/state-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../../components/admin-only';
import { BackBar } from '../../../components/back-bar';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useImportDataMatches } from '../api/import-data-matches';
import { CsvUploadForm } from './csv-upload-form';
import { DataMatchProgress } from './data-match-progress';
import { DataMatchReport } from './data-match-report';
import '../admin-i18n';
import '../verifications.css';

/** The columns of a data-match file, in the order the page explains them. */
const COLUMNS = ['medicaidId', 'month', 'source', 'amount', 'hours', 'flag'] as const;

/** `/admin/data-matches`: the state's own data about people's months, uploaded as CSV and matched. */
export function DataMatchesPage() {
  return <AdminOnly>{() => <DataMatches />}</AdminOnly>;
}

function DataMatches() {
  const { t } = useTranslation('verifications-admin');
  const title = t('dataMatches.title');
  useDocumentTitle(title);
  const toast = useToast();
  const upload = useImportDataMatches();
  const columnsId = useId();
  const sourcesId = useId();
  const uploadId = useId();

  const send = (file: File) =>
    upload.mutate(file, {
      onError: (error) =>
        toast({ title: t('dataMatches.failed'), description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      <PageMain className="grid-container app-page verifications-admin">
        <BackBar to="/admin" label={t('dataMatches.back')} />
        <h1>{title}</h1>
        <p>{t('dataMatches.intro')}</p>

        <section aria-labelledby={columnsId}>
          <h2 id={columnsId}>{t('dataMatches.columnsTitle')}</h2>
          <dl className="verifications-admin__facts">
            {COLUMNS.map((column) => (
              <div key={column} className="verifications-admin__fact">
                <dt>
                  <code>{column}</code>
                </dt>
                <dd>{t(`dataMatches.columns.${column}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby={sourcesId}>
          <h2 id={sourcesId}>{t('dataMatches.sourcesTitle')}</h2>
          <dl className="verifications-admin__facts">
            {STATE_DATA_SOURCES.map((source) => (
              <div key={source} className="verifications-admin__fact">
                <dt>
                  <code>{source}</code>
                </dt>
                <dd>{t(`dataMatches.sources.${source}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="verifications-admin__section" aria-labelledby={uploadId}>
          <h2 id={uploadId}>{t('dataMatches.uploadTitle')}</h2>
          <CsvUploadForm
            label={t('dataMatches.file')}
            noFileMessage={t('dataMatches.chooseFile')}
            submitLabel={t('dataMatches.submit')}
            pendingLabel={t('dataMatches.submitting')}
            pending={upload.isPending}
            onFile={send}
          />
        </section>

        {upload.data?.state === 'finished' && <DataMatchReport result={upload.data.result} />}
        {upload.data?.state === 'running' && (
          <DataMatchProgress
            key={upload.data.follow}
            follow={upload.data.follow}
            initial={upload.data.result}
          />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
