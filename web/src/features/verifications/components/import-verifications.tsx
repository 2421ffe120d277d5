import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useImportVerifications } from '../api/import-verifications';
import { RefusedRows } from './refused-rows';
import '../admin-i18n';

// The same sentence for every missing file, translated with the page's words.
const NO_FILE = 'import.chooseFile';

/** A CSV of requests, one per row: the answer says how many were read and created, and which were refused. */
export function ImportVerifications() {
  const { t } = useTranslation('verifications-admin');
  const toast = useToast();
  const upload = useImportVerifications();
  const input = useRef<HTMLInputElement | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setMissingFile(true);
      input.current?.focus();
      return;
    }
    setMissingFile(false);
    upload.mutate(file, {
      onError: (error) =>
        toast({ title: t('import.failed'), description: serverMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <>
      <p>{t('import.intro')}</p>
      <form className="usa-form" noValidate onSubmit={submit}>
        <FormField label={t('import.file')} error={missingFile ? t(NO_FILE) : undefined} required>
          {(field) => (
            <input
              {...field}
              ref={input}

              type="file"
              name="file"
              accept=".csv,text/csv"
              aria-required
              onChange={() => setMissingFile(false)}
            />
          )}
        </FormField>
        <SubmitButton pending={upload.isPending} pendingLabel={t('import.submitting')}>
          {t('import.submit')}
        </SubmitButton>
      </form>
      {upload.data && (
        <div role="status" className="verifications-admin__result">
          <p>{t('import.result', { rows: upload.data.rows, created: upload.data.created })}</p>
          <RefusedRows rows={upload.data.refused} labels="import" />
        </div>
      )}
    </>
  );
}
