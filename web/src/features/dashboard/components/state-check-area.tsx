import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import { useRef } from 'react';
import {
  ADD_ACTIVITY_ANCHOR,
  EXEMPTIONS_ANCHOR,
  STATE_CHECK_ANCHOR,
  useRevealWhenTargeted,
} from '../../../lib/dashboard-anchors';
import type { DashboardParts, FixLinks } from '../lib/parts';

/** Where the card's ways to fix a missing month lead on this page. */
const FIX_LINKS: FixLinks = {
  logHours: { hash: ADD_ACTIVITY_ANCHOR },
  reportPay: '/pay/new',
  askExemption: { hash: EXEMPTIONS_ANCHOR },
};

/**
 * The state-check card at its place on the dashboard: the to-do list's link leads here, and the card's
 * links lead to this page's forms.
 */
export function StateCheckArea({
  requests,
  StateCheckCard,
}: {
  requests: readonly VerificationRequest[];
  StateCheckCard: DashboardParts['StateCheckCard'];
}) {
  const place = useRef<HTMLDivElement>(null);
  useRevealWhenTargeted(STATE_CHECK_ANCHOR, place);
  if (requests.length === 0) return null;
  return (
    <div id={STATE_CHECK_ANCHOR} ref={place} tabIndex={-1} className="dashboard-state-check">
      <StateCheckCard requests={requests} links={FIX_LINKS} />
    </div>
  );
}
