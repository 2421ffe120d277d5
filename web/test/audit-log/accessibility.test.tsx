import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../src/features/audit-log/lib/filters';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { makeUser } from '../support/users';
import { ADMIN, auditApi, makeEntry, renderAuditLog } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe.each(['en', 'es'] as const)('the audit trail in %s', (language) => {
  it('has no accessibility violation in the table, and in the filters showing an error', async () => {
    const entries = [
      makeEntry({ subjectUsername: null }),
      makeEntry({ subjectId: null, subjectUsername: null, action: 'exemptions.viewed' }),
      makeEntry({ action: 'impersonation.started', reason: 'Helping with a report' }),
      makeEntry({ action: 'profile.updated', changes: ['city', 'zipCode'] }),
      ...Array.from({ length: AUDIT_PAGE_SIZE }, () => makeEntry()),
    ];
    auditApi(entries, { me: { ...ADMIN, preferredLanguage: language } });
    renderAuditLog();
    await screen.findByRole('table');
    expect(await violations()).toEqual([]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(language === 'en' ? 'From' : 'Desde'), '2026-03-10');
    await user.type(screen.getByLabelText(language === 'en' ? 'To' : 'Hasta'), '2026-03-01');
    await user.click(
      screen.getByRole('button', { name: language === 'en' ? 'Apply filters' : 'Aplicar filtros' }),
    );
    expect(await violations()).toEqual([]);
  });

  it('has no accessibility violation in Access Denied', async () => {
    auditApi([], { me: makeUser({ isAdmin: false, preferredLanguage: language }) });
    renderAuditLog();
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });
});
