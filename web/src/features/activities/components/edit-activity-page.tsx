import { EDIT_SCREEN_ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { Activity } from '@tracker/contracts/http/activities';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { refreshAfterAttachmentChange } from '../api/activity-keys';
import {
  ActivityDateField,
  ActivityDescriptionField,
  type ActivityFormValues,
  ActivityHoursField,
  ActivityTypeSelect,
  LateEntryReasonField,
} from './activity-fields';
import { AttachmentList } from './attachment-list';
import { AttachmentRemovalDialog, useAttachmentRemoval } from './attachment-removal';
import { FilePickerButton } from '../../../components/file-picker-button';
import { mayRemoveAttachment } from '../lib/activities';
import { acceptAttribute } from '../../../lib/files';
import { ACTIVITY_FIELDS } from '../lib/resolver';
import { useActivityEditForm } from '../hooks/use-activity-edit-form';
import { ErrorSummary } from '../../../components/error-summary';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useActivity } from '../api/get-activity';
import { useRemoveActivityAttachment } from '../api/remove-activity-attachment';
import { updateActivity, useUpdateActivity } from '../api/update-activity';
import { shortId } from '../lib/short-id';
import { PageTop } from './page-top';
import '../i18n';
import '../activities.css';

/** `/activity/{id}`: edit one activity, its fields and its files. */
export function EditActivityPage() {
  const { t } = useTranslation('activities');
  const { id = '' } = useParams();
  const activity = useActivity(id);
  const notFound = activity.isError;
  useDocumentTitle(notFound ? t('editPage.notFoundTitle') : t('editPage.title'));

  return (
    <>
      <PageMain className="grid-container app-page activities-page">
        <PageTop to="/activities" label={t('editPage.back')} />
        {activity.isPending ? (
          <Spinner />
        ) : notFound ? (
          <>
            <h1>{t('editPage.notFoundTitle')}</h1>
            <p>{t('editPage.notFoundBody')}</p>
            <Link className="usa-button" to="/activities">
              {t('editPage.back')}
            </Link>
          </>
        ) : (
          <EditActivity activity={activity.data} />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function firstMessage(errors: FieldErrors<ActivityFormValues>): string | undefined {
  return ACTIVITY_FIELDS.map((field) => errors[field]?.message).find(Boolean);
}

function EditActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const save = useUpdateActivity('form');
  const removal = useAttachmentRemoval(activity.id, useRemoveActivityAttachment());
  const attachmentsHeading = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const { upload, isUploading } = useAttachmentUpload(
    (file) => updateActivity(activity.id, { file }),
    () => refreshAfterAttachmentChange(queryClient),
  );
  // The edit screen sends multipart, returns to the list once saved, and names the first problem in a toast.
  const {
    register,
    onSubmit,
    dateWindow,
    lateMonth,
    summary,
    formState: { errors },
  } = useActivityEditForm({
    activity,
    save,
    onSaved: () => void navigate('/activities'),
    onInvalid: (invalid) => {
      const message = firstMessage(invalid);
      if (message)
        toast({ title: t('toast.error'), description: translateMessage(message), variant: 'destructive' });
    },
  });

  return (
    <>
      <h1>{t('editPage.title')}</h1>
      <p className="activities-page__id">
        {t('editPage.id')} <code>{shortId(activity.id)}</code>
      </p>
      <form className="activities-edit" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
        <ActivityTypeSelect register={register} errors={errors} />
        <ActivityHoursField register={register} errors={errors} />
        <ActivityDateField register={register} errors={errors} window={dateWindow} />
        <ActivityDescriptionField register={register} errors={errors} />
        {lateMonth !== undefined && (
          <LateEntryReasonField register={register} errors={errors} month={lateMonth} />
        )}
        <div className="activities-edit__actions">
          <button type="submit" className="usa-button" disabled={save.isPending}>
            {save.isPending ? t('edit.saving') : t('edit.save')}
          </button>
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => void navigate('/activities')}
          >
            {t('edit.cancel')}
          </button>
        </div>
      </form>

      <section className="activities-edit__attachments" aria-labelledby="edit-attachments-heading">
        <h2 id="edit-attachments-heading" ref={attachmentsHeading} tabIndex={-1}>
          {t('editPage.attachments')}
        </h2>
        {activity.attachments.length === 0 ? (
          <p>{t('editPage.noAttachments')}</p>
        ) : (
          <AttachmentList
            attachments={activity.attachments}
            removable={(attachment) => mayRemoveAttachment(attachment, activity, user)}
            onRemove={removal.request}
          />
        )}
        <p className="usa-hint" id={hintId}>
          {t('editPage.uploadHint', { types: EDIT_SCREEN_ATTACHMENT_EXTENSIONS.join(', ') })}
        </p>
        <FilePickerButton
          label={isUploading ? t('upload.uploading') : t('editPage.upload')}
          accept={acceptAttribute(EDIT_SCREEN_ATTACHMENT_EXTENSIONS)}
          multiple
          disabled={isUploading}
          describedBy={hintId}
          onFiles={(files) => void upload(files)}
        />
      </section>

      <AttachmentRemovalDialog removal={removal} returnFocusFallback={() => attachmentsHeading.current} />
    </>
  );
}
