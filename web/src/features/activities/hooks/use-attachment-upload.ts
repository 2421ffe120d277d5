import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { isTooLarge } from '../../../lib/files';
import { serverMessage } from '../../../lib/server-message';
import '../i18n';

const TOO_LARGE_TITLE = 'File too large';
const TOO_LARGE_BODY = 'Please select a file smaller than 5MB';

interface Failure {
  name: string;
  message: string;
  tooLarge: boolean;
}

/**
 * Uploads the files a person picked, each in its own call: a file over 5 MB is refused before it is
 * sent, and one failure is reported without stopping the others. One toast sums up the outcome.
 */
export function useAttachmentUpload(
  send: (file: File) => Promise<unknown>,
  afterUpload: () => Promise<unknown> | void,
) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const [isUploading, setUploading] = useState(false);

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const failures: Failure[] = files
      .filter(isTooLarge)
      .map((file) => ({ name: file.name, message: translateMessage(TOO_LARGE_BODY), tooLarge: true }));
    const uploaded: string[] = [];
    setUploading(true);
    try {
      for (const file of files.filter((candidate) => !isTooLarge(candidate))) {
        try {
          await send(file);
          uploaded.push(file.name);
        } catch (error) {
          failures.push({
            name: file.name,
            message: serverMessage(error, t('upload.failedBody')),
            tooLarge: false,
          });
        }
      }
      if (uploaded.length > 0) await afterUpload();
    } finally {
      setUploading(false);
    }

    if (failures.length > 0) {
      const onlyOne = failures.length === 1 && uploaded.length === 0 && files.length === 1;
      toast({
        title: failures.every((failure) => failure.tooLarge)
          ? translateMessage(TOO_LARGE_TITLE)
          : t('upload.failedTitle'),
        description: onlyOne
          ? failures[0]?.message
          : [
              ...failures.map((failure) => `${failure.name}: ${failure.message}`),
              ...(uploaded.length > 0 ? [t('upload.someAttached', { count: uploaded.length })] : []),
            ].join(' '),
        variant: 'destructive',
      });
    } else if (uploaded.length > 0) {
      toast({
        title: t('upload.doneTitle'),
        description:
          uploaded.length === 1
            ? t('upload.doneBody', { name: uploaded[0] })
            : t('upload.doneMany', { count: uploaded.length }),
      });
    }
  };

  return { upload, isUploading };
}
