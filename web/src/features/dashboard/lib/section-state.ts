import { useState } from 'react';

const PREFIX = 'dashboard.section.';

/** Below this width (USWDS's tablet breakpoint) the sections start closed, so the top answer stands alone. */
const PHONE_QUERY = '(max-width: 639.98px)';

function isPhoneWidth(): boolean {
  try {
    return window.matchMedia?.(PHONE_QUERY).matches ?? false;
  } catch {
    return false;
  }
}

function read(key: string, defaultOpen: boolean): boolean {
  try {
    const saved = window.localStorage.getItem(PREFIX + key);
    return saved === null ? defaultOpen : saved === 'open';
  } catch {
    return defaultOpen;
  }
}

export interface StoredOpenState {
  open: boolean;
  /** Opens or closes the section, and remembers the choice on this device. */
  toggle: () => void;
  /** Opens the section for a link that leads into it, leaving the remembered choice as it was. */
  reveal: () => void;
}

/**
 * Whether a dashboard section is open, remembered on this device between visits. Until the person
 * chooses, sections are open on wider screens and closed on phones.
 */
export function useStoredOpenState(key: string, defaultOpen = !isPhoneWidth()): StoredOpenState {
  const [open, setOpen] = useState(() => read(key, defaultOpen));
  const toggle = () =>
    setOpen((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(PREFIX + key, next ? 'open' : 'closed');
      } catch {
        // Private browsing can refuse storage; the section still opens and closes for this visit.
      }
      return next;
    });
  return { open, toggle, reveal: () => setOpen(true) };
}
