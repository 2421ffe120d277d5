import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { FormDialogActions } from '../../../components/form-dialog-actions';

interface MessagePromptDialogProps {
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The change is being sent: the buttons, and Escape, wait for it. */
  pending: boolean;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}

/**
 * Asks the reviewer for the message a status change carries. Confirm stays disabled until the
 * message has more than spaces in it; focus starts in the message.
 */
export function MessagePromptDialog({
  title,
  description,
  label,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: MessagePromptDialogProps) {
  const fieldId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const blank = message.trim() === '';

  return (
    <ModalDialog
      title={title}
      description={<p>{description}</p>}
      onClose={onCancel}
      closeDisabled={pending}
      initialFocus={input}
      footer={
        <FormDialogActions
          formId={`${fieldId}-form`}
          submitLabel={confirmLabel}
          pendingLabel={pendingLabel}
          cancelLabel={cancelLabel}
          pending={pending}
          submitDisabled={blank}
          onCancel={onCancel}
        />
      }
    >
      <form
        id={`${fieldId}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank && !pending) onConfirm(message);
        }}
      >
        <div className="usa-form-group">
          <label className="usa-label" htmlFor={fieldId}>
            {label}
            <span className="usa-hint usa-hint--required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={fieldId}
            ref={input}
            className="usa-textarea"
            rows={4}
            required
            aria-required
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </form>
    </ModalDialog>
  );
}
