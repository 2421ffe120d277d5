import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openDownload } from '../../../lib/open-download';
import { useToast } from '../../../lib/toast';
import { getActivityAttachmentLink } from '../api/get-activity-attachment-link';
import { serverMessage } from '../../../lib/server-message';
import '../i18n';

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
        const link = await getActivityAttachmentLink(attachment.id);
        if (!link?.downloadUrl) {
          fail(t('download.noUrl'));
          return;
        }
        openDownload(link, attachment);
      } catch (error) {
        fail(serverMessage(error, t('download.failedBody')));
      }
    },
    [t, toast],
  );
}
