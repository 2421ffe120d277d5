import {
  ACTIVITY_HOURS_MAX,
  ACTIVITY_HOURS_MIN,
  ACTIVITY_HOURS_STEP,
  ACTIVITY_TYPES,
  LATE_ENTRY_REASON_MAX_LENGTH,
} from '@tracker/contracts/constants/activities';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { translateMessage } from '../../../lib/i18n';
import '../i18n';
import '../activity-rows.css';

/** What the activity forms hold: every input's text, checked by the contract's schema on submit. */
export interface ActivityFormValues {
  type: string;
  hours: string;
  date: string;
  description: string;
  /** State staff's reason for a late entry; asked for, and sent, only for a date in a closed month. */
  lateEntryReason: string;
}

interface FieldProps {
  register: UseFormRegister<ActivityFormValues>;
  errors: FieldErrors<ActivityFormValues>;
}

/** The four types as radio buttons in a fieldset whose legend names the choice. */
export function ActivityTypeRadios({ register, errors }: FieldProps) {
  const { t } = useTranslation('activities');
  const id = useId();
  const error = errors.type?.message;
  return (
    <fieldset className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <legend className="usa-legend">
        {t('fields.type')}
        <span className="usa-hint usa-hint--required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {error && (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {translateMessage(error)}
        </span>
      )}
      <div className="activity-type-radios">
        {ACTIVITY_TYPES.map((type) => (
          <div className="usa-radio" key={type}>
            <input
              className="usa-radio__input usa-radio__input--tile"
              id={`${id}-${type}`}
              type="radio"
              value={type}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register('type')}
            />
            <label className="usa-radio__label" htmlFor={`${id}-${type}`}>
              {t(`types.${type}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function ActivityTypeSelect({ register, errors }: FieldProps) {
  const { t } = useTranslation('activities');
  return (
    <FormField label={t('fields.type')} error={errors.type?.message} required>
      {(props) => (
        <select className="usa-select" {...props} {...register('type')}>
          {ACTIVITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function ActivityHoursField({ register, errors }: FieldProps) {
  const { t } = useTranslation('activities');
  return (
    <FormField
      label={t('fields.hours')}
      hint={t('fields.hoursHint', { min: ACTIVITY_HOURS_MIN, max: ACTIVITY_HOURS_MAX })}
      error={errors.hours?.message}
      required
    >
      {(props) => (
        <input
          className="usa-input usa-input--small"
          type="number"
          inputMode="decimal"
          min={ACTIVITY_HOURS_MIN}
          max={ACTIVITY_HOURS_MAX}
          step={ACTIVITY_HOURS_STEP}
          {...props}
          {...register('hours')}
        />
      )}
    </FormField>
  );
}

/** The days the date input offers, and the hint that says what an entry may cover. */
export interface ActivityDateWindow {
  /** Unset for state staff, who may date an entry in a closed month. */
  min?: string;
  max: string;
  hint: string;
}

export function ActivityDateField({
  register,
  errors,
  window,
}: FieldProps & { window?: ActivityDateWindow }) {
  const { t } = useTranslation('activities');
  return (
    <FormField label={t('fields.date')} hint={window?.hint} error={errors.date?.message} required>
      {(props) => (
        <input
          className="usa-input activity-date-input"
          type="date"
          min={window?.min}
          max={window?.max}
          {...props}
          {...register('date')}
        />
      )}
    </FormField>
  );
}

/** Shown to state staff when the date lies in a closed month: why they enter it late. */
export function LateEntryReasonField({ register, errors, month }: FieldProps & { month: string }) {
  const { t } = useTranslation('entryWindow');
  return (
    <FormField
      label={t('lateEntryReason')}
      hint={t('lateEntryHint', { month })}
      error={errors.lateEntryReason?.message}
      required
    >
      {(props) => (
        <textarea
          className="usa-textarea activity-description-input"
          rows={2}
          maxLength={LATE_ENTRY_REASON_MAX_LENGTH}
          {...props}
          {...register('lateEntryReason')}
        />
      )}
    </FormField>
  );
}

export function ActivityDescriptionField({ register, errors }: FieldProps) {
  const { t } = useTranslation('activities');
  return (
    <FormField label={t('fields.description')} error={errors.description?.message} required>
      {(props) => (
        <textarea
          className="usa-textarea activity-description-input"
          rows={3}
          {...props}
          {...register('description')}
        />
      )}
    </FormField>
  );
}
