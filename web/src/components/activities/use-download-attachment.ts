import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../lib/toast';
import { getAttachmentDownload } from './api/download-attachment';
import { serverMessage } from './lib/messages';
import './i18n';

/**
 * Fetches an attachment's short-lived link, then opens images in a new tab and saves other files
 * under their original name.
 */
export function useDownloadAttachment() {
  const { t } = useTranslation('activities');
  const toast = useToast();
  return useCallback(
    async (attachment: Pick<ActivityAttachment, 'id' | 'fileType' | 'originalName'>) => {
      const fail = (description: string) =>
        toast({ title: t('download.failedTitle'), description, variant: 'destructive' });
      try {
        const link = await getAttachmentDownload(attachment.id);
        if (!link?.downloadUrl) {
          fail(t('download.noUrl'));
          return;
        }
        if (attachment.fileType.startsWith('image/')) {
          window.open(link.downloadUrl, '_blank', 'noopener,noreferrer');
          return;
        }
        const anchor = document.createElement('a');
        anchor.href = link.downloadUrl;
        anchor.download = link.fileName || attachment.originalName;
        anchor.rel = 'noopener';
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
      } catch (error) {
        fail(serverMessage(error, t('download.failedBody')));
      }
    },
    [t, toast],
  );
}
