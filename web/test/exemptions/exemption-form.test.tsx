import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { fileOfSize } from '../activities/support';
import { makeExemptionType, makeUserExemption } from './support';
import { renderExemptionSection } from './exemption-management-support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const medical = makeExemptionType({
  exemptionName: 'Medically frail',
  abbreviation: 'MED',
  minDurationMonths: 3,
  maxDurationMonths: 9,
  defaultDurationMonths: 6,
});
const disability = makeExemptionType({
  exemptionName: 'Disability',
  abbreviation: 'DIS',
  allowsPermanent: true,
  defaultDurationMonths: 12,
});
const student = makeExemptionType({ exemptionName: 'Student', abbreviation: 'STUDENT' });
const TYPES = [medical, disability, student];

function form() {
  return screen.getByRole('form', { name: /Exemption/ });
}

async function openForm() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Request an Exemption' }));
  return screen.findByRole('form', { name: 'Request an Exemption' });
}

function durationOptions() {
  return within(within(form()).getByLabelText(/^Duration requested/))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
}

describe('Exemption request form', () => {
  it('offers the catalogue, and durations from 1 to 12 months before a type is chosen', async () => {
    await renderExemptionSection({ types: TYPES });
    await openForm();
    const type = within(form()).getByLabelText(/^Exemption type/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['- Select an exemption type -', 'Medically frail', 'Disability', 'Student']);
    expect(durationOptions()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(within(form()).queryByLabelText(/permanent/)).not.toBeInTheDocument();
  });

  it('offers the types by name in Spanish on a Spanish page, with what the chosen one is and what proof helps', async () => {
    const frail = makeExemptionType({
      exemptionName: 'Medically frail or living with a disability',
      exemptionNameEs: 'Con fragilidad médica o con una discapacidad',
      abbreviation: 'MED_FRAIL',
      description: 'A serious or complex medical condition.',
      descriptionEs: 'Una enfermedad grave o compleja.',
      proofHint: 'A letter from your doctor.',
      proofHintEs: 'Una carta de su médico.',
    });
    const untranslated = makeExemptionType({ exemptionName: 'Jury duty', abbreviation: 'JURY' });
    await renderExemptionSection({ types: [frail, untranslated] });
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Solicitar una exención' }));
    const spanishForm = await screen.findByRole('form', { name: 'Solicitar una exención' });
    const type = within(spanishForm).getByLabelText(/^Tipo de exención/);
    expect(
      within(type)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['Con fragilidad médica o con una discapacidad', 'Jury duty']);
    await user.selectOptions(type, frail.id);
    expect(spanishForm).toHaveTextContent('Una enfermedad grave o compleja.');
    expect(spanishForm).toHaveTextContent('Qué comprobantes sirven: Una carta de su médico.');
    expect(spanishForm).not.toHaveTextContent('MED_FRAIL');
    expect(spanishForm).not.toHaveTextContent('A letter from your doctor.');
  });

  it("runs the durations from the type's minimum to its maximum, its default chosen", async () => {
    await renderExemptionSection({ types: TYPES });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), medical.id);
    expect(durationOptions()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(within(form()).getByLabelText(/^Duration requested/)).toHaveValue('6');
    expect(within(form()).getByRole('option', { name: '6 months' })).toBeInTheDocument();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), disability.id);
    expect(durationOptions()).toHaveLength(12);
    expect(within(form()).getByLabelText(/^Duration requested/)).toHaveValue('12');
  });

  it('offers Permanent only for a type that allows it, and hides the duration once ticked', async () => {
    await renderExemptionSection({ types: TYPES });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), medical.id);
    expect(within(form()).queryByLabelText('Request a permanent exemption')).not.toBeInTheDocument();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), disability.id);
    const permanent = within(form()).getByLabelText('Request a permanent exemption');
    expect(permanent).not.toBeChecked();
    await user.click(permanent);
    expect(within(form()).queryByLabelText(/^Duration requested/)).not.toBeInTheDocument();
    await user.click(permanent);
    expect(within(form()).getByLabelText(/^Duration requested/)).toBeInTheDocument();
  });

  it('asks for school details only for the student type', async () => {
    await renderExemptionSection({ types: TYPES });
    await openForm();
    const user = userEvent.setup();
    expect(within(form()).queryByRole('group', { name: 'Student details' })).not.toBeInTheDocument();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), student.id);
    const details = within(form()).getByRole('group', { name: 'Student details' });
    expect(within(details).getByLabelText('I am currently enrolled')).toBeInTheDocument();
    expect(within(details).getByLabelText('School or institution')).toBeInTheDocument();
    expect(within(details).getByLabelText('Credit hours this term')).toBeInTheDocument();
    expect(within(details).getByLabelText('Month')).toBeInTheDocument();
    expect(within(details).getByLabelText('Year')).toBeInTheDocument();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), medical.id);
    expect(within(form()).queryByRole('group', { name: 'Student details' })).not.toBeInTheDocument();
  });

  it('requires a type', async () => {
    const { api } = await renderExemptionSection({ types: TYPES });
    await openForm();
    await userEvent.setup().click(within(form()).getByRole('button', { name: 'Submit Request' }));
    expect(await within(form()).findByText('Please select an exemption type')).toBeInTheDocument();
    expect(api.to('POST /api/user-exemptions')).toHaveLength(0);
  });

  it('sends a new request and its document as one multipart call, then refreshes the list and the stats', async () => {
    const { api } = await renderExemptionSection({
      types: TYPES,
      handlers: { 'POST /api/user-exemptions': { status: 201, body: makeUserExemption() } },
    });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), student.id);
    await user.selectOptions(within(form()).getByLabelText(/^Duration requested/), '4');
    await user.click(within(form()).getByLabelText('I am currently enrolled'));
    await user.type(within(form()).getByLabelText('School or institution'), 'City College');
    await user.type(within(form()).getByLabelText('Credit hours this term'), '12');
    await user.selectOptions(within(form()).getByLabelText('Month'), '5');
    await user.type(within(form()).getByLabelText('Year'), '2026');
    await user.type(within(form()).getByLabelText(/^Application notes/), 'Full-time student');
    await user.upload(
      within(form()).getByLabelText('Supporting document (optional)'),
      fileOfSize('enrolment.pdf', 2000),
    );
    const statsBefore = api.to('GET /api/dashboard/stats').length;
    const listBefore = api.to('GET /api/user-exemptions').length;
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Exemption added successfully')).toBeInTheDocument();
    const body = api.to('POST /api/user-exemptions')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      medicaidExemptionId: student.id,
      isRenewal: 'false',
      applicationNotes: 'Full-time student',
      durationRequestedMonths: '4',
      requestPermanent: 'false',
      currentlyEnrolled: 'true',
      schoolName: 'City College',
      creditHours: '12',
      expectedGraduationMonth: '5',
      expectedGraduationYear: '2026',
    });
    expect((body.get('file') as File).name).toBe('enrolment.pdf');
    expect(screen.queryByRole('form', { name: 'Request an Exemption' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/user-exemptions').length).toBe(listBefore + 1));
    await waitFor(() => expect(api.to('GET /api/dashboard/stats').length).toBe(statsBefore + 1));
    expect(screen.getByRole('button', { name: 'Request an Exemption' })).toHaveFocus();
  });

  it('sends a permanent request without a duration, and no school details for another type', async () => {
    const { api } = await renderExemptionSection({
      types: TYPES,
      handlers: { 'POST /api/user-exemptions': { status: 201, body: makeUserExemption() } },
    });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), student.id);
    await user.type(within(form()).getByLabelText('School or institution'), 'City College');
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), disability.id);
    await user.click(within(form()).getByLabelText('Request a permanent exemption'));
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Exemption added successfully');
    const body = api.to('POST /api/user-exemptions')[0]?.body as FormData;
    expect(body.get('requestPermanent')).toBe('true');
    expect(body.has('durationRequestedMonths')).toBe(false);
    expect(body.has('schoolName')).toBe(false);
    expect(body.has('file')).toBe(false);
  });

  it('refuses a document over 5 MB', async () => {
    await renderExemptionSection({ types: TYPES });
    await openForm();
    await userEvent
      .setup()
      .upload(
        within(form()).getByLabelText('Supporting document (optional)'),
        fileOfSize('big.pdf', 6 * 1024 * 1024),
      );
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(
      within(form()).getByLabelText<HTMLInputElement>('Supporting document (optional)').files,
    ).toHaveLength(0);
  });

  it('holds the request while the chosen document cannot go, until the person says to send it without', async () => {
    const { api } = await renderExemptionSection({
      types: TYPES,
      handlers: { 'POST /api/user-exemptions': { status: 201, body: makeUserExemption() } },
    });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), medical.id);
    await user.upload(
      within(form()).getByLabelText('Supporting document (optional)'),
      fileOfSize('big.pdf', 6 * 1024 * 1024),
    );
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));
    const summary = await within(form()).findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(summary.closest('.usa-alert')).toHaveFocus());
    expect(api.to('POST /api/user-exemptions')).toHaveLength(0);

    await user.click(within(form()).getByRole('checkbox', { name: /Save without the file/ }));
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Exemption added successfully');
    const body = api.to('POST /api/user-exemptions')[0]?.body as FormData;
    expect(body.has('file')).toBe(false);
  });

  it('shows the status and the server text when adding fails', async () => {
    await renderExemptionSection({
      types: TYPES,
      handlers: {
        'POST /api/user-exemptions': {
          status: 409,
          body: { message: 'You already have a pending request of this type' },
        },
      },
    });
    await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form()).getByLabelText(/^Exemption type/), medical.id);
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to add exemption')).toBeInTheDocument();
    expect(screen.getByText('409: You already have a pending request of this type')).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it('edits a request with its type fixed, as JSON', async () => {
    const saved = makeUserExemption({
      medicaidExemptionId: medical.id,
      medicaidExemptionName: 'Medically frail',
      abbreviation: 'MED',
      durationRequestedMonths: 5,
      applicationNotes: 'Surgery in April',
    });
    const { api } = await renderExemptionSection({
      types: TYPES,
      exemptions: [saved],
      handlers: { [`PUT /api/user-exemptions/${saved.id}`]: { body: saved } },
    });
    const user = userEvent.setup();
    const edit = screen.getByRole('button', { name: /^Edit Medically frail/ });
    await user.click(edit);
    const editForm = await screen.findByRole('form', { name: 'Edit Exemption Request' });
    const type = within(editForm).getByLabelText(/^Exemption type/);
    expect(type).toBeDisabled();
    expect(type).toHaveDisplayValue('Medically frail');
    expect(within(editForm).getByLabelText(/^Duration requested/)).toHaveValue('5');
    expect(within(editForm).getByLabelText(/^Application notes/)).toHaveValue('Surgery in April');
    expect(within(editForm).queryByLabelText('Supporting document (optional)')).not.toBeInTheDocument();
    await user.selectOptions(within(editForm).getByLabelText(/^Duration requested/), '8');
    await user.click(within(editForm).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Exemption Updated')).toBeInTheDocument();
    expect(api.to(`PUT /api/user-exemptions/${saved.id}`)[0]?.body).toEqual({
      applicationNotes: 'Surgery in April',
      durationRequestedMonths: 8,
      requestPermanent: false,
      effectiveDate: null,
      expirationDate: null,
      currentlyEnrolled: null,
      schoolName: null,
      creditHours: null,
      expectedGraduationMonth: null,
      expectedGraduationYear: null,
    });
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('speaks Spanish, validation message included', async () => {
    await renderExemptionSection({ types: TYPES });
    await i18n.changeLanguage('es');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Solicitar una exención' }));
    const spanishForm = await screen.findByRole('form', { name: 'Solicitar una exención' });
    await userEvent.setup().click(within(spanishForm).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(spanishForm).findByText('Seleccione un tipo de exención')).toBeInTheDocument();
  });
});
