import { ExemptionStatusBadge } from '../../features/exemptions/components/exemption-status-badge';
import { ExemptionRequests } from '../../features/state-portal/components/exemption-requests';

/** `/state-portal/requests`: every exemption request, each with its status as the exemptions show it. */
export function StatePortalPage() {
  return <ExemptionRequests StatusBadge={ExemptionStatusBadge} />;
}
