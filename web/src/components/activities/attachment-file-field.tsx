import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants';
import { type ChangeEvent, type RefObject, useId, useRef, useState } from 'react';
import { acceptAttribute, extensionOf, isTooLarge } from './lib/files';

const ACCEPTED = new Set<string>(ATTACHMENT_EXTENSIONS);

/** Why a picked file was put back: each form words the refusal in its own namespace. */
export type FileRefusal = 'tooLarge' | 'wrongType';

/**
 * The one optional file a create form sends. A file over 5 MB, or of a type the server does not
 * take, is refused before anything is sent, and the input is emptied so it shows nothing picked.
 */
export function useAttachmentFile(onRefused: (reason: FileRefusal) => void) {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
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
    if (refusal) {
      onRefused(refusal);
      clear();
      return;
    }
    setFile(picked);
  };

  return { file, input, clear, onChange };
}

interface AttachmentFileFieldProps {
  label: string;
  /** Says which types are taken; read with the input. */
  hint: string;
  className: string;
  picker: {
    input: RefObject<HTMLInputElement | null>;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** A labelled file input with its hint, taking the types the server accepts. */
export function AttachmentFileField({ label, hint, className, picker }: AttachmentFileFieldProps) {
  const id = useId();
  return (
    <div className="usa-form-group">
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      <div className="usa-hint" id={`${id}-hint`}>
        {hint}
      </div>
      <input
        id={id}
        ref={picker.input}
        className={className}
        type="file"
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        aria-describedby={`${id}-hint`}
        onChange={picker.onChange}
      />
    </div>
  );
}
