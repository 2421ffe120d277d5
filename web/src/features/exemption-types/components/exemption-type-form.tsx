import {
  DEFAULT_EXEMPTION_STATE,
  EXEMPTION_DURATION_MAX_MONTHS,
  EXEMPTION_DURATION_MIN_MONTHS,
  EXEMPTION_TYPE_STATES,
} from '@tracker/contracts/constants/exemptions';
import type { ExemptionTypeFields } from '@tracker/contracts/http/exemption-types';
import { useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors, useErrorSummary } from '../../../lib/forms';
import {
  EXEMPTION_TYPE_FIELDS,
  type ExemptionTypeField,
  type ExemptionTypeFormValues,
  exemptionTypeResolver,
} from '../lib/form-values';
import '../i18n';

interface ExemptionTypeFormProps {
  initial: ExemptionTypeFormValues;
  /** The id of the element naming the form (its heading). */
  labelledBy: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the checked fields; a rejection's field errors are shown on the fields. */
  onSave: (values: ExemptionTypeFields) => Promise<unknown>;
  onCancel: () => void;
  className?: string;
}

const DURATIONS = ['minDurationMonths', 'maxDurationMonths', 'defaultDurationMonths'] as const;
/** The enrollee-facing texts after the Spanish name, each written in a textarea. */
const TEXTS = ['descriptionEs', 'proofHint', 'proofHintEs'] as const;

/** The fields in the order the form shows them, the order the error summary lists their problems. */
const SHOWN_ORDER: readonly ExemptionTypeField[] = [
  'exemptionName',
  'abbreviation',
  'state',
  'sortOrder',
  'description',
  'exemptionNameEs',
  'descriptionEs',
  'proofHint',
  'proofHintEs',
  ...DURATIONS,
  'isActive',
  'allowsPermanent',
  'isRenewable',
];

/**
 * Every field of an exemption type, checked with the contract's schema. Used to add a type and, inside
 * the table, to edit one. Focus starts in the name, where the work is.
 */
export function ExemptionTypeForm({
  initial,
  labelledBy,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
  onCancel,
  className,
}: ExemptionTypeFormProps) {
  const { t } = useTranslation('exemption-types');
  const durationsId = useId();
  const form = useForm<ExemptionTypeFormValues, unknown, ExemptionTypeFields>({
    resolver: exemptionTypeResolver,
    defaultValues: initial,
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
  });
  const wordsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const summary = useErrorSummary(
    form,
    SHOWN_ORDER.map((name) => ({ name, label: t(`fields.${name}`) })),
  );

  useEffect(() => setFocus('exemptionName'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, EXEMPTION_TYPE_FIELDS);
    }
  });

  const durationRange = { min: EXEMPTION_DURATION_MIN_MONTHS, max: EXEMPTION_DURATION_MAX_MONTHS };

  return (
    <form
      className={`exemption-type-form${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <div className="exemption-type-form__grid">
        <FormField label={t('fields.exemptionName')} error={errors.exemptionName?.message} required>
          {(field) => (
            <input
              {...field}
              {...register('exemptionName')}
              className="usa-input"
              type="text"
              autoComplete="off"
              aria-required
            />
          )}
        </FormField>
        <FormField
          label={t('fields.abbreviation')}
          hint={t('fields.abbreviationHint')}
          error={errors.abbreviation?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('abbreviation')}
              className="usa-input"
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={t('fields.state')} hint={t('fields.stateHint')} error={errors.state?.message}>
          {(field) => (
            <select {...field} {...register('state')} className="usa-select">
              {EXEMPTION_TYPE_STATES.map((state) => (
                <option key={state} value={state}>
                  {state === DEFAULT_EXEMPTION_STATE ? t('states.default') : state}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('fields.sortOrder')}
          hint={t('fields.sortOrderHint')}
          error={errors.sortOrder?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('sortOrder')}
              className="usa-input usa-input--small"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
      </div>

      <FormField label={t('fields.description')} error={errors.description?.message}>
        {(field) => <textarea {...field} {...register('description')} className="usa-textarea" rows={3} />}
      </FormField>

      <fieldset className="usa-fieldset exemption-type-form__group" aria-describedby={`${wordsId}-hint`}>
        <legend className="usa-legend">{t('fields.enrolleeWords')}</legend>
        <div className="usa-hint" id={`${wordsId}-hint`}>
          {t('fields.enrolleeWordsHint')}
        </div>
        <FormField label={t('fields.exemptionNameEs')} error={errors.exemptionNameEs?.message}>
          {(field) => (
            <input
              {...field}
              {...register('exemptionNameEs')}
              className="usa-input"
              type="text"
              lang="es"
              autoComplete="off"
            />
          )}
        </FormField>
        {TEXTS.map((name) => (
          <FormField key={name} label={t(`fields.${name}`)} error={errors[name]?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register(name)}
                className="usa-textarea"
                rows={3}
                lang={name.endsWith('Es') ? 'es' : undefined}
              />
            )}
          </FormField>
        ))}
      </fieldset>

      <fieldset className="usa-fieldset exemption-type-form__group" aria-describedby={`${durationsId}-hint`}>
        <legend className="usa-legend">{t('fields.durations')}</legend>
        <div className="usa-hint" id={`${durationsId}-hint`}>
          {t('fields.durationHint', durationRange)}
        </div>
        <div className="exemption-type-form__durations">
          {DURATIONS.map((name) => (
            <FormField key={name} label={t(`fields.${name}`)} error={errors[name]?.message}>
              {(field) => (
                <input
                  {...field}
                  {...register(name)}
                  className="usa-input usa-input--small"
                  type="number"
                  inputMode="numeric"
                  min={durationRange.min}
                  max={durationRange.max}
                  step={1}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="usa-fieldset exemption-type-form__group">
        <legend className="usa-legend">{t('fields.options')}</legend>
        <div className="exemption-type-form__options">
          <Checkbox label={t('fields.isActive')} registration={register('isActive')} />
          <Checkbox label={t('fields.allowsPermanent')} registration={register('allowsPermanent')} />
          <Checkbox label={t('fields.isRenewable')} registration={register('isRenewable')} />
        </div>
      </fieldset>

      <div className="exemption-type-form__actions">
        <button type="submit" className="usa-button" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

function Checkbox({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="usa-checkbox">
      <input className="usa-checkbox__input" id={id} type="checkbox" {...registration} />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
