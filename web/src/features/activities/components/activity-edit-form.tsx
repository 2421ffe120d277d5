import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { Activity } from '@tracker/contracts/http/activities';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary';
import { refreshAfterAttachmentChange } from '../api/activity-keys';
import { useDeleteActivityAttachment } from '../api/delete-activity-attachment';
import { useUpdateActivity } from '../api/update-activity';
import { uploadActivityAttachments } from '../api/upload-activity-attachments';
import {
  ActivityDateField,
  ActivityDescriptionField,
  ActivityHoursField,
  ActivityTypeSelect,
  LateEntryReasonField,
} from './activity-fields';
import { AttachmentList } from './attachment-list';
import { AttachmentRemovalDialog, useAttachmentRemoval } from './attachment-removal';
import { FilePickerButton } from '../../../components/file-picker-button';
import { acceptAttribute } from '../../../lib/files';
import { mayRemoveAttachment } from '../lib/activities';
import { useActivityEditForm } from '../hooks/use-activity-edit-form';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import '../i18n';

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
  const queryClient = useQueryClient();
  const update = useUpdateActivity('json');
  const removal = useAttachmentRemoval(activity.id, useDeleteActivityAttachment());
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { upload, isUploading } = useAttachmentUpload(
    (file) => uploadActivityAttachments(activity.id, file),
    () => refreshAfterAttachmentChange(queryClient),
  );
  // The inline form sends JSON and, once saved, goes back to showing the row.
  const {
    register,
    setFocus,
    onSubmit,
    dateWindow,
    lateMonth,
    summary,
    formState: { errors },
  } = useActivityEditForm({ activity, save: update, onSaved: onDone });

  // Editing starts in the row's first field, so keyboard users land where the work is.
  useEffect(() => setFocus('type'), [setFocus]);

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
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <div className="activity-edit-form__grid">
        <ActivityTypeSelect register={register} errors={errors} />
        <ActivityHoursField register={register} errors={errors} />
        <ActivityDateField register={register} errors={errors} window={dateWindow} />
      </div>
      <ActivityDescriptionField register={register} errors={errors} />
      {lateMonth !== undefined && (
        <LateEntryReasonField register={register} errors={errors} month={lateMonth} />
      )}
      <AttachmentList
        attachments={activity.attachments}
        removable={(attachment) => mayRemoveAttachment(attachment, activity, user)}
        onRemove={removal.request}
      />
      <div className="activity-edit-form__actions">
        <FilePickerButton
          label={isUploading ? t('upload.uploading') : t('edit.addFile')}
          context={context}
          multiple
          // What the server takes, so the picker does not offer files the upload would refuse.
          accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
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
      <AttachmentRemovalDialog
        removal={removal}
        returnFocusFallback={() => form.current?.querySelector('textarea') ?? null}
      />
    </form>
  );
}
