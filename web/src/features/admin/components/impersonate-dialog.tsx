import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUserListItem,
  IMPERSONATION_REASON_MAX_LENGTH,
  IMPERSONATION_REASON_MIN_LENGTH,
  type ImpersonateRequest,
  impersonateRequest,
} from '@tracker/contracts/http/admin-users';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useImpersonate } from '../api/impersonate';
import { useFailureToast } from '../lib/failure-toast';
import { fullName } from '../lib/user-table';
import '../i18n';
import { FormDialogActions } from '../../../components/form-dialog-actions';

interface ImpersonateDialogProps {
  user: AdminUserListItem;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * Asks why the administrator needs to see the app as this user, and says what impersonation records
 * and what it cannot change, before starting it. Focus starts in the reason.
 */
export function ImpersonateDialog({ user, onClose, fallbackFocus }: ImpersonateDialogProps) {
  const { t } = useTranslation('admin');
  const impersonate = useImpersonate();
  const failed = useFailureToast();
  const formId = useId();
  const reasonInput = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ImpersonateRequest>({
    resolver: zodResolver(impersonateRequest),
    defaultValues: { reason: '' },
  });
  const { ref: reasonRef, ...reasonField } = register('reason');
  const name = fullName(user) || user.username;

  const onSubmit = handleSubmit(({ reason }) =>
    impersonate.mutate(
      { user, reason },
      {
        onError: (error) => {
          // A reason the server refused is the administrator's to fix; any other refusal ends here.
          if (applyServerFieldErrors(error, setError, ['reason'])) return;
          failed(error);
          onClose();
        },
      },
    ),
  );

  return (
    <ModalDialog
      title={t('impersonateDialog.title', { name })}
      description={
        <>
          <p>{t('impersonateDialog.intro', { name, username: user.username })}</p>
          <p>{t('impersonateDialog.audit')}</p>
          <p>{t('impersonateDialog.locked')}</p>
        </>
      }
      onClose={onClose}
      closeLabel={t('dialog.close')}
      closeDisabled={impersonate.isPending}
      initialFocus={reasonInput}
      returnFocusFallback={fallbackFocus}
      className="admin-dialog"
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel={t('impersonateDialog.confirm')}
          pendingLabel={t('impersonateDialog.starting')}
          cancelLabel={t('impersonateDialog.cancel')}
          pending={impersonate.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="usa-form admin-dialog__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          label={t('impersonateDialog.reason')}
          hint={t('impersonateDialog.reasonHint', {
            min: IMPERSONATION_REASON_MIN_LENGTH,
            max: IMPERSONATION_REASON_MAX_LENGTH,
          })}
          error={errors.reason?.message}
          required
        >
          {(props) => (
            <textarea
              className="usa-textarea"
              rows={4}
              maxLength={IMPERSONATION_REASON_MAX_LENGTH}
              aria-required
              {...props}
              {...reasonField}
              ref={(element) => {
                reasonRef(element);
                reasonInput.current = element;
              }}
            />
          )}
        </FormField>
      </form>
    </ModalDialog>
  );
}
