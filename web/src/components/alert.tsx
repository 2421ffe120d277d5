import { type ReactNode, useEffect, useId, useRef } from 'react';

interface AlertProps {
  type: 'info' | 'success' | 'warning' | 'error';
  slim?: boolean;
  heading?: ReactNode;
  /** One paragraph, or several. */
  text: ReactNode | ReactNode[];
  /** What follows the text inside the alert (a button). */
  children?: ReactNode;
  /**
   * `alert` and `status` announce the alert as it appears; `region` makes it a landmark named by its
   * heading. None when a live region around it announces it, or when it is there from the start.
   */
  role?: 'alert' | 'status' | 'region';
  /** Takes focus when it appears, so keyboard and screen-reader users land on the news. */
  focusOnMount?: boolean;
  className?: string;
}

/** A message in the design system's alert markup. */
export function Alert({ type, slim, heading, text, children, role, focusOnMount, className }: AlertProps) {
  const headingId = useId();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) alert.current?.focus();
  }, [focusOnMount]);
  const paragraphs = Array.isArray(text) ? text : [text];
  return (
    <div
      ref={alert}
      className={`usa-alert usa-alert--${type}${slim ? ' usa-alert--slim' : ''}${className ? ` ${className}` : ''}`}
      role={role}
      aria-labelledby={role === 'region' && heading ? headingId : undefined}
      tabIndex={focusOnMount ? -1 : undefined}
    >
      <div className="usa-alert__body">
        {heading && (
          <h2 className="usa-alert__heading" id={headingId}>
            {heading}
          </h2>
        )}
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="usa-alert__text">
            {paragraph}
          </p>
        ))}
        {children}
      </div>
    </div>
  );
}
