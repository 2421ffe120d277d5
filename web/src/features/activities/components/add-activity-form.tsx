import { ACTIVITY_HOURS_DEFAULT, ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { LogActivityRequest } from '@tracker/contracts/http/activities';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ActivityDateField,
  ActivityDescriptionField,
  type ActivityFormValues,
  ActivityHoursField,
  ActivityTypeRadios,
  LateEntryReasonField,
} from './activity-fields';
import { AttachmentFileField, useAttachmentFile } from '../../../components/attachment-file-field';
import { ErrorSummary } from '../../../components/error-summary';
import { todayIso } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { ACTIVITY_FIELDS } from '../lib/resolver';
import { lateEntryMonth, useActivityEntryWindow } from '../hooks/use-entry-window';
import { trackEvent } from '../../../lib/analytics';
import { withEntryWindow } from '../../../lib/entry-window';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useLogActivity } from '../api/log-activity';
import '../i18n';
import '../activity-reporting.css';

const resolver = lazyZodResolver<ActivityFormValues, LogActivityRequest>(() =>
  import('@tracker/contracts/http/activities').then((m) => m.logActivityRequest),
);

/** A fresh form: the first type, today, one hour, no description. */
function defaults(): ActivityFormValues {
  return {
    type: ACTIVITY_TYPES[0],
    date: todayIso(),
    hours: String(ACTIVITY_HOURS_DEFAULT),
    description: '',
    lateEntryReason: '',
  };
}

/** Add New Activity: type, date, hours, description and one optional file. */
export function AddActivityForm() {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const create = useLogActivity();
  const headingId = useId();
  // Refused before anything is sent: a file over 5 MB, or of a type the server does not take.
  const picker = useAttachmentFile((reason) =>
    toast(
      reason === 'tooLarge'
        ? {
            title: translateMessage('File too large'),
            description: translateMessage('Please select a file smaller than 5MB'),
            variant: 'destructive',
          }
        : {
            title: t('add.fileTypeTitle'),
            description: t('add.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') }),
            variant: 'destructive',
          },
    ),
  );
  const { file } = picker;
  // Dates after today, or in a month whose reporting deadline passed, are refused before sending.
  const { check, dateWindow } = useActivityEntryWindow();
  const checkedResolver = useMemo(() => withEntryWindow(resolver, () => check.current), [check]);
  const form = useForm<ActivityFormValues, unknown, LogActivityRequest>({
    resolver: checkedResolver,
    defaultValues: defaults(),
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    getValues,
    formState: { errors },
  } = form;
  const lateMonth = lateEntryMonth(watch('date'), check.current);
  const fileItem = picker.summaryItem(t('add.file'));
  const summary = useErrorSummary(
    form,
    [
      { name: 'type', label: t('fields.type') },
      { name: 'date', label: t('fields.date') },
      { name: 'hours', label: t('fields.hours') },
      { name: 'lateEntryReason', label: t('entryWindow:lateEntryReason') },
      { name: 'description', label: t('fields.description') },
    ],
    { extra: fileItem ? [fileItem] : [] },
  );

  const resetForm = () => {
    reset(defaults());
    picker.clear();
  };

  // The file the person chose stays theirs: the activity is not saved without it unless they say so.
  const onSubmit = handleSubmit((values) => {
    if (picker.blocked) return;
    create.mutate(
      {
        values,
        file,
        lateEntryReason: lateMonth === undefined ? undefined : getValues('lateEntryReason').trim(),
      },
      {
        onSuccess: () => {
          trackEvent('activity_logged', { type: values.type, withFile: file !== null });
          toast({ title: t('add.success') });
          resetForm();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, ACTIVITY_FIELDS);
          const fileError = isApiError(error) ? error.fieldErrors.file : undefined;
          if (fileError) picker.refuse(translateMessage(fileError));
          toast({
            title: t('add.failedTitle'),
            description: serverMessage(error, t('add.failedBody')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form
      className="dashboard-add-activity"
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      onReset={(event) => {
        event.preventDefault();
        resetForm();
      }}
      noValidate
    >
      <h3 id={headingId}>{t('add.title')}</h3>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <ActivityTypeRadios register={register} errors={errors} />
      <div className="dashboard-add-activity__row">
        <ActivityDateField register={register} errors={errors} window={dateWindow} />
        <ActivityHoursField register={register} errors={errors} />
      </div>
      {lateMonth !== undefined && (
        <LateEntryReasonField register={register} errors={errors} month={lateMonth} />
      )}
      <ActivityDescriptionField register={register} errors={errors} />
      <AttachmentFileField
        label={t('add.file')}
        hint={t('add.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
        className="dashboard-add-activity__file"
        picker={picker}
      />
      <div className="dashboard-form-actions">
        <button type="reset" className="usa-button usa-button--outline" disabled={create.isPending}>
          {t('add.cancel')}
        </button>
        <button type="submit" className="usa-button" disabled={create.isPending}>
          {create.isPending ? t('add.saving') : t('add.save')}
        </button>
      </div>
    </form>
  );
}
