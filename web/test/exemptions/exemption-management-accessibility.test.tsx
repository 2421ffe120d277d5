import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { makeExemptionAttachment, makeExemptionType, makeNote, makeUserExemption } from './support';
import { renderExemptionSection } from './exemption-management-support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const student = makeExemptionType({
  exemptionName: 'Student',
  abbreviation: 'STUDENT',
  allowsPermanent: true,
});
const waiting = makeUserExemption({
  abbreviation: 'MED',
  status: 'waiting_on_enrollee',
  waitingMessage: 'Please upload a letter.',
});

describe.each(['en', 'es'] as const)('Exemption Management in %s', (language) => {
  it('has no accessibility violation in the table, the details, the form and the delete question', async () => {
    await renderExemptionSection({
      types: [student],
      exemptions: [waiting, makeUserExemption({ medicaidExemptionName: 'Disability', status: 'approved' })],
      handlers: {
        [`GET /api/exemption-notes/${waiting.id}`]: { body: [makeNote({ exemptionId: waiting.id })] },
        [`GET /api/exemptions/${waiting.id}/attachments`]: {
          body: [makeExemptionAttachment({ exemptionId: waiting.id })],
        },
      },
    });
    await i18n.changeLanguage(language);
    const english = language === 'en';
    expect(await violations()).toEqual([]);

    const user = userEvent.setup();
    const row = screen.getByRole('rowheader', { name: 'Medically frail' }).closest('tr')!;
    await user.click(
      within(row).getByRole('button', { name: english ? /^Notes and files/ : /^Notas y archivos/ }),
    );
    await screen.findAllByText('doctor-letter.pdf');
    expect(await violations()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: english ? 'Request an Exemption' : 'Solicitar una exención' }),
    );
    const form = await screen.findByRole('form', {
      name: english ? 'Request an Exemption' : 'Solicitar una exención',
    });
    await user.selectOptions(
      within(form).getByLabelText(english ? /^Exemption type/ : /^Tipo de exención/),
      student.id,
    );
    expect(await violations()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: english ? /^Delete/ : /^Eliminar/ }));
    await screen.findByRole('alertdialog');
    expect(await violations()).toEqual([]);
  });
});
