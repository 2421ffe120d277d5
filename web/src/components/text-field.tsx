import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

/** What every registered field of a form takes. */
export interface RegisteredFieldProps {
  label: string;
  hint?: string;
  /** English message from the contracts or the server; shown translated. */
  error?: string;
  required?: boolean;
  /** What react-hook-form's `register(name)` returned for the field. */
  registration: UseFormRegisterReturn;
}

type InputAttributes = Omit<
  ComponentProps<'input'>,
  | 'name'
  | 'onChange'
  | 'onBlur'
  | 'ref'
  | 'id'
  | 'required'
  | 'aria-required'
  | 'aria-describedby'
  | 'aria-invalid'
>;

/** A labelled one-line input (text, e-mail, date...) registered with a react-hook-form form. */
export function TextField({
  label,
  hint,
  error,
  required,
  registration,
  type = 'text',
  className = 'usa-input',
  ...input
}: RegisteredFieldProps & InputAttributes) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(field) => (
        <input
          {...field}
          {...registration}
          {...input}
          className={className}
          type={type}
          aria-required={required || undefined}
        />
      )}
    </FormField>
  );
}

/** An e-mail address: the browser may fill it in, and nothing corrects its spelling. */
export function EmailField(props: RegisteredFieldProps & { readOnly?: boolean }) {
  return <TextField {...props} type="email" autoComplete="email" spellCheck={false} />;
}
