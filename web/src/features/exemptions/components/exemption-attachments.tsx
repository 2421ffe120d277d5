import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { FilePickerButton } from '../../../components/file-picker-button';
import { formatFileSize, formatTimestamp } from '../../../lib/format';
import { acceptAttribute } from '../../../lib/files';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useDeleteExemptionAttachment } from '../api/delete-exemption-attachment';
import { getExemptionAttachmentLink } from '../api/get-exemption-attachment-link';
import { useExemptionAttachments } from '../api/list-exemption-attachments';
import { useUpdateExemptionAttachmentDescription } from '../api/update-exemption-attachment-description';
import { type ExemptionViewer, mayAddToExemption, mayChangeAttachment } from '../lib/permissions';
import { useExemptionUpload } from '../hooks/use-exemption-upload';
import '../i18n';
import '../exemptions.css';

interface ExemptionAttachmentsProps {
  exemptionId: string;
  viewer: ExemptionViewer;
  /** The request is decided (approved or denied); only matters to an enrollee. */
  locked: boolean;
  currentUserId: string;
  /** The level of this block's heading, to fit the page around it. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * Opens a file in a new tab through its short-lived link. As on the original screens, a failure here
 * is only logged: the list stays as it is and the person can try again.
 */
async function openAttachment(attachment: ExemptionAttachment): Promise<void> {
  try {
    const link = await getExemptionAttachmentLink(attachment.id);
    if (!link?.downloadUrl) {
      console.error(`No download link for attachment ${attachment.id}`);
      return;
    }
    window.open(link.downloadUrl, '_blank', 'noopener,noreferrer');
  } catch (error) {
    console.error(`Could not download attachment ${attachment.id}`, error);
  }
}

/**
 * The files of a request: each downloads on its name, shows its size, uploader and date, and may be
 * described or deleted by whoever uploaded it. New files upload one request each.
 */
export function ExemptionAttachments({
  exemptionId,
  viewer,
  locked,
  currentUserId,
  headingLevel = 3,
}: ExemptionAttachmentsProps) {
  const { t, i18n } = useTranslation('exemptions');
  const toast = useToast();
  const attachments = useExemptionAttachments(exemptionId);
  const remove = useDeleteExemptionAttachment(exemptionId, viewer);
  const { upload, isUploading } = useExemptionUpload(exemptionId, viewer);
  const [deleting, setDeleting] = useState<ExemptionAttachment | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const lastEdited = useRef<string | null>(null);
  const baseId = useId();
  const editButtonId = (attachmentId: string) => `${baseId}-edit-${attachmentId}`;
  const headingId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const language = i18n.language;

  // Closing a description editor puts focus back on the button that opened it.
  useEffect(() => {
    if (editingId === null && lastEdited.current) {
      document.getElementById(editButtonId(lastEdited.current))?.focus();
    }
    lastEdited.current = editingId;
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('attachments.deleted'), description: t('attachments.deletedBody') });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: t('attachments.deleteFailed'),
          description: serverMessage(error) ?? t('attachments.deleteFailedBody'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  const uploaderOf = (attachment: ExemptionAttachment) =>
    attachment.uploadedByUserId === currentUserId
      ? t('attachments.you')
      : (attachment.uploadedBy ?? t('attachments.unknownUploader'));

  const list = () => {
    if (attachments.isPending) return <Spinner />;
    if (attachments.isError) {
      return (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('attachments.loadError')} {serverMessage(attachments.error) ?? ''}
            </p>
          </div>
        </div>
      );
    }
    if (attachments.data.length === 0) {
      return <p className="exemption-attachments__empty">{t('attachments.empty')}</p>;
    }
    return (
      <ul className="exemption-attachments__list" aria-label={t('attachments.listLabel')}>
        {attachments.data.map((attachment) => {
          const changeable = mayChangeAttachment(attachment, viewer, locked, currentUserId);
          return (
            <li key={attachment.id} className="exemption-attachments__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled exemption-attachments__name"
                onClick={() => void openAttachment(attachment)}
              >
                <span className="usa-sr-only">{t('attachments.download')}:</span> {attachment.originalName}
              </button>{' '}
              <span className="exemption-attachments__size">
                ({formatFileSize(attachment.fileSize, language)})
              </span>
              <p className="exemption-attachments__meta">
                {t('attachments.uploadedBy', {
                  name: uploaderOf(attachment),
                  date: formatTimestamp(attachment.uploadedAt, language),
                })}
              </p>
              {editingId === attachment.id ? (
                <DescriptionForm
                  exemptionId={exemptionId}
                  attachment={attachment}
                  onDone={() => setEditingId(null)}
                />
              ) : (
                <>
                  <p className="exemption-attachments__description">
                    <span className="usa-sr-only">{t('attachments.description')}: </span>
                    {attachment.description || (
                      <span className="exemption-attachments__empty">{t('attachments.noDescription')}</span>
                    )}
                  </p>
                  {changeable && (
                    <div className="exemption-actions">
                      <button
                        type="button"
                        id={editButtonId(attachment.id)}
                        className="usa-button usa-button--outline usa-button--small"
                        onClick={() => setEditingId(attachment.id)}
                      >
                        {t('attachments.editDescription')}{' '}
                        <span className="usa-sr-only">{attachment.originalName}</span>
                      </button>
                      <button
                        type="button"
                        className="usa-button usa-button--secondary usa-button--small"
                        onClick={() => setDeleting(attachment)}
                      >
                        {t('attachments.delete')}{' '}
                        <span className="usa-sr-only">{attachment.originalName}</span>
                      </button>
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className="exemption-attachments" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="exemption-attachments__heading">
        {t('attachments.title')}
      </Heading>
      {list()}
      {mayAddToExemption(viewer, locked) ? (
        <div className="exemption-attachments__upload">
          <FilePickerButton
            label={isUploading ? t('attachments.uploading') : t('attachments.upload')}
            multiple
            accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
            disabled={isUploading}
            describedBy={hintId}
            onFiles={(files) => void upload(files)}
          />
          <p className="usa-hint exemption-attachments__hint" id={hintId}>
            {t('attachments.uploadHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
          </p>
        </div>
      ) : (
        <p className="exemption-notes__hint">{t('attachments.locked')}</p>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('attachments.confirmTitle')}
          body={t('attachments.confirmBody', { name: deleting.originalName })}
          confirmLabel={t('attachments.confirmDelete')}
          cancelLabel={t('attachments.confirmCancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          returnFocusFallback={() => heading.current}
        />
      )}
    </section>
  );
}

interface DescriptionFormProps {
  exemptionId: string;
  attachment: ExemptionAttachment;
  onDone: () => void;
}

/** Edits one file's description in place; Save sends it, Cancel leaves it as it was. */
function DescriptionForm({ exemptionId, attachment, onDone }: DescriptionFormProps) {
  const { t } = useTranslation('exemptions');
  const toast = useToast();
  const update = useUpdateExemptionAttachmentDescription(exemptionId);
  const [description, setDescription] = useState(attachment.description ?? '');
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { attachmentId: attachment.id, description },
      {
        onSuccess: () => {
          toast({
            title: t('attachments.descriptionUpdated'),
            description: t('attachments.descriptionUpdatedBody'),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('attachments.descriptionFailed'),
            description: serverMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="exemption-attachments__description-form" onSubmit={onSubmit} noValidate>
      <label className="usa-label" htmlFor={id}>
        {t('attachments.descriptionLabel', { name: attachment.originalName })}
      </label>
      <input
        id={id}
        className="usa-input"
        maxLength={500}
        // Opening the editor is a request to type, so the field takes focus.
        autoFocus
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="exemption-actions">
        <button type="submit" className="usa-button usa-button--small" disabled={update.isPending}>
          {update.isPending ? t('attachments.savingDescription') : t('attachments.saveDescription')}
        </button>
        <button type="button" className="usa-button usa-button--outline usa-button--small" onClick={onDone}>
          {t('attachments.cancel')}
        </button>
      </div>
    </form>
  );
}
