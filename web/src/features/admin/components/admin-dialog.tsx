import { FocusTrap } from 'focus-trap-react';
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface AdminDialogProps {
  title: ReactNode;
  /** Text that says what the dialog is about, read out with the title when it opens. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  large?: boolean;
  /** Where focus starts; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the control that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal dialog in the design system's markup: labelled, focus kept inside while open, Escape or a
 * click on the backdrop closes it, and focus goes back to the control that opened it.
 */
export function AdminDialog({
  title,
  description,
  children,
  footer,
  onClose,
  large,
  initialFocus,
  fallbackFocus,
}: AdminDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeOnEscape();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('admin-dialog-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('admin-dialog-open');
    };
  }, []);

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => initialFocus?.current ?? dialog.current ?? false,
        fallbackFocus: () => dialog.current ?? document.body,
        escapeDeactivates: false,
        allowOutsideClick: true,
        setReturnFocus: (opener) =>
          opener instanceof HTMLElement && opener.isConnected ? opener : (fallbackFocus?.() ?? false),
        // The dialog holds no hidden controls, and the visibility check needs a layout engine.
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className="usa-modal-wrapper is-visible admin-dialog">
        <div
          className="usa-modal-overlay"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <div
            ref={dialog}
            className={`usa-modal${large ? ' usa-modal--lg' : ''}`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            tabIndex={-1}
          >
            <div className="usa-modal__content">
              <div className="usa-modal__main">
                <h2 className="usa-modal__heading" id={titleId}>
                  {title}
                </h2>
                {description && (
                  <div id={descriptionId} className="admin-dialog__description">
                    {description}
                  </div>
                )}
                {children}
                {footer && <div className="usa-modal__footer">{footer}</div>}
              </div>
              <button
                type="button"
                className="usa-button usa-modal__close"
                aria-label={t('dialog.close')}
                onClick={onClose}
              >
                <span aria-hidden="true" className="admin-dialog__close-mark">
                  ×
                </span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
