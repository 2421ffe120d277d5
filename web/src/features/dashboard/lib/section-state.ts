import { useState } from 'react';

const PREFIX = 'dashboard.section.';

function read(key: string, defaultOpen: boolean): boolean {
  try {
    const saved = window.localStorage.getItem(PREFIX + key);
    return saved === null ? defaultOpen : saved === 'open';
  } catch {
    return defaultOpen;
  }
}

/** Whether a dashboard section is open, remembered on this device between visits. */
export function useStoredOpenState(key: string, defaultOpen = true): [boolean, () => void] {
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
  return [open, toggle];
}
