import type { AdminUserListItem } from '@tracker/contracts/http/admin-users';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { fullName } from '../lib/user-table';
import '../i18n';

interface DeleteUserDialogProps {
  user: AdminUserListItem;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/** Asks before deleting an account; an unverified account gets its own title and a note why it matters less. */
export function DeleteUserDialog({
  user,
  deleting,
  onConfirm,
  onClose,
  fallbackFocus,
}: DeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  const cancel = useRef<HTMLButtonElement>(null);
  const name = fullName(user) || user.username;
  return (
    <ModalDialog
      title={user.emailVerified ? t('deleteDialog.titleVerified') : t('deleteDialog.titleUnverified')}
      description={
        <>
          <p>{t('deleteDialog.body', { name, username: user.username })}</p>
          {!user.emailVerified && <p>{t('deleteDialog.unverifiedNote')}</p>}
        </>
      }
      onClose={onClose}
      closeLabel={t('dialog.close')}
      closeOnBackdrop
      initialFocus={cancel}
      returnFocusFallback={fallbackFocus}
      footer={
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--secondary"
              disabled={deleting}
              onClick={onConfirm}
            >
              {deleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button
              ref={cancel}
              type="button"
              className="usa-button usa-button--unstyled admin-dialog__cancel"
              onClick={onClose}
            >
              {t('deleteDialog.cancel')}
            </button>
          </li>
        </ul>
      }
    />
  );
}
