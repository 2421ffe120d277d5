import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import type { Reply } from '../support/render';
import { november, portalApi, REVIEWER, renderPortal } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const PERSON_ID = '4d000000-0000-4000-8000-0000000000aa';
const CASE_ID = '7a000000-0000-4000-8000-0000000000aa';
const COMPLIANCE_PATH = `/api/admin/user/${PERSON_ID}/compliance`;

function verificationItem(overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    kind: 'verification',
    id: CASE_ID,
    person: {
      userId: PERSON_ID,
      firstName: 'Marta',
      lastName: 'Ruiz',
      username: 'mruiz',
      phone: null,
      medicaidIdLast4: '9876',
      preferredLanguage: 'es',
    },
    what: { exemptionTypeName: null, exemptionTypeNameEs: null, reason: 'renewal', months: ['2026-10'] },
    status: 'open',
    waitingSince: '2026-11-02T14:00:00.000Z',
    daysWaiting: 16,
    dueDate: '2026-12-02',
    assignedTo: null,
    thisMonth: null,
    ...overrides,
  };
}

/** The portal's API with one verification case and `compliance` as reporting's answer. */
function caseApi(item: WorkItem, compliance: Reply, me: CurrentUser = REVIEWER) {
  return portalApi([], {
    me,
    extra: (call) => {
      if (call.method === 'GET' && call.path === `/api/admin/work-queue/verification/${CASE_ID}`)
        return { body: item };
      if (call.method === 'GET' && call.path === `/api/admin/verifications/${CASE_ID}`)
        return { status: 404, body: { message: 'Not found' } };
      if (call.method === 'GET' && call.path === COMPLIANCE_PATH) return compliance;
      return undefined;
    },
  });
}

/** The "This month" entry of the person's panel (its label in Spanish on a Spanish page). */
async function thisMonth(label = 'This month'): Promise<HTMLElement> {
  const term = await screen.findByText(label, { selector: 'dt' });
  const entry = term.nextElementSibling;
  if (!(entry instanceof HTMLElement)) throw new Error('"This month" has no value');
  return entry;
}

describe('this month on the decision screen', () => {
  it('reads the person’s determination from reporting: status, the dashboard’s words, what is still needed', async () => {
    const api = caseApi(verificationItem(), { body: november() });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth();
    expect(await within(entry).findByText('Not met')).toBeInTheDocument();
    expect(
      within(entry).getByText("Their dashboard says: “November isn't met yet: you have 12.5 of 80 hours.”"),
    ).toBeInTheDocument();
    expect(
      within(entry).getByText(
        'Still needed: 67.5 more hours or $380.00 more pay, plus 2 more job search activities.',
      ),
    ).toBeInTheDocument();
    expect(within(entry).queryByText(/Decided from/)).not.toBeInTheDocument();
    // The month is the state's (the server's default zone); the sentences are the page's language.
    expect(api.calls).toContain(`GET ${COMPLIANCE_PATH}?language=en`);
  });

  it('names who decided a month that is met, and says nothing is needed', async () => {
    caseApi(verificationItem(), {
      body: november({
        determination: 'met',
        route: 'income',
        decidedBy: 'wages',
        summary: 'Verified from state wage records, no action needed.',
        nextStep: { kind: 'none' },
        missing: null,
      }),
    });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth();
    expect(await within(entry).findByText('Met')).toBeInTheDocument();
    expect(within(entry).getByText('Decided from state wage records.')).toBeInTheDocument();
    expect(within(entry).queryByText(/Still needed/)).not.toBeInTheDocument();
  });

  it('names the exemptions of an exempt month and that the person reported them', async () => {
    caseApi(verificationItem(), {
      body: november({
        determination: 'exempt',
        decidedBy: 'enrollee',
        summary: "You're exempt for November: Caregiver of a young child.",
        exemptions: [
          {
            typeCode: 'CAREGIVER',
            name: 'Caregiver of a young child',
            effectiveDate: '2026-11-01',
            expirationDate: null,
            isPermanent: false,
          },
        ],
        missing: null,
      }),
    });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth();
    expect(await within(entry).findByText('Exempt')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Exempt — Caregiver of a young child');
    expect(within(entry).getByText('Decided from what the person reported.')).toBeInTheDocument();
  });

  it('says pay alone would do where only pay is short, and the hours alone where pay does not count', async () => {
    caseApi(verificationItem(), {
      body: november({ missing: { hours: 5, incomeCents: null, jobSearchActivities: 0 } }),
    });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth();
    expect(await within(entry).findByText('Still needed: 5 more hours.')).toBeInTheDocument();
  });

  it('reads in Spanish for a reviewer who reads Spanish, the server’s sentence in Spanish too', async () => {
    const api = caseApi(
      verificationItem(),
      {
        body: november({
          language: 'es',
          summary: 'Noviembre aún no se cumple: tiene 12.5 de 80 horas.',
          missing: { hours: 1, incomeCents: 38_000, jobSearchActivities: 1 },
        }),
      },
      { ...REVIEWER, preferredLanguage: 'es' },
    );
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth('Este mes');
    expect(await within(entry).findByText('No cumplido')).toBeInTheDocument();
    expect(
      within(entry).getByText('Su panel dice: «Noviembre aún no se cumple: tiene 12.5 de 80 horas.»'),
    ).toBeInTheDocument();
    expect(entry).toHaveTextContent(
      'Aún se necesita: 1 hora más o $380.00 más de pago, además de 1 actividad más de búsqueda de empleo.',
    );
    expect(api.calls).toContain(`GET ${COMPLIANCE_PATH}?language=es`);
  });

  it('says reporting does not know the person yet, or that the month could not be loaded', async () => {
    caseApi(verificationItem(), { status: 404, body: { message: 'User Not Found' } });
    const view = renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    const entry = await thisMonth();
    expect(
      await within(entry).findByText(
        'Reporting has no record of this person yet, so there is no determination of this month.',
      ),
    ).toBeInTheDocument();
    view.unmount();

    caseApi(verificationItem(), { status: 500, body: { message: 'Internal server error' } });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    expect(
      await within(await thisMonth()).findByText(/This month's determination could not be loaded\./),
    ).toBeInTheDocument();
  });

  it('for a request no account holds yet, shows what the state’s side heard, without asking reporting', async () => {
    const stranger = { ...verificationItem().person, userId: null, username: null };
    const api = caseApi(
      verificationItem({
        person: stranger,
        thisMonth: {
          month: '2026-11',
          status: 'not_met',
          route: null,
          decidedBy: null,
          exemptions: [],
          missing: { hours: 20, incomeCents: null },
        },
      }),
      { body: november() },
    );
    const view = renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    expect(await within(await thisMonth()).findByText('Not met')).toBeInTheDocument();
    expect(await thisMonth()).toHaveTextContent('Not met — 20 hours missing');
    view.unmount();

    caseApi(verificationItem({ person: stranger }), { body: november() });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    expect(
      await within(await thisMonth()).findByText(
        'No account holds this Medicaid ID yet, so there is no determination of this month.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.includes('/compliance'))).toBe(false);
  });

  it('has no accessibility violation', async () => {
    caseApi(verificationItem(), { body: november({ decidedBy: 'enrollee' }) });
    renderPortal(`/state-portal/work/verification/${CASE_ID}`);
    await within(await thisMonth()).findByText('Not met');
    expect(await violations()).toEqual([]);
  });
});
