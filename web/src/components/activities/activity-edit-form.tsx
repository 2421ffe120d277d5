import type { Activity, ActivityAttachment, UpdateActivityRequest } from '@tracker/contracts/http/activities';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../lib/forms';
import { useToast } from '../../lib/toast';
import { refreshAfterAttachmentChange } from './api/activity-keys';
import { useDeleteActivityAttachment } from './api/delete-attachment';
import { useUpdateActivity } from './api/update-activity';
import { uploadActivityAttachment } from './api/upload-attachments';
import {
  ActivityDateField,
  ActivityDescriptionField,
  type ActivityFormValues,
  ActivityHoursField,
  ActivityTypeSelect,
} from './activity-fields';
import { AttachmentList } from './attachment-list';
import { ConfirmDialog } from './lazy-confirm-dialog';
import { FilePickerButton } from './file-picker-button';
import { mayRemoveAttachment } from './lib/activities';
import { serverMessage } from './lib/messages';
import { ACTIVITY_FIELDS, updateActivityResolver } from './lib/resolver';
import { useAttachmentUpload } from './use-attachment-upload';
import './i18n';

interface ActivityEditFormProps {
  activity: Activity;
  user: CurrentUser | null | undefined;
  /** Read to screen readers with the form's name: which activity is being edited. */
  context: string;
  onDone: () => void;
}

/** One activity row in edit mode: its fields, its files (each removable), Add File, Cancel and Save. */
export function ActivityEditForm({ activity, user, context, onDone }: ActivityEditFormProps) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateActivity();
  const removeAttachment = useDeleteActivityAttachment();
  const [removing, setRemoving] = useState<ActivityAttachment | null>(null);
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { upload, isUploading } = useAttachmentUpload(
    (file) => uploadActivityAttachment(activity.id, file),
    () => refreshAfterAttachmentChange(queryClient),
  );

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ActivityFormValues, unknown, UpdateActivityRequest>({
    resolver: updateActivityResolver,
    defaultValues: {
      type: activity.type,
      hours: String(activity.hours),
      date: activity.date,
      description: activity.description,
    },
  });

  // Editing starts in the row's first field, so keyboard users land where the work is.
  useEffect(() => setFocus('type'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: activity.id, values },
      {
        onSuccess: () => {
          toast({ title: t('toast.success'), description: t('toast.updated') });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, ACTIVITY_FIELDS);
          toast({
            title: t('toast.error'),
            description: serverMessage(error, t('toast.updateFailed')),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const confirmRemove = () => {
    if (!removing) return;
    removeAttachment.mutate(
      { activityId: activity.id, attachmentId: removing.id },
      {
        onSuccess: () => {
          toast({ title: t('toast.attachmentDeleted'), description: t('toast.attachmentDeletedBody') });
          setRemoving(null);
        },
        onError: () => {
          toast({
            title: t('toast.attachmentDeleteFailedTitle'),
            description: t('toast.attachmentDeleteFailed'),
            variant: 'destructive',
          });
          setRemoving(null);
        },
      },
    );
  };

  return (
    <form
      ref={form}
      className="activity-edit-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <p className="activity-edit-form__title" id={titleId}>
        {t('edit.title')}
        <span className="usa-sr-only">: {context}</span>
      </p>
      <div className="activity-edit-form__grid">
        <ActivityTypeSelect register={register} errors={errors} />
        <ActivityHoursField register={register} errors={errors} />
        <ActivityDateField register={register} errors={errors} />
      </div>
      <ActivityDescriptionField register={register} errors={errors} />
      <AttachmentList
        attachments={activity.attachments}
        removable={(attachment) => mayRemoveAttachment(attachment, activity, user)}
        onRemove={setRemoving}
      />
      <div className="activity-edit-form__actions">
        <FilePickerButton
          label={isUploading ? t('upload.uploading') : t('edit.addFile')}
          context={context}
          multiple
          disabled={isUploading}
          onFiles={(files) => void upload(files)}
        />
        <button type="button" className="usa-button usa-button--outline" onClick={onDone}>
          {t('edit.cancel')}
        </button>
        <button type="submit" className="usa-button" disabled={update.isPending}>
          {update.isPending ? t('edit.saving') : t('edit.save')}
        </button>
      </div>
      {removing && (
        <ConfirmDialog
          title={t('confirm.removeAttachmentTitle')}
          body={t('confirm.removeAttachmentBody', { name: removing.originalName })}
          confirmLabel={t('confirm.remove')}
          cancelLabel={t('confirm.cancel')}
          busy={removeAttachment.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
          returnFocusFallback={() => form.current?.querySelector('textarea') ?? null}
        />
      )}
    </form>
  );
}
