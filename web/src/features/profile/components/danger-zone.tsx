import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { forgetSession } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** Account deletion, behind a confirmation. */
export function DangerZone() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        forgetSession(queryClient);
        toast({ title: t('danger.successTitle'), description: t('danger.successBody') });
        void navigate('/');
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: t('danger.failedTitle'), description: serverMessage(error), variant: 'destructive' });
      },
    });

  return (
    <>
      <p>{t('danger.intro')}</p>
      <button type="button" className="usa-button usa-button--secondary" onClick={() => setConfirming(true)}>
        {t('danger.delete')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('danger.dialogTitle')}
          body={t('danger.dialogBody')}
          confirmLabel={deleteAccount.isPending ? t('danger.deleting') : t('danger.confirm')}
          cancelLabel={t('danger.cancel')}
          busy={deleteAccount.isPending}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
