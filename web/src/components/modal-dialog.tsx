import { FocusTrap } from 'focus-trap-react';
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

/** The dialogs open now, oldest first: Escape belongs to the newest only (the session warning can open over another). */
const openDialogs: object[] = [];

interface ModalDialogProps {
  title: ReactNode;
  /** What the dialog is about, read out with the title when it opens. */
  description?: ReactNode;
  /** Content after the description (a list, a form). */
  children?: ReactNode;
  /** The dialog's buttons, in the design system's footer. */
  footer?: ReactNode;
  /** Escape calls it, and the close button and a click beside the dialog where they are offered. */
  onClose: () => void;
  /** `alertdialog` for a question that must be answered before anything else. */
  role?: 'dialog' | 'alertdialog';
  large?: boolean;
  /** Where focus starts; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the control that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null;
  /** The accessible name of a × button in the corner; without it there is none. */
  closeLabel?: string;
  /** Whether a click on the dimmed page around the dialog closes it. */
  closeOnBackdrop?: boolean;
  /** While a call the dialog started is running, Escape waits for it. */
  closeDisabled?: boolean;
  /** The feature's own styling hook, on the outermost element. */
  className?: string;
}

/**
 * A modal dialog in the design system's markup, drawn by React instead of the design system's
 * script: labelled by its title and described by its description, focus kept inside while open,
 * Escape closes it, the page behind does not scroll, and focus goes back to the control that opened it.
 */
export function ModalDialog({
  title,
  description,
  children,
  footer,
  onClose,
  role = 'dialog',
  large = false,
  initialFocus,
  returnFocusFallback,
  closeLabel,
  closeOnBackdrop = false,
  closeDisabled = false,
  className,
}: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    event.stopPropagation();
    if (!closeDisabled) onClose();
  });

  useEffect(() => {
    const self = {};
    openDialogs.push(self);
    // Listening on the document rather than the dialog also catches Escape when the focused button
    // has just been disabled and the browser moved focus to the page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === self) onEscape(event);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('usa-js-modal--active');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (openDialogs.length === 0) document.body.classList.remove('usa-js-modal--active');
    };
  }, []);

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => initialFocus?.current ?? dialog.current ?? false,
        // While every button is disabled (a call is running) focus rests on the dialog itself.
        fallbackFocus: () => dialog.current ?? document.body,
        escapeDeactivates: false,
        // The toasts stay usable; the overlay covers everything else.
        allowOutsideClick: true,
        setReturnFocus: (opener) =>
          opener instanceof HTMLElement && opener.isConnected ? opener : (returnFocusFallback?.() ?? false),
        // The visibility check needs a layout engine, and a dialog holds no hidden controls.
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className={`usa-modal-wrapper is-visible modal-dialog${className ? ` ${className}` : ''}`}>
        <div
          className="usa-modal-overlay"
          onClick={
            closeOnBackdrop
              ? (event) => {
                  if (event.target === event.currentTarget) onClose();
                }
              : undefined
          }
        >
          <div
            ref={dialog}
            className={`usa-modal${large ? ' usa-modal--lg' : ''}`}
            role={role}
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
                {description && <div id={descriptionId}>{description}</div>}
                {children}
                {footer && <div className="usa-modal__footer">{footer}</div>}
              </div>
              {closeLabel && (
                <button
                  type="button"
                  className="usa-button usa-modal__close"
                  aria-label={closeLabel}
                  onClick={onClose}
                  disabled={closeDisabled}
                >
                  <span aria-hidden="true" className="modal-dialog__close-mark">
                    ×
                  </span>
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
