import { US_STATES } from '@tracker/contracts/constants/places';
import { normalizeCellNumber } from '@tracker/contracts/http/identity-values';
import type { ChangeHandler } from 'react-hook-form';
import { FormField } from './form-field';
import { type RegisteredFieldProps, TextField } from './text-field';

// The fields that describe a person, shared by registration and the profile; each form keeps its own
// schema, labels and submit logic.

/** The state, by name and code. `emptyLabel` offers "none" first, for a form where it is optional. */
export function StateSelect({
  label,
  hint,
  error,
  required,
  registration,
  emptyLabel,
}: RegisteredFieldProps & { emptyLabel?: string }) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(field) => (
        <select
          {...field}
          {...registration}
          className="usa-select"
          autoComplete="address-level1"
          aria-required={required || undefined}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The ZIP code, five digits or ZIP+4. */
export function ZipCodeField(props: RegisteredFieldProps) {
  return (
    <TextField
      {...props}
      className="usa-input usa-input--medium"
      inputMode="numeric"
      autoComplete="postal-code"
    />
  );
}

/**
 * The cell phone number. Leaving the field writes ten digits (with a leading 1 or not, in any
 * punctuation) as ddd-ddd-dddd; anything else stays as typed for the form's check to explain.
 */
export function PhoneField({ registration, ...props }: RegisteredFieldProps & { readOnly?: boolean }) {
  const onBlur: ChangeHandler = (event) => {
    const input = event.target as HTMLInputElement;
    const normalized = normalizeCellNumber(input.value);
    if (normalized && normalized !== input.value) {
      input.value = normalized;
      // Told as a change, so the form marks the field changed (or back to unchanged) and checks it
      // again after a submit, as it does for typing.
      void registration.onChange({ target: input, type: 'change' });
    }
    return registration.onBlur(event);
  };
  return (
    <TextField
      {...props}
      registration={{ ...registration, onBlur }}
      className="usa-input usa-input--medium"
      type="tel"
      autoComplete="tel-national"
    />
  );
}

/** The date of birth; `max` keeps the picker from offering days to come. */
export function BirthdateField({
  max,
  ...props
}: RegisteredFieldProps & { max?: string; readOnly?: boolean }) {
  return (
    <TextField {...props} className="usa-input usa-input--medium" type="date" max={max} autoComplete="bday" />
  );
}

/** English or Spanish, each named in its own language. */
export function LanguageSelect({ label, hint, error, registration }: Omit<RegisteredFieldProps, 'required'>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <select {...field} {...registration} className="usa-select">
          <option value="en" lang="en">
            English
          </option>
          <option value="es" lang="es">
            Español
          </option>
        </select>
      )}
    </FormField>
  );
}
