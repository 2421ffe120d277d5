import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { ExemptionStatusBadge } from '../../features/exemptions/components/exemption-status-badge';
import { RequestDocuments } from '../../features/exemptions/components/request-documents';
import { VerificationCase, WorkItemCase } from '../../features/state-portal/components/work-item';
import type { WorkItemParts } from '../../features/state-portal/lib/parts';
import { useVerification } from '../../features/verifications/api/get-verification';

/** A verification case with its months, read as the verification pages read them. */
function VerificationCaseWithMonths({ item }: { item: WorkItem }) {
  const verification = useVerification(item.id);
  return <VerificationCase item={item} months={verification.data?.months} />;
}

const PARTS: WorkItemParts = {
  StatusBadge: ExemptionStatusBadge,
  RequestDocuments,
  VerificationCase: VerificationCaseWithMonths,
};

/** `/state-portal/work/:kind/:id`: a case of the work queue, with the request's documents or the months. */
export function WorkItemPage() {
  return <WorkItemCase parts={PARTS} />;
}
