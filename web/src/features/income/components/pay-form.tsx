import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import {
  INCOME_HOURS_WORKED_MAX,
  INCOME_HOURS_WORKED_MIN,
  INCOME_HOURS_WORKED_STEP,
} from '@tracker/contracts/constants/income';
import { LATE_ENTRY_REASON_MAX_LENGTH } from '@tracker/contracts/constants/activities';
import type { IncomeValues } from '@tracker/contracts/http/income';
import type { RulesResponse } from '@tracker/contracts/http/rules';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentFileField, useAttachmentFile } from '../../../components/attachment-file-field';
import { formatLongDate } from '../../../lib/format';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { entryWindowMessage, withEntryWindow } from '../../../lib/entry-window';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorSummary } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import {
  PAY_ERROR_FIELDS,
  type PayErrorField,
  type PayField,
  type PayFormValues,
} from '../lib/pay-form-values';
import { type PayChecks, usePayChecks } from '../lib/use-pay-checks';
import { payLateEntryMonth, payServerMessage, usePayEntryWindow } from '../lib/use-pay-entry-window';
import { WhatCounts } from './what-counts';
import '../i18n';

/** The contract's check as of the person's today; the entry window is added by `withEntryWindow`. */
function payResolver(checks: PayChecks, today: string): Resolver<PayFormValues, unknown, IncomeValues> {
  const schema = checks.incomeRequestAsOf(today);
  return (values) => {
    const check = checks.checkPayForm(values, schema);
    if (check.ok) return { values: check.values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, message]) => [field, { type: 'validation', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<PayFormValues> };
  };
}

interface PayFormProps {
  initial: PayFormValues;
  rules: Pick<RulesResponse, 'reportingDay' | 'incomeThresholdCents' | 'combineHoursAndIncome'>;
  /** The add form takes one optional paystub; the edit screen manages files on its own. */
  withFile?: boolean;
  /** An edited record's pay date now: changing a record of a closed month changes that month. */
  currentDate?: string;
  /**
   * Sends the checked values, with state staff's reason for a record of a closed month; a rejection
   * carrying field errors puts them on the fields.
   */
  submit: (values: IncomeValues, file: File | null, lateEntryReason?: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A pay record's fields, checked before sending as the server checks them. When something is wrong,
 * an error summary above the form lists each problem (each a way to its field) and takes the focus,
 * so screen-reader and keyboard users hear what to fix; the server's field errors land the same way.
 */
export function PayForm(props: PayFormProps) {
  const checks = usePayChecks();
  if (checks.isError) return <PayChecksUnavailable />;
  if (!checks.data) return <Spinner />;
  return <CheckedPayForm {...props} checks={checks.data} />;
}

function PayChecksUnavailable() {
  const { t } = useTranslation('income');
  return (
    <div className="usa-alert usa-alert--error" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{t('page.rulesError')}</p>
      </div>
    </div>
  );
}

/** Shown to state staff when the pay date lies in a closed month: why they enter it late. */
function LateEntryReasonField({
  register,
  error,
  month,
}: {
  register: UseFormRegister<PayFormValues>;
  error: string | undefined;
  month: string;
}) {
  const { t } = useTranslation('entryWindow');
  return (
    <FormField label={t('lateEntryReason')} hint={t('lateEntryHint', { month })} error={error} required>
      {(props) => (
        <textarea
          className="usa-textarea"
          rows={2}
          maxLength={LATE_ENTRY_REASON_MAX_LENGTH}
          {...props}
          {...register('lateEntryReason')}
        />
      )}
    </FormField>
  );
}

function CheckedPayForm({
  initial,
  rules,
  withFile = false,
  currentDate,
  submit,
  onCancel,
  checks,
}: PayFormProps & { checks: PayChecks }) {
  const { t, i18n } = useTranslation('income');
  const toast = useToast();
  // A pay date after today, or in a month whose reporting deadline passed, is refused before sending
  // in the activity forms' words; state staff acting for the enrollee give a reason instead.
  const entryWindow = usePayEntryWindow(rules.reportingDay, currentDate);
  const { check } = entryWindow;
  const today = check.current.today;
  const resolver = useMemo(
    () => withEntryWindow(payResolver(checks, today), () => check.current, 'payDate'),
    [checks, today, check],
  );
  const picker = useAttachmentFile((reason) =>
    toast(
      reason === 'tooLarge'
        ? {
            title: translateMessage('File too large'),
            description: translateMessage('Please select a file smaller than 5MB'),
            variant: 'destructive',
          }
        : {
            title: t('toast.fileTypeTitle'),
            description: t('fields.paystubHint', { types: ATTACHMENT_EXTENSIONS.join(', ') }),
            variant: 'destructive',
          },
    ),
  );
  const form = useForm<PayFormValues, unknown, IncomeValues>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const lateMonth = payLateEntryMonth(watch('payDate'), check.current);
  // The server's words about the pay date name its month; they are said again in the person's
  // language for the date sent, or for an edit the date the record has.
  const messageOf = (message: string) =>
    entryWindowMessage(message, [getValues('payDate'), currentDate], check.current, i18n.language);
  const errorOf = (name: PayErrorField) => {
    const message = errors[name]?.message;
    return message ? messageOf(message) : undefined;
  };
  const labelOf = (name: PayErrorField) =>
    name === 'lateEntryReason' ? t('lateEntryReason', { ns: 'entryWindow' }) : t(`fields.${name}`);

  const fileItem = withFile ? picker.summaryItem(t('fields.paystub')) : undefined;
  const summary = useErrorSummary(
    form,
    PAY_ERROR_FIELDS.map((name) => ({ name, label: labelOf(name) })),
    { messageOf, extra: fileItem ? [fileItem] : [] },
  );

  const onSubmit = handleSubmit(async (values) => {
    // The paystub the person chose stays theirs: the record is not saved without it unless they say so.
    if (withFile && picker.blocked) return;
    try {
      const reason = lateMonth === undefined ? undefined : getValues('lateEntryReason').trim();
      await submit(values, withFile ? picker.file : null, reason);
    } catch (error) {
      applyServerFieldErrors(error, setError, PAY_ERROR_FIELDS);
      const fileError = isApiError(error) ? error.fieldErrors.file : undefined;
      if (withFile && fileError) picker.refuse(translateMessage(fileError));
      toast({
        title: t('toast.error'),
        description: payServerMessage(
          error,
          t('toast.saveFailed'),
          [getValues('payDate'), currentDate],
          check.current,
        ),
        variant: 'destructive',
      });
    }
  });

  const field = (name: PayField, hint?: string) => ({
    label: t(`fields.${name}`),
    hint,
    error: errorOf(name),
  });

  return (
    <form className="pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <WhatCounts rules={rules} earliest={entryWindow.earliest} />
      <FormField {...field('employer')} required>
        {(props) => (
          <input
            className="usa-input"
            type="text"
            autoComplete="organization"
            {...props}
            {...register('employer')}
          />
        )}
      </FormField>
      <FormField {...field('grossAmount', t('fields.grossAmountHint'))} required>
        {(props) => (
          <input
            className="usa-input pay-form__amount"
            type="text"
            inputMode="decimal"
            {...props}
            {...register('grossAmount')}
          />
        )}
      </FormField>
      <FormField
        {...field(
          'payDate',
          t('fields.payDateHint', { earliest: formatLongDate(entryWindow.earliest, i18n.language) }),
        )}
        required
      >
        {(props) => (
          <input
            className="usa-input pay-form__date"
            type="date"
            min={entryWindow.min}
            max={entryWindow.max}
            {...props}
            {...register('payDate')}
          />
        )}
      </FormField>
      {lateMonth !== undefined && (
        <LateEntryReasonField register={register} error={errorOf('lateEntryReason')} month={lateMonth} />
      )}
      <fieldset className="usa-fieldset pay-form__period">
        <legend className="usa-legend">{t('record.period')}</legend>
        <p className="usa-hint">{t('fields.periodHint')}</p>
        <div className="pay-form__period-dates">
          <FormField {...field('periodStart')} required>
            {(props) => (
              <input
                className="usa-input pay-form__date"
                type="date"
                max={entryWindow.max}
                {...props}
                {...register('periodStart')}
              />
            )}
          </FormField>
          <FormField {...field('periodEnd')} required>
            {(props) => (
              <input
                className="usa-input pay-form__date"
                type="date"
                max={entryWindow.max}
                {...props}
                {...register('periodEnd')}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <FormField {...field('hoursWorked', t('fields.hoursWorkedHint'))}>
        {(props) => (
          <input
            className="usa-input usa-input--small"
            type="number"
            inputMode="decimal"
            min={INCOME_HOURS_WORKED_MIN}
            max={INCOME_HOURS_WORKED_MAX}
            step={INCOME_HOURS_WORKED_STEP}
            {...props}
            {...register('hoursWorked')}
          />
        )}
      </FormField>
      {withFile && (
        <AttachmentFileField
          label={t('fields.paystub')}
          hint={t('fields.paystubHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
          className="pay-form__file"
          picker={picker}
        />
      )}
      <div className="pay-form__actions">
        <button type="submit" className="usa-button" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
