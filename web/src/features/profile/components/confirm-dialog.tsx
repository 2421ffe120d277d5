import { FocusTrap } from 'focus-trap-react';
import { type KeyboardEvent, useId, useRef } from 'react';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before something that cannot be undone. Focus starts on Cancel, stays inside,
 * Escape cancels, and focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => cancelButton.current ?? false,
        // While both buttons are disabled (the call is running) focus rests on the dialog itself.
        fallbackFocus: () => dialog.current ?? document.body,
        escapeDeactivates: false,
        allowOutsideClick: false,
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className="usa-modal-wrapper is-visible profile-dialog">
        <div className="usa-modal-overlay">
          <div
            className="usa-modal"
            ref={dialog}
            tabIndex={-1}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={bodyId}
            onKeyDown={onKeyDown}
          >
            <div className="usa-modal__content">
              <div className="usa-modal__main">
                <h2 className="usa-modal__heading" id={titleId}>
                  {title}
                </h2>
                <p id={bodyId}>{body}</p>
                <div className="usa-modal__footer profile-dialog__actions">
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
              </div>
            </div>
          </div>
        </div>
      </div>
    </FocusTrap>
  );
}
