import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../src/lib/format';
import { dashboardWarnings, expiringExemptions } from '../../src/features/dashboard/lib/warnings';
import { i18n } from '../../src/lib/i18n';
import { makeUserExemption } from '../exemptions/support';
import { renderExemptionSection } from '../exemptions/exemption-management-support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const TODAY = '2025-03-01';

function approvedUntil(
  expirationDate: string | null,
  overrides: Parameters<typeof makeUserExemption>[0] = {},
) {
  return makeUserExemption({ status: 'approved', effectiveDate: '2024-12-01', expirationDate, ...overrides });
}

function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

describe('exemption expiry warning', () => {
  it('warns about an approved exemption ending within 90 days, today included, not at 91', () => {
    const at90 = approvedUntil('2025-05-30', { medicaidExemptionName: 'Medically frail' });
    expect(expiringExemptions([at90], TODAY)).toEqual([
      {
        id: at90.id,
        medicaidExemptionName: 'Medically frail',
        medicaidExemptionNameEs: undefined,
        expirationDate: '2025-05-30',
        days: 90,
      },
    ]);
    expect(expiringExemptions([approvedUntil('2025-05-31')], TODAY)).toEqual([]);
    expect(expiringExemptions([approvedUntil(TODAY)], TODAY)).toMatchObject([{ days: 0 }]);
    expect(expiringExemptions([approvedUntil('2025-02-28')], TODAY)).toEqual([]);
  });

  it('ignores requests that are not approved, permanent ones and ones without an end', () => {
    expect(
      expiringExemptions(
        [
          approvedUntil('2025-04-01', { status: 'under_review' }),
          approvedUntil('2025-04-01', { status: 'expired' }),
          approvedUntil(null, { isPermanent: true }),
          approvedUntil(null),
        ],
        TODAY,
      ),
    ).toEqual([]);
  });

  it('lists the soonest first, after the deadline and before the adult-status warning', () => {
    const later = approvedUntil('2025-05-01', { medicaidExemptionName: 'Later' });
    const sooner = approvedUntil('2025-03-10', { medicaidExemptionName: 'Caregiver' });
    const kinds = dashboardWarnings(undefined, '2006-04-01', TODAY, [later, sooner]).map((warning) =>
      warning.kind === 'exemption-expiry' ? warning.medicaidExemptionName : warning.kind,
    );
    expect(kinds).toEqual(['Caregiver', 'Later', 'adult-status']);
  });

  it('shows on the dashboard with the end date written out', async () => {
    const today = todayIso();
    await renderExemptionSection({
      exemptions: [
        approvedUntil(addDays(today, 30), { medicaidExemptionName: 'Medically frail' }),
        approvedUntil(addDays(today, 91)),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'An exemption ends soon' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'An exemption ends soon' })).toHaveLength(1);
    expect(screen.getByText(/Your Medically frail exemption ends on .*, in 30 days\./)).toBeInTheDocument();
  });
});
