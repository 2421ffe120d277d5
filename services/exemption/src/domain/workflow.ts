import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';

/**
 * Who moves a request: an administrator reviewing it, its owner (resubmitting), the system (expiry)
 * or anyone else. An administrator impersonating an enrollee is that enrollee here.
 */
export type Actor = 'admin' | 'owner' | 'other' | 'system';

/** The statuses an administrator sets from the details view. */
export const ADMIN_TARGETS: ReadonlySet<ExemptionStatus> = new Set([
  'under_review',
  'waiting_on_enrollee',
  'approved',
  'denied',
  'requested',
]);

/**
 * The transitions table. Administrators set any of their targets from any other status; the owner
 * only answers a request for more information (waiting_on_enrollee → under_review); the system only
 * expires an approval. Nobody sets `withdrawn` by hand.
 */
export function mayTransition(actor: Actor, from: ExemptionStatus, to: ExemptionStatus): boolean {
  switch (actor) {
    case 'admin':
      return ADMIN_TARGETS.has(to) && from !== to;
    case 'owner':
      return from === 'waiting_on_enrollee' && to === 'under_review';
    case 'system':
      return from === 'approved' && to === 'expired';
    case 'other':
      return false;
  }
}

const LABELS: Record<ExemptionStatus, string> = {
  requested: 'pending review',
  under_review: 'under review',
  waiting_on_enrollee: 'waiting on the enrollee',
  approved: 'approved',
  denied: 'denied',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

/** How people read a status in messages. */
export function statusLabel(status: ExemptionStatus): string {
  return LABELS[status];
}
