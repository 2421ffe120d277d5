import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { IncomeAttachment, IncomeRecord } from '@tracker/contracts/http/income';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../../components/file-picker-button';
import { acceptAttribute, isTooLarge } from '../../../lib/files';
import { formatFileSize } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { translateMessage } from '../../../lib/i18n';
import { openDownload } from '../../../lib/open-download';
import { useToast } from '../../../lib/toast';
import { refreshAfterPaystubChange } from '../api/income-keys';
import { useDeleteIncomeAttachment } from '../api/delete-income-attachment';
import { getIncomeAttachmentLink } from '../api/get-income-attachment-link';
import { uploadIncomeAttachments } from '../api/upload-income-attachments';
import '../i18n';

/**
 * Opens a paystub through its short-lived link: images in a new tab, other files saved under their
 * original name, as the activity files are.
 */
function useDownloadPaystub() {
  const { t } = useTranslation('income');
  const toast = useToast();
  return async (attachment: IncomeAttachment) => {
    try {
      const link = await getIncomeAttachmentLink(attachment.id);
      openDownload(link, attachment);
    } catch (error) {
      toast({
        title: t('toast.error'),
        description: serverMessage(error, t('toast.downloadFailed')),
        variant: 'destructive',
      });
    }
  };
}

/** A pay record's paystubs on its edit screen: download, remove (after asking), add more. */
export function Paystubs({ record }: { record: IncomeRecord }) {
  const { t, i18n } = useTranslation('income');
  const toast = useToast();
  const queryClient = useQueryClient();
  const download = useDownloadPaystub();
  const remove = useDeleteIncomeAttachment();
  const [removing, setRemoving] = useState<IncomeAttachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const hintId = useId();

  // One call per file, so one refusal never holds back the others; each outcome gets its toast.
  const upload = async (files: readonly File[]) => {
    setUploading(true);
    let attached = 0;
    try {
      for (const file of files) {
        if (isTooLarge(file)) {
          toast({
            title: translateMessage('File too large'),
            description: `${file.name}: ${translateMessage('Please select a file smaller than 5MB')}`,
            variant: 'destructive',
          });
          continue;
        }
        try {
          await uploadIncomeAttachments(record.id, file);
          attached += 1;
          toast({ title: t('editPage.paystubs'), description: t('toast.uploadDone', { name: file.name }) });
        } catch (error) {
          toast({
            title: t('toast.uploadFailed'),
            description: `${file.name}: ${serverMessage(error, t('toast.uploadFailedBody'))}`,
            variant: 'destructive',
          });
        }
      }
      if (attached > 0) await refreshAfterPaystubChange(queryClient);
    } finally {
      setUploading(false);
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { incomeId: record.id, attachmentId: removing.id },
      {
        onSuccess: () => toast({ title: t('toast.paystubRemoved') }),
        onError: () =>
          toast({
            title: t('toast.error'),
            description: t('toast.paystubRemoveFailed'),
            variant: 'destructive',
          }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <section className="pay-paystubs" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('editPage.paystubs')}
      </h2>
      {record.attachments.length === 0 ? (
        <p>{t('editPage.noPaystubs')}</p>
      ) : (
        <ul className="pay-paystubs__list" aria-labelledby={headingId}>
          {record.attachments.map((attachment) => (
            <li key={attachment.id} className="pay-paystubs__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => void download(attachment)}
              >
                <span className="usa-sr-only">{t('editPage.download')}:</span> {attachment.originalName}
              </button>{' '}
              <span className="pay-paystubs__size">
                ({formatFileSize(attachment.fileSize, i18n.language)})
              </span>
              <button
                type="button"
                className="usa-button usa-button--unstyled pay-paystubs__remove"
                onClick={() => setRemoving(attachment)}
              >
                {t('editPage.remove')} <span className="usa-sr-only">{attachment.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="usa-hint" id={hintId}>
        {t('editPage.uploadHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
      </p>
      <FilePickerButton
        label={uploading ? t('editPage.uploading') : t('editPage.upload')}
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        multiple
        disabled={uploading}
        describedBy={hintId}
        onFiles={(files) => void upload(files)}
      />
      {removing && (
        <ConfirmDialog
          title={t('confirm.removeTitle')}
          body={t('confirm.removeBody', { name: removing.originalName })}
          confirmLabel={t('confirm.remove')}
          cancelLabel={t('confirm.cancel')}
          busy={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
          returnFocusFallback={() => heading.current}
        />
      )}
    </section>
  );
}
