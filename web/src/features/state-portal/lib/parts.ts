import type { WorkItem } from '@tracker/contracts/http/work-queue';
import type { ComponentType } from 'react';

// What the portal's pages show that other features own. A feature never imports another, so the
// routes that put these pages together (src/app/routes) hand them in.

/** An exemption request's status as a coloured tag. */
export type StatusBadge = ComponentType<{ status: string }>;

/** A request's notes or files, as a reviewer reads and adds to them in a panel of the portal. */
export type ReviewerPanel = ComponentType<{
  exemptionId: string;
  viewer: 'admin';
  locked: false;
  currentUserId: string;
  headingLevel: 2;
}>;

/** The parts of one exemption request's full review. */
export interface ReviewParts {
  StatusBadge: StatusBadge;
  ExemptionNotes: ReviewerPanel;
  ExemptionAttachments: ReviewerPanel;
}

/** The parts of a case of the work queue. */
export interface WorkItemParts {
  StatusBadge: StatusBadge;
  /** A request's documents, the first that can be shown open. */
  RequestDocuments: ComponentType<{ exemptionId: string }>;
  /** What a verification case stands at, month by month. */
  VerificationCase: ComponentType<{ item: WorkItem }>;
}
