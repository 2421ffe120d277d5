interface FormDialogActionsProps {
  /** The id of the form the submit button sends (the form sits in the dialog's body). */
  formId: string;
  submitLabel: string;
  /** Shown on the submit button while the form's call runs. */
  pendingLabel: string;
  cancelLabel: string;
  /** The form's call is running: both buttons wait for it. */
  pending: boolean;
  /** Beside `pending`, when the form cannot be sent yet (an empty required message). */
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** The footer of a dialog that holds a form: its submit button, then Cancel. */
export function FormDialogActions({
  formId,
  submitLabel,
  pendingLabel,
  cancelLabel,
  pending,
  submitDisabled = false,
  onCancel,
}: FormDialogActionsProps) {
  return (
    <div className="modal-dialog__actions">
      <button type="submit" form={formId} className="usa-button" disabled={submitDisabled || pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <button type="button" className="usa-button usa-button--outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </button>
    </div>
  );
}
