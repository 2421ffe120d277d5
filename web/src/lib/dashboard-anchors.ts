import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Places on the dashboard a link can lead to (`/dashboard#add-activity`): the top answer's buttons
// lead into sections that may be closed, and to content whose code comes after the first paint, so
// the section opens for them and the place itself comes into view once it is there. The sections'
// content belongs to several features (activities, exemption requests), so the places are named here.

/** The form to log an activity. */
export const ADD_ACTIVITY_ANCHOR = 'add-activity';

/** The state's verification requests (the state-check card). */
export const STATE_CHECK_ANCHOR = 'state-check';

/** Exemption Management, at its Request an Exemption button. */
export const EXEMPTIONS_ANCHOR = 'exemptions';

const EXEMPTION_REQUEST_PREFIX = 'exemption-request-';

/** How many turns to wait for a closed section to open before moving focus anyway. */
const MAX_WAITS = 20;

/** One exemption request's row. */
export function exemptionRequestAnchor(exemptionId: string): string {
  return `${EXEMPTION_REQUEST_PREFIX}${exemptionId}`;
}

export function isExemptionRequestAnchor(target: string): boolean {
  return target.startsWith(EXEMPTION_REQUEST_PREFIX);
}

/** The place the address names after `#`, or null. */
export function useAnchorTarget(): string | null {
  const { hash } = useLocation();
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

interface RevealOptions {
  /** What takes focus: the element itself, the first field inside it, or another element. */
  focus?: 'self' | 'first-field' | RefObject<HTMLElement | null>;
  /** Called first, to open what the element holds. */
  onReveal?: () => void;
}

/**
 * When the address names `anchor`, brings `element` into view and focuses it, once for each time a
 * link to it is followed: not again on a redraw, nor once the person has moved on within the page.
 */
export function useRevealWhenTargeted(
  anchor: string,
  element: RefObject<HTMLElement | null>,
  { focus = 'self', onReveal }: RevealOptions = {},
): void {
  const { key } = useLocation();
  const targeted = useAnchorTarget() === anchor;
  const revealedFor = useRef<string | null>(null);
  const reveal = useRef(onReveal);
  reveal.current = onReveal;
  useEffect(() => {
    const node = element.current;
    if (!targeted || !node || revealedFor.current === key) return;
    // Opening is idempotent, so an effect that is cleaned up and run again may open it twice.
    reveal.current?.();
    let timer: number | undefined;
    let tries = 0;
    // The section around the place opens in the same round of effects, after this one: a hidden
    // element can be neither scrolled to nor focused, so wait until nothing around it is hidden.
    const bringIntoView = () => {
      if (node.closest('[hidden]') && tries++ < MAX_WAITS) {
        timer = window.setTimeout(bringIntoView, 0);
        return;
      }
      revealedFor.current = key;
      // Not in every test DOM; the focus below still moves.
      node.scrollIntoView?.({ block: 'start' });
      const other =
        focus === 'first-field'
          ? node.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
          : focus === 'self'
            ? null
            : focus.current;
      (other ?? node).focus({ preventScroll: true });
    };
    bringIntoView();
    return () => window.clearTimeout(timer);
  }, [targeted, key, element, focus]);
}
