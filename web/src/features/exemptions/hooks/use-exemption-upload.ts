import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { isTooLarge } from '../../../lib/files';
import { exemptionAttachmentsQueryOptions } from '../api/list-exemption-attachments';
import { uploadExemptionAttachments } from '../api/upload-exemption-attachments';
import { failureStatus } from '../lib/failure';
import type { ExemptionViewer } from '../lib/permissions';
import '../../../lib/upload-messages';
import '../i18n';

interface Failure {
  name: string;
  message: string;
  tooLarge: boolean;
}

/**
 * Uploads the files a person picked to a request, each in its own call: a file over 5 MB is refused
 * before it is sent, and one failure is reported without stopping the others. Only one toast shows
 * at a time, so a single toast sums up the outcome.
 */
export function useExemptionUpload(exemptionId: string, viewer: ExemptionViewer) {
  const { t } = useTranslation('exemptions');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isUploading, setUploading] = useState(false);

  const failureMessage = (error: unknown): string => {
    const sentence = serverMessage(error);
    if (sentence) return sentence;
    const status = failureStatus(error);
    return status ? t('attachments.uploadFailedStatus', status).trim() : t('attachments.uploadFailedOther');
  };

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const failures: Failure[] = files
      .filter(isTooLarge)
      .map((file) => ({ name: file.name, message: t('attachments.tooLargeBody'), tooLarge: true }));
    const uploaded: string[] = [];
    setUploading(true);
    try {
      for (const file of files.filter((candidate) => !isTooLarge(candidate))) {
        try {
          await uploadExemptionAttachments(exemptionId, file, viewer);
          uploaded.push(file.name);
        } catch (error) {
          failures.push({ name: file.name, message: failureMessage(error), tooLarge: false });
        }
      }
      if (uploaded.length > 0) {
        await queryClient.invalidateQueries({
          queryKey: exemptionAttachmentsQueryOptions(exemptionId).queryKey,
        });
      }
    } finally {
      setUploading(false);
    }

    if (failures.length === 0) {
      toast({
        title: t('attachments.uploaded'),
        description:
          uploaded.length === 1
            ? t('attachments.uploadedBody', { name: uploaded[0] })
            : t('attachments.uploadedMany', { count: uploaded.length }),
      });
      return;
    }
    const onlyTooLarge = failures.every((failure) => failure.tooLarge);
    const lines = failures.map((failure) =>
      onlyTooLarge && files.length === 1 ? failure.message : `${failure.name}: ${failure.message}`,
    );
    if (uploaded.length > 0) lines.push(t('attachments.someUploaded', { count: uploaded.length }));
    toast({
      title: onlyTooLarge ? t('attachments.tooLargeTitle') : t('attachments.uploadFailed'),
      description: lines.join(' '),
      variant: 'destructive',
    });
  };

  return { upload, isUploading };
}
