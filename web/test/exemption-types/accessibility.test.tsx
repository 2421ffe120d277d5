import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { ADMIN, catalogueApi, makeType, renderCatalogue } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const TYPES = [
  makeType({ exemptionName: 'Caregiver', sortOrder: 0, minDurationMonths: 1 }),
  makeType({ exemptionName: 'Student', abbreviation: 'STUDENT', sortOrder: 1, isActive: false }),
];

describe.each(['en', 'es'] as const)('the exemption catalogue in %s', (language) => {
  it('has no accessibility violation in the table, the add form, an edit row and the delete question', async () => {
    catalogueApi(TYPES, { me: { ...ADMIN, preferredLanguage: language } });
    renderCatalogue();
    await screen.findByRole('table');
    expect(await violations()).toEqual([]);

    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', {
        name: language === 'en' ? 'Add New Exemption' : 'Agregar nueva exención',
      }),
    );
    expect(await violations()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: language === 'en' ? 'Edit Student' : 'Editar Student' }),
    );
    expect(await violations()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: language === 'en' ? 'Delete Caregiver' : 'Eliminar Caregiver' }),
    );
    await screen.findByRole('alertdialog');
    expect(await violations()).toEqual([]);
  });
});
