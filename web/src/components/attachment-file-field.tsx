import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import { type ChangeEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '../lib/forms';
import { acceptAttribute, extensionOf, isTooLarge } from '../lib/files';
import { addTranslations } from '../lib/i18n';
import en from '../locales/en/attachment-file.json';
import es from '../locales/es/attachment-file.json';
import '../lib/upload-messages';

// Each form that takes a file shows these words; the first to load registers them.
addTranslations('attachment-file', { en, es });

const ACCEPTED = new Set<string>(ATTACHMENT_EXTENSIONS);

/** Why a picked file was put back: each form words the refusal in its own namespace. */
export type FileRefusal = 'tooLarge' | 'wrongType';

/** A file the person chose that cannot go with the record, and why, in their language. */
interface FileProblem {
  name: string;
  reason: string;
}

/**
 * The one optional file a create form sends. A file over 5 MB, or of a type the server does not
 * take, is refused before anything is sent; a file the server refuses is marked the same way. Either
 * way the person chose a file that will not go, so the form must not save without it unless they say
 * so: `blocked` holds the save until they pick another file or check "Save without the file".
 */
export function useAttachmentFile(onRefused: (reason: FileRefusal) => void) {
  const { t } = useTranslation('attachment-file');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [withoutFile, setWithoutFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const emptyInput = () => {
    if (input.current) input.current.value = '';
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
    setWithoutFile(false);
    emptyInput();
  };

  /** The server turned the file down: it stays out until another is picked, and the reason shows. */
  const refuse = (reason: string) => {
    setProblem({ name: file?.name ?? '', reason });
    setFile(null);
    setWithoutFile(false);
    emptyInput();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const refusal: FileRefusal | null = !picked
      ? null
      : isTooLarge(picked)
        ? 'tooLarge'
        : ACCEPTED.has(extensionOf(picked.name))
          ? null
          : 'wrongType';
    if (picked && refusal) {
      onRefused(refusal);
      setProblem({
        name: picked.name,
        reason:
          refusal === 'tooLarge'
            ? t('chosenFile.tooLarge')
            : t('chosenFile.wrongType', { types: ATTACHMENT_EXTENSIONS.join(', ') }),
      });
      setFile(null);
      setWithoutFile(false);
      emptyInput();
      return;
    }
    setFile(picked);
    setProblem(null);
    setWithoutFile(false);
  };

  const message = problem
    ? `${t('chosenFile.notAttached', { name: problem.name, reason: problem.reason })} ${t('chosenFile.whatToDo')}`
    : undefined;
  /** A chosen file is missing and the person has not agreed to save without it. */
  const blocked = problem !== null && !withoutFile;

  /** The file's line in a form's error summary while the save is held. */
  const summaryItem = (label: string): ErrorSummaryItem | undefined =>
    blocked && message
      ? { key: 'file', label, message, targetId: id, focus: () => input.current?.focus() }
      : undefined;

  return {
    id,
    file,
    input,
    clear,
    refuse,
    onChange,
    message,
    blocked,
    withoutFile,
    setWithoutFile,
    summaryItem,
  };
}

export type AttachmentPicker = ReturnType<typeof useAttachmentFile>;

interface AttachmentFileFieldProps {
  label: string;
  /** Says which types are taken; read with the input. */
  hint: string;
  className: string;
  picker: Pick<
    AttachmentPicker,
    'id' | 'input' | 'onChange' | 'message' | 'withoutFile' | 'setWithoutFile'
  > & { input: RefObject<HTMLInputElement | null> };
}

/**
 * A labelled file input with its hint, taking the types the server accepts. A chosen file that cannot
 * go is reported at the field, with the choice to save without it.
 */
export function AttachmentFileField({ label, hint, className, picker }: AttachmentFileFieldProps) {
  const { t } = useTranslation('attachment-file');
  const { id, message } = picker;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${message ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${message ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
      <div className="usa-hint" id={`${id}-hint`}>
        {hint}
      </div>
      {message && (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {message}
        </span>
      )}
      <input
        id={id}
        ref={picker.input}
        className={className}
        type="file"
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={picker.onChange}
      />
      {message && (
        <div className="usa-checkbox attachment-file-field__without">
          <input
            className="usa-checkbox__input"
            id={`${id}-without`}
            type="checkbox"
            checked={picker.withoutFile}
            onChange={(event) => picker.setWithoutFile(event.target.checked)}
          />
          <label className="usa-checkbox__label" htmlFor={`${id}-without`}>
            {t('chosenFile.saveWithout')}
          </label>
        </div>
      )}
    </div>
  );
}
