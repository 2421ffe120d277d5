import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import type { ComponentType, ReactNode } from 'react';
import type { To } from 'react-router';

// What the dashboard shows that other features own. A feature never imports another, so the route
// that puts the page together (src/app/routes/dashboard-page.tsx) hands them in.

/** A read the page waits for on its first showing. */
export interface Answer<T> {
  data: T | undefined;
  isPending: boolean;
}

/** Where the state's check leads for each way to fix a missing month. */
export interface FixLinks {
  logHours: To;
  reportPay: To;
  askExemption: To;
}

export interface DashboardParts {
  /** The name of an exemption request's type in the page's language, never its code. */
  requestTypeName: (type: Pick<UserExemption, 'medicaidExemptionName' | 'medicaidExemptionNameEs'>) => string;
  /** The state's checks of the person's months, with the ways to fix a missing one. */
  StateCheckCard: ComponentType<{ requests: readonly VerificationRequest[]; links: FixLinks }>;
  /** One check of the state's that waits on the person, as an entry of the to-do list. */
  StateCheckToDo: ComponentType<{ request: VerificationRequest; cardLink: To }>;
  /** The latest notifications; `notice` follows their count. */
  NotificationsArea: ComponentType<{ notice?: ReactNode }>;
  /** Activity Reporting's content, downloaded once the top of the page has shown. */
  ActivityReporting: ComponentType<{ user: CurrentUser }>;
  /** Exemption Management's content, downloaded once the top of the page has shown. */
  ExemptionManagement: ComponentType;
}
