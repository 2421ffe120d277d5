import { ACTIVITY_HOURS_DEFAULT, ACTIVITY_TYPES, ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants';
import type { CreateActivityRequest } from '@tracker/contracts/http/activities';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ActivityDateField,
  ActivityDescriptionField,
  type ActivityFormValues,
  ActivityHoursField,
  ActivityTypeRadios,
} from '../../../components/activities/activity-fields';
import { todayIso } from '../../../components/activities/lib/format';
import { acceptAttribute, extensionOf, isTooLarge } from '../../../components/activities/lib/files';
import { serverMessage } from '../../../components/activities/lib/messages';
import { ACTIVITY_FIELDS } from '../../../components/activities/lib/resolver';
import { trackEvent } from '../../../lib/analytics';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useCreateActivity } from '../api/create-activity';

const resolver = lazyZodResolver<ActivityFormValues, CreateActivityRequest>(() =>
  import('@tracker/contracts/http/activities').then((m) => m.createActivityRequest),
);

const ACCEPTED = new Set<string>(ATTACHMENT_EXTENSIONS);

/** A fresh form: the first type, today, one hour, no description. */
function defaults(): ActivityFormValues {
  return {
    type: ACTIVITY_TYPES[0],
    date: todayIso(),
    hours: String(ACTIVITY_HOURS_DEFAULT),
    description: '',
  };
}

/** Add New Activity: type, date, hours, description and one optional file. */
export function AddActivityForm() {
  const { t } = useTranslation(['dashboard', 'activities']);
  const toast = useToast();
  const create = useCreateActivity();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const fileId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ActivityFormValues, unknown, CreateActivityRequest>({ resolver, defaultValues: defaults() });

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const resetForm = () => {
    reset(defaults());
    clearFile();
  };

  // Refused before anything is sent: a file over 5 MB, or of a type the server does not take.
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (picked && isTooLarge(picked)) {
      toast({
        title: translateMessage('File too large'),
        description: translateMessage('Please select a file smaller than 5MB'),
        variant: 'destructive',
      });
      clearFile();
      return;
    }
    if (picked && !ACCEPTED.has(extensionOf(picked.name))) {
      toast({
        title: t('add.fileTypeTitle'),
        description: t('add.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') }),
        variant: 'destructive',
      });
      clearFile();
      return;
    }
    setFile(picked);
  };

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { values, file },
      {
        onSuccess: () => {
          trackEvent('activity_logged', { type: values.type, withFile: file !== null });
          toast({ title: t('add.success') });
          resetForm();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, ACTIVITY_FIELDS);
          toast({
            title: t('add.failedTitle'),
            description: serverMessage(error, t('add.failedBody')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

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
      <ActivityTypeRadios register={register} errors={errors} />
      <div className="dashboard-add-activity__row">
        <ActivityDateField register={register} errors={errors} />
        <ActivityHoursField register={register} errors={errors} />
      </div>
      <ActivityDescriptionField register={register} errors={errors} />
      <div className="usa-form-group">
        <label className="usa-label" htmlFor={fileId}>
          {t('add.file')}
        </label>
        <div className="usa-hint" id={`${fileId}-hint`}>
          {t('add.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
        </div>
        <input
          id={fileId}
          ref={fileInput}
          className="dashboard-add-activity__file"
          type="file"
          accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
          aria-describedby={`${fileId}-hint`}
          onChange={onFileChange}
        />
      </div>
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
