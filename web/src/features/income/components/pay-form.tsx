import {
  ATTACHMENT_EXTENSIONS,
  INCOME_HOURS_WORKED_MAX,
  INCOME_HOURS_WORKED_MIN,
  INCOME_HOURS_WORKED_STEP,
} from '@tracker/contracts/constants';
import type { IncomeValues } from '@tracker/contracts/http/income';
import type { RulesResponse } from '@tracker/contracts/http/rules';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentFileField, useAttachmentFile } from '../../../components/activities/attachment-file-field';
import { formatLongDate, todayIso } from '../../../components/activities/lib/format';
import { serverMessage } from '../../../components/activities/lib/messages';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { applyServerFieldErrors } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { PAY_FIELDS, type PayField, type PayFormValues } from '../lib/pay-form-values';
import { type PayChecks, usePayChecks } from '../lib/use-pay-checks';
import { payMessage } from '../lib/pay-messages';
import { WhatCounts } from './what-counts';
import '../i18n';

/** The contract's check as of the person's today, and the entry window of the profile's reporting day. */
function payResolver(
  checks: PayChecks,
  today: string,
  reportingDay: number,
): Resolver<PayFormValues, unknown, IncomeValues> {
  const schema = checks.incomeRequestAsOf(today);
  return (values) => {
    const check = checks.checkPayForm(values, today, reportingDay, schema);
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
  /** Sends the checked values; a rejection carrying field errors puts them on the fields. */
  submit: (values: IncomeValues, file: File | null) => Promise<unknown>;
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

function CheckedPayForm({
  initial,
  rules,
  withFile = false,
  submit,
  onCancel,
  checks,
}: PayFormProps & { checks: PayChecks }) {
  const { t, i18n } = useTranslation('income');
  const toast = useToast();
  const today = useMemo(todayIso, []);
  const bounds = checks.payDateBounds(today, rules.reportingDay);
  const resolver = useMemo(
    () => payResolver(checks, today, rules.reportingDay),
    [checks, today, rules.reportingDay],
  );
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PayFormValues, unknown, IncomeValues>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });

  // The summary takes the focus once it shows the latest problems: the form's state is updated after
  // its invalid handler runs, so the request waits for the render that shows them.
  useEffect(() => {
    if (focusSummary.current && summary.current) {
      focusSummary.current = false;
      summary.current.focus();
    }
  });

  const problems = PAY_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message: payMessage(message, i18n.language) }] : [];
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await submit(values, withFile ? picker.file : null);
      } catch (error) {
        if (applyServerFieldErrors(error, setError, PAY_FIELDS)) focusSummary.current = true;
        toast({
          title: t('toast.error'),
          description: payMessage(serverMessage(error, t('toast.saveFailed'))),
          variant: 'destructive',
        });
      }
    },
    () => {
      focusSummary.current = true;
    },
  );

  const field = (name: PayField, hint?: string) => ({
    label: t(`fields.${name}`),
    hint,
    error: errors[name]?.message ? payMessage(errors[name].message, i18n.language) : undefined,
  });

  return (
    <form className="pay-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {problems.length > 0 && (
        <div
          className="usa-alert usa-alert--error pay-form__summary"
          ref={summary}
          tabIndex={-1}
          aria-labelledby="pay-form-summary-title"
        >
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading" id="pay-form-summary-title">
              {t('form.summaryTitle')}
            </h2>
            <p className="usa-alert__text">{t('form.summaryIntro', { count: problems.length })}</p>
            <ul className="pay-form__problems">
              {problems.map((problem) => (
                <li key={problem.field}>
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => setFocus(problem.field)}
                  >
                    {t(`fields.${problem.field}`)}: {problem.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <WhatCounts rules={rules} earliest={bounds.min} />
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
          t('fields.payDateHint', { earliest: formatLongDate(bounds.min, i18n.language) }),
        )}
        required
      >
        {(props) => (
          <input
            className="usa-input pay-form__date"
            type="date"
            min={bounds.min}
            max={bounds.max}
            {...props}
            {...register('payDate')}
          />
        )}
      </FormField>
      <fieldset className="usa-fieldset pay-form__period">
        <legend className="usa-legend">{t('record.period')}</legend>
        <p className="usa-hint">{t('fields.periodHint')}</p>
        <div className="pay-form__period-dates">
          <FormField {...field('periodStart')} required>
            {(props) => (
              <input
                className="usa-input pay-form__date"
                type="date"
                max={bounds.max}
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
                max={bounds.max}
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
