import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { ShowPasswordToggle } from '../../../components/show-password-toggle';
import type { RegisteredFieldProps } from '../../../components/text-field';

/** A password input with its own "Show password" switch under it. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-password">
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        className={`usa-input ${className ?? ''}`}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <ShowPasswordToggle
        shown={shown}
        onToggle={() => setShown((value) => !value)}
        label={t('password.show')}
        controls={props.id}
      />
    </div>
  );
}

/** A required password field of an account form, with its switch. */
export function PasswordField({
  label,
  hint,
  error,
  registration,
  autoComplete,
}: Omit<RegisteredFieldProps, 'required'> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <FormField label={label} hint={hint} error={error} required>
      {(field) => (
        <PasswordInput {...field} {...registration} autoComplete={autoComplete} aria-required="true" />
      )}
    </FormField>
  );
}
