import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import '../i18n';

/** How a form removes one file; the dashboard and the edit screen call different endpoints. */
export type RemoveAttachmentMutation = UseMutationResult<
  void,
  Error,
  { activityId: string; attachmentId: string }
>;

/** Which file is waiting for the user's confirmation, and the removal once confirmed. */
export function useAttachmentRemoval(activityId: string, remove: RemoveAttachmentMutation) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const [removing, setRemoving] = useState<ActivityAttachment | null>(null);

  const confirm = () => {
    if (!removing) return;
    remove.mutate(
      { activityId, attachmentId: removing.id },
      {
        onSuccess: () => {
          toast({ title: t('toast.attachmentDeleted'), description: t('toast.attachmentDeletedBody') });
          setRemoving(null);
        },
        onError: () => {
          toast({
            title: t('toast.attachmentDeleteFailedTitle'),
            description: t('toast.attachmentDeleteFailed'),
            variant: 'destructive',
          });
          setRemoving(null);
        },
      },
    );
  };

  return { removing, request: setRemoving, confirm, cancel: () => setRemoving(null), busy: remove.isPending };
}

interface AttachmentRemovalDialogProps {
  removal: ReturnType<typeof useAttachmentRemoval>;
  /** Where focus goes when the file's own button is gone after the removal. */
  returnFocusFallback: () => HTMLElement | null;
}

/** Asks before a file is removed; shown only while one is waiting. */
export function AttachmentRemovalDialog({ removal, returnFocusFallback }: AttachmentRemovalDialogProps) {
  const { t } = useTranslation('activities');
  if (!removal.removing) return null;
  return (
    <ConfirmDialog
      title={t('confirm.removeAttachmentTitle')}
      body={t('confirm.removeAttachmentBody', { name: removal.removing.originalName })}
      confirmLabel={t('confirm.remove')}
      cancelLabel={t('confirm.cancel')}
      busy={removal.busy}
      onConfirm={removal.confirm}
      onCancel={removal.cancel}
      returnFocusFallback={returnFocusFallback}
    />
  );
}
