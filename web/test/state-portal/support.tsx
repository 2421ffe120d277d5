import type { GetUserComplianceResponse } from '@tracker/contracts/http/compliance-months';
import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { ExemptionReviewPage } from '../../src/app/routes/exemption-review-page';
import { StatePortalPage } from '../../src/app/routes/state-portal-page';
import { WorkItemPage } from '../../src/app/routes/work-item-page';
import { WorkQueuePage } from '../../src/features/state-portal/components/work-queue-page';
import { newExemptionRequest } from '../support/exemptions';
import { mockApi, renderRoutes, type Responder } from '../support/render';
import { makeUser } from '../support/users';

export const REVIEWER = makeUser({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  username: 'reviewer',
  isAdmin: true,
});

let sequence = 0;

/** An exemption request as the portal lists it; `overrides` change what a test needs. */
export function makeRequest(
  overrides: Partial<ReviewedExemption> & Pick<ReviewedExemption, 'username'>,
): ReviewedExemption {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    ...newExemptionRequest({
      id: `5e000000-0000-4000-8000-${suffix}`,
      userId: `4d000000-0000-4000-8000-${suffix}`,
      medicaidExemptionId: '7e000000-0000-4000-8000-000000000001',
      medicaidExemptionName: 'Medically Frail',
      abbreviation: 'FRAIL',
      allowsPermanent: true,
    }),
    ...overrides,
  };
}

/**
 * The portal's API: the signed-in reviewer, the requests (or a function giving the server's current
 * copy), and empty notes and attachments for any
 * request. `extra` answers first, so a test can change any call.
 */
export function portalApi(
  requests: ReviewedExemption[] | (() => ReviewedExemption[]),
  options: { me?: CurrentUser; extra?: Responder } = {},
) {
  return mockApi(async (call) => {
    const answer = await options.extra?.(call);
    if (answer) return answer;
    const { method, path } = call;
    if (method === 'GET' && path === '/api/user') return { body: options.me ?? REVIEWER };
    if (method === 'GET' && path === '/api/admin/all-exemptions')
      return { body: typeof requests === 'function' ? requests() : requests };
    if (method === 'GET' && path.startsWith('/api/exemption-notes')) return { body: [] };
    if (method === 'GET' && /^\/api\/exemptions\/[^/]+\/attachments$/.test(path)) return { body: [] };
    return undefined;
  });
}

/** Renders the portal's pages starting at `url` (by default the list of every exemption request). */
export function renderPortal(url = '/state-portal/requests') {
  return renderRoutes(
    {
      '/state-portal': <WorkQueuePage />,
      '/state-portal/requests': <StatePortalPage />,
      '/state-portal/work/:kind/:id': <WorkItemPage />,
      '/state-portal/:exemptionId': <ExemptionReviewPage />,
    },
    { url },
  );
}

/** November 2026 under the federal rules, judged on the 18th, short of hours and job search. */
export function november(overrides: Partial<GetUserComplianceResponse> = {}): GetUserComplianceResponse {
  return {
    language: 'en',
    month: '2026-11',
    judgedOn: '2026-11-18',
    profileId: 'federal-2027',
    determination: 'not_met',
    route: null,
    decidedBy: null,
    countedHours: 12.5,
    uncountedHours: [],
    income: 20_000,
    incomeThreshold: 58_000,
    deadline: '2026-12-15',
    nextStep: {
      kind: 'log_more',
      hours: 67.5,
      incomeCents: 38_000,
      jobSearchActivities: 2,
      by: '2026-12-15',
    },
    summary: "November isn't met yet: you have 12.5 of 80 hours.",
    nextStepText:
      'Log 67.5 more hours of work, or $380.00 more pay, and 2 more job search activities, by December 15.',
    uncountedText: null,
    notRequired: null,
    exemptions: [],
    missing: { hours: 67.5, incomeCents: 38_000, jobSearchActivities: 2 },
    requiredHours: 80,
    studyHours: 0,
    jobSearchActivities: 0,
    jobSearchMinimum: 2,
    seasonalAverage: null,
    ...overrides,
  };
}
