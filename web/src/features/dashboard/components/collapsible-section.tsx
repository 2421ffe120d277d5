import { type ReactNode, useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useAnchorTarget } from '../../../lib/dashboard-anchors';
import { useStoredOpenState } from '../lib/section-state';

interface CollapsibleSectionProps {
  /** Where the open state is remembered. */
  storageKey: string;
  title: string;
  /** Whether a link to this place on the page (the part after `#`) leads into the section. */
  holds?: (anchor: string) => boolean;
  children: ReactNode;
}

/**
 * A dashboard section whose heading button shows or hides it; the choice is kept on this device. A
 * link that leads into it opens it, so the place it names can come into view.
 */
export function CollapsibleSection({ storageKey, title, holds, children }: CollapsibleSectionProps) {
  const { open, toggle, reveal } = useStoredOpenState(storageKey);
  const contentId = useId();
  const { key: visit } = useLocation();
  const anchor = useAnchorTarget();
  const leadsHere = anchor !== null && (holds?.(anchor) ?? false);
  // Each time a link into the section is followed, even one followed before and closed since; `reveal`
  // only sets state, so it is left out of what the effect waits for.
  useEffect(() => {
    if (leadsHere) reveal();
  }, [leadsHere, visit]);
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
