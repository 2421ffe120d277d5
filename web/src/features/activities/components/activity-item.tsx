import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { Activity } from '@tracker/contracts/http/activities';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshAfterAttachmentChange } from '../api/activity-keys';
import { uploadActivityAttachments } from '../api/upload-activity-attachments';
import { ActivityTypeIcon } from './activity-type-icon';
import { AttachmentList } from './attachment-list';
import { FilePickerButton } from '../../../components/file-picker-button';
import { acceptAttribute } from '../../../lib/files';
import { formatActivityDate, formatNumber } from '../../../lib/format';
import { Spinner } from '../../../components/spinner';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import '../i18n';
import '../activity-rows.css';

// The edit form and its form library download when someone edits an activity, not with the list.
const ActivityEditForm = lazy(() =>
  import('./activity-edit-form').then((m) => ({ default: m.ActivityEditForm })),
);

interface ActivityItemProps {
  activity: Activity;
  user: CurrentUser | null | undefined;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onDelete: (opener: HTMLButtonElement) => void;
  /** Adds a link to the activity's own page. */
  showDetailsLink?: boolean;
}

/** One activity: date, type, hours, description and files, with Edit, Upload file and Delete. */
export function ActivityItem({
  activity,
  user,
  editing,
  onEdit,
  onDoneEditing,
  onDelete,
  showDetailsLink = false,
}: ActivityItemProps) {
  const { t, i18n } = useTranslation('activities');
  const queryClient = useQueryClient();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const { upload, isUploading } = useAttachmentUpload(
    (file) => uploadActivityAttachments(activity.id, file),
    () => refreshAfterAttachmentChange(queryClient),
  );

  // Leaving edit mode puts focus back on the Edit button the person started from.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const date = formatActivityDate(activity.date, i18n.language);
  const typeLabel = t(`types.${activity.type}`);
  const context = t('item.context', { type: typeLabel, date });

  return (
    <li className={`activity-item activity-item--${activity.type}`}>
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <ActivityEditForm activity={activity} user={user} context={context} onDone={onDoneEditing} />
        </Suspense>
      ) : (
        <>
          <div className="activity-item__main">
            <ActivityTypeIcon type={activity.type} />
            <div className="activity-item__body">
              <p className="activity-item__heading">
                <span className="activity-item__type">{typeLabel}</span>
                <span className="activity-item__hours">
                  {t('item.hours', {
                    count: activity.hours,
                    hours: formatNumber(activity.hours, i18n.language),
                  })}
                </span>
              </p>
              <p className="activity-item__date">
                <time dateTime={activity.date}>{date}</time>
              </p>
              <p className="activity-item__description">{activity.description}</p>
              <AttachmentList attachments={activity.attachments} />
            </div>
          </div>
          <div className="activity-item__actions">
            <button
              type="button"
              ref={editButton}
              className="usa-button usa-button--outline usa-button--small"
              onClick={onEdit}
            >
              {t('item.edit')} <span className="usa-sr-only">{context}</span>
            </button>
            <FilePickerButton
              label={isUploading ? t('upload.uploading') : t('item.upload')}
              context={context}
              multiple
              // What the server takes, so the picker does not offer files the upload would refuse.
              accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
              disabled={isUploading}
              onFiles={(files) => void upload(files)}
            />
            <button
              type="button"
              className="usa-button usa-button--secondary usa-button--small"
              onClick={(event) => onDelete(event.currentTarget)}
            >
              {t('item.delete')} <span className="usa-sr-only">{context}</span>
            </button>
            {showDetailsLink && (
              <Link className="activity-item__details" to={`/activity/${activity.id}`}>
                {t('item.details')} <span className="usa-sr-only">{context}</span>
              </Link>
            )}
          </div>
        </>
      )}
    </li>
  );
}
