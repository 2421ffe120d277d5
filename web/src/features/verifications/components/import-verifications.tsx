import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useImportVerifications } from '../api/import-verifications';
import { CsvUploadForm } from './csv-upload-form';
import { RefusedRows } from './refused-rows';
import '../admin-i18n';

// The same sentence for every missing file, translated with the page's words.
const NO_FILE = 'import.chooseFile';

/** A CSV of requests, one per row: the answer says how many were read and created, and which were refused. */
export function ImportVerifications() {
  const { t } = useTranslation('verifications-admin');
  const toast = useToast();
  const upload = useImportVerifications();
  const send = (file: File) =>
    upload.mutate(file, {
      onError: (error) =>
        toast({ title: t('import.failed'), description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      <p>{t('import.intro')}</p>
      <CsvUploadForm
        label={t('import.file')}
        noFileMessage={t(NO_FILE)}
        submitLabel={t('import.submit')}
        pendingLabel={t('import.submitting')}
        pending={upload.isPending}
        onFile={send}
      />
      {upload.data && (
        <div role="status" className="verifications-admin__result">
          <p>{t('import.result', { rows: upload.data.rows, created: upload.data.created })}</p>
          <RefusedRows rows={upload.data.refused} labels="import" />
        </div>
      )}
    </>
  );
}
