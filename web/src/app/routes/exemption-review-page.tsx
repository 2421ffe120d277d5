import { ExemptionAttachments } from '../../features/exemptions/components/exemption-attachments';
import { ExemptionNotes } from '../../features/exemptions/components/exemption-notes';
import { ExemptionStatusBadge } from '../../features/exemptions/components/exemption-status-badge';
import { ExemptionReview } from '../../features/state-portal/components/exemption-review';
import type { ReviewParts } from '../../features/state-portal/lib/parts';

const PARTS: ReviewParts = { StatusBadge: ExemptionStatusBadge, ExemptionNotes, ExemptionAttachments };

/** `/state-portal/{exemptionId}`: the portal's review of one request, with its notes and files. */
export function ExemptionReviewPage() {
  return <ExemptionReview parts={PARTS} />;
}
