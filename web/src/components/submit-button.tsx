import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The form's call is running: the button says so and cannot send it twice. */
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A form's submit button in the design system's style. */
export function SubmitButton({ pending, pendingLabel, children, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={`usa-button${className ? ` ${className}` : ''}`} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
