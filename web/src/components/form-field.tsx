import { type ReactNode, useId } from 'react';
import { translateMessage } from '../lib/i18n';

interface FieldProps {
  label: ReactNode;
  /** English message from the contracts or the server; shown translated. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/**
 * A labelled form field in the design system's markup, with its hint and error tied to the input
 * so screen readers announce them.
 */
export function FormField({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
        {required && (
          <span className="usa-hint usa-hint--required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId} role="alert">
          {translateMessage(error)}
        </span>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
