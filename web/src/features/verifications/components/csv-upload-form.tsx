import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';

interface CsvUploadFormProps {
  label: string;
  /** Said under the field when the form is sent without a file. */
  noFileMessage: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onFile(file: File): void;
}

/**
 * The state's CSV uploads (requests, data matches): one required file field and its button. Sent
 * without a file, it says so under the field and puts the focus there instead of calling `onFile`.
 */
export function CsvUploadForm({
  label,
  noFileMessage,
  submitLabel,
  pendingLabel,
  pending,
  onFile,
}: CsvUploadFormProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMissingFile(!file);
    if (file) onFile(file);
    else input.current?.focus();
  };

  return (
    <form className="usa-form" noValidate onSubmit={submit}>
      <FormField label={label} error={missingFile ? noFileMessage : undefined} required>
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
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
