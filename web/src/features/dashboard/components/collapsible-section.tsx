import { type ReactNode, useId } from 'react';
import { useStoredOpenState } from '../lib/section-state';

interface CollapsibleSectionProps {
  /** Where the open state is remembered. */
  storageKey: string;
  title: string;
  children: ReactNode;
}

/** A dashboard section whose heading button shows or hides it; the choice is kept on this device. */
export function CollapsibleSection({ storageKey, title, children }: CollapsibleSectionProps) {
  const [open, toggle] = useStoredOpenState(storageKey);
  const contentId = useId();
  return (
    <section className="usa-accordion usa-accordion--bordered dashboard-section">
      <h2 className="usa-accordion__heading">
        <button
          type="button"
          className="usa-accordion__button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
        >
          {title}
        </button>
      </h2>
      <div id={contentId} className="usa-accordion__content dashboard-section__content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
