import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { screen } from '@testing-library/react';
import type { Handler } from '../activities/support';
import { renderDashboard } from '../dashboard/support';

/** The dashboard with the person's exemption requests and the catalogue answered, once the section has loaded. */
export async function renderExemptionSection({
  exemptions = [],
  types = [],
  handlers = {},
}: {
  exemptions?: UserExemption[] | (() => UserExemption[]);
  types?: ExemptionType[];
  handlers?: Record<string, Handler>;
} = {}) {
  const view = await renderDashboard({
    handlers: {
      'GET /api/user-exemptions': () => ({
        body: typeof exemptions === 'function' ? exemptions() : exemptions,
      }),
      'GET /api/medicaid-exemptions': { body: types },
      ...handlers,
    },
  });
  // The section's code is a separate chunk; the first test to load it waits for its transform too.
  await screen.findByRole('button', { name: 'Request an Exemption' }, { timeout: 5000 });
  return view;
}

export function section() {
  return screen.getByRole('button', { name: 'Exemption Management' }).closest('section')!;
}
