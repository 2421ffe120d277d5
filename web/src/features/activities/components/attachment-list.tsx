import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format';
import { useDownloadAttachment } from '../hooks/use-download-attachment';
import '../i18n';
import '../activity-rows.css';

interface AttachmentListProps {
  attachments: readonly ActivityAttachment[];
  /** Whether a Remove button shows for this attachment; none when absent. */
  removable?: (attachment: ActivityAttachment) => boolean;
  onRemove?: (attachment: ActivityAttachment) => void;
}

/** An activity's files: each name downloads it; Remove where the person may remove it. */
export function AttachmentList({ attachments, removable, onRemove }: AttachmentListProps) {
  const { t, i18n } = useTranslation('activities');
  const download = useDownloadAttachment();
  const labelId = useId();
  if (attachments.length === 0) return null;
  return (
    <div className="activity-attachments">
      <p className="activity-attachments__label" id={labelId}>
        {t('attachments.label')}
      </p>
      <ul className="activity-attachments__list" aria-labelledby={labelId}>
        {attachments.map((attachment) => (
          <li key={attachment.id} className="activity-attachments__item">
            <button
              type="button"
              className="usa-button usa-button--unstyled activity-attachments__name"
              onClick={() => void download(attachment)}
            >
              <span className="usa-sr-only">{t('attachments.download')}:</span> {attachment.originalName}
            </button>{' '}
            <span className="activity-attachments__size">
              ({formatFileSize(attachment.fileSize, i18n.language)})
            </span>
            {removable?.(attachment) && onRemove && (
              <button
                type="button"
                className="usa-button usa-button--unstyled activity-attachments__remove"
                onClick={() => onRemove(attachment)}
              >
                {t('attachments.remove')} <span className="usa-sr-only">{attachment.originalName}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
