import { useRef } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed call is running: both buttons wait for it, and so does Escape. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on closing when the control that opened the dialog is gone (a deleted row). */
  returnFocusFallback?: () => HTMLElement | null;
}

/**
 * A modal question before something that cannot be undone. Focus starts on Cancel, the safe answer;
 * Escape cancels.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  returnFocusFallback,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      description={<p>{body}</p>}
      onClose={onCancel}
      closeDisabled={busy}
      initialFocus={cancelButton}
      returnFocusFallback={returnFocusFallback}
      footer={
        <div className="modal-dialog__actions">
          <button
            type="button"
            className="usa-button usa-button--secondary"
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
          <button
            type="button"
            className="usa-button usa-button--outline"
            ref={cancelButton}
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
        </div>
      }
    />
  );
}
