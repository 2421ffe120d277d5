import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExemptionNotes } from '../../src/features/exemptions/components/exemption-notes';
import { i18n } from '../../src/lib/i18n';
import { type Handler, mockApi } from '../activities/support';
import { renderWithApp } from '../support/render';
import { ADMIN_ID, EXEMPTION_ID, makeNote, USER_ID } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const NOTES_PATH = `/api/exemption-notes/${EXEMPTION_ID}`;

function renderNotes(
  props: { viewer: 'enrollee' | 'admin'; locked?: boolean; currentUserId?: string },
  notes: ReturnType<typeof makeNote>[],
  handlers: Record<string, Handler> = {},
) {
  const api = mockApi({ [`GET ${NOTES_PATH}`]: { body: notes }, ...handlers });
  renderWithApp(
    <ExemptionNotes
      exemptionId={EXEMPTION_ID}
      viewer={props.viewer}
      locked={props.locked ?? false}
      currentUserId={props.currentUserId ?? (props.viewer === 'admin' ? ADMIN_ID : USER_ID)}
    />,
  );
  return api;
}

describe('ExemptionNotes for the requester', () => {
  it('lists the notes meant for them, labelling their own "You" and others by username', async () => {
    renderNotes({ viewer: 'enrollee' }, [
      makeNote({ noteText: 'I sent the letter.' }),
      makeNote({
        noteText: 'Please send a doctor letter.',
        authorUserId: ADMIN_ID,
        createdByUserId: ADMIN_ID,
        authorUsername: 'reviewer1',
        authorType: 'state_admin',
      }),
      makeNote({
        noteText: 'Internal only',
        isInternal: true,
        authorUserId: ADMIN_ID,
        createdByUserId: ADMIN_ID,
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('I sent the letter.');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-03-05T15:00:00.000Z');
    expect(items[1]).toHaveTextContent('reviewer1');
    expect(screen.queryByText('Internal only')).not.toBeInTheDocument();
  });

  it('keeps Save disabled while the note is blank and sends the text trimmed', async () => {
    const api = renderNotes({ viewer: 'enrollee' }, [], {
      'POST /api/exemption-notes': { status: 201, body: makeNote() },
    });
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    const text = screen.getByLabelText('Add a note');
    await user.type(text, '   ');
    expect(save).toBeDisabled();
    await user.type(text, 'My new job starts in June.  ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Note Added')).toBeInTheDocument();
    expect(api.to('POST /api/exemption-notes')[0]?.body).toEqual({
      exemptionId: EXEMPTION_ID,
      noteText: 'My new job starts in June.',
      authorType: 'enrollee',
      isInternal: false,
    });
    expect(text).toHaveValue('');
    await waitFor(() => expect(api.to(`GET ${NOTES_PATH}`)).toHaveLength(2));
  });

  it('deletes only their own notes, and reports a failure with its status', async () => {
    const own = makeNote({ noteText: 'Mine' });
    const api = renderNotes(
      { viewer: 'enrollee' },
      [own, makeNote({ noteText: 'Theirs', authorUserId: ADMIN_ID, createdByUserId: ADMIN_ID })],
      { [`DELETE /api/exemption-notes/${own.id}`]: { status: 500, body: {} } },
    );
    const list = await screen.findByRole('list', { name: 'Notes' });
    const deletes = within(list).getAllByRole('button', { name: /^Delete/ });
    expect(deletes).toHaveLength(1);
    await userEvent.setup().click(deletes[0]!);
    expect(await screen.findByText('Failed to delete note')).toBeInTheDocument();
    expect(screen.getByText('HTTP 500')).toBeInTheDocument();
    expect(api.to(`DELETE /api/exemption-notes/${own.id}`)).toHaveLength(1);
  });

  it('deletes a note and says so', async () => {
    const own = makeNote({ noteText: 'Mine' });
    renderNotes({ viewer: 'enrollee' }, [own], {
      [`DELETE /api/exemption-notes/${own.id}`]: { status: 204 },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Note Deleted')).toBeInTheDocument();
  });

  it('offers neither the form nor deletion once the request is decided', async () => {
    renderNotes({ viewer: 'enrollee', locked: true }, [makeNote({ noteText: 'Mine' })]);
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(screen.getByText(/notes can no longer be added/)).toBeInTheDocument();
  });

  it('names the failure to add a note', async () => {
    renderNotes({ viewer: 'enrollee' }, [], {
      'POST /api/exemption-notes': {
        status: 500,
        body: { message: 'Something went wrong. Please try again.' },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Add a note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
  });
});

describe('ExemptionNotes for a reviewer', () => {
  it('shows internal notes and notes to the requester apart, each with its own form', async () => {
    const api = renderNotes(
      { viewer: 'admin' },
      [
        makeNote({
          noteText: 'Check the letter date',
          isInternal: true,
          authorUserId: ADMIN_ID,
          createdByUserId: ADMIN_ID,
          authorType: 'state_admin',
        }),
        makeNote({ noteText: 'I sent the letter.' }),
      ],
      { 'POST /api/exemption-notes': { status: 201, body: makeNote() } },
    );
    const internal = await screen.findByRole('region', { name: 'Internal Notes' });
    const requester = screen.getByRole('region', { name: 'Notes to the Requester' });
    expect(internal).toHaveTextContent('Check the letter date');
    expect(internal).not.toHaveTextContent('I sent the letter.');
    expect(requester).toHaveTextContent('I sent the letter.');
    expect(requester).toHaveTextContent('maria');

    const user = userEvent.setup();
    await user.type(within(internal).getByLabelText('Add an internal note'), ' Looks fine ');
    await user.click(within(internal).getByRole('button', { name: 'Add Internal Note' }));
    expect(await screen.findByText('Note Added')).toBeInTheDocument();
    await user.type(
      within(requester).getByLabelText('Write a note to the requester'),
      'Please upload page 2',
    );
    await user.click(within(requester).getByRole('button', { name: 'Send to Requester' }));
    expect(await screen.findByText('Note Sent to Requester')).toBeInTheDocument();
    expect(api.to('POST /api/exemption-notes').map((call) => call.body)).toEqual([
      { exemptionId: EXEMPTION_ID, noteText: 'Looks fine', authorType: 'state_admin', isInternal: true },
      {
        exemptionId: EXEMPTION_ID,
        noteText: 'Please upload page 2',
        authorType: 'state_admin',
        isInternal: false,
      },
    ]);
  });

  it("may delete any internal note and their own, never the requester's, and is never locked", async () => {
    renderNotes({ viewer: 'admin', locked: true }, [
      makeNote({
        noteText: 'By another reviewer',
        isInternal: true,
        authorUserId: idOther(),
        createdByUserId: idOther(),
        authorUsername: 'reviewer2',
      }),
      makeNote({
        noteText: 'By me',
        authorUserId: ADMIN_ID,
        createdByUserId: ADMIN_ID,
        authorType: 'state_admin',
      }),
      makeNote({ noteText: 'By the requester' }),
    ]);
    const internal = await screen.findByRole('region', { name: 'Internal Notes' });
    const requester = screen.getByRole('region', { name: 'Notes to the Requester' });
    expect(within(internal).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    const requesterItems = within(requester).getAllByRole('listitem');
    expect(within(requesterItems[0]!).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(within(requesterItems[0]!).getByText('You')).toBeInTheDocument();
    expect(within(requesterItems[1]!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(internal).getByLabelText('Add an internal note')).toBeInTheDocument();
  });

  it('words failures the reviewer way', async () => {
    renderNotes({ viewer: 'admin' }, [], { 'POST /api/exemption-notes': { status: 503, body: {} } });
    const user = userEvent.setup();
    const internal = await screen.findByRole('region', { name: 'Internal Notes' });
    await user.type(within(internal).getByLabelText('Add an internal note'), 'x');
    await user.click(within(internal).getByRole('button', { name: 'Add Internal Note' }));
    expect(await screen.findByText('Failed to add note: 503')).toBeInTheDocument();
    const requester = screen.getByRole('region', { name: 'Notes to the Requester' });
    await user.type(within(requester).getByLabelText('Write a note to the requester'), 'y');
    await user.click(within(requester).getByRole('button', { name: 'Send to Requester' }));
    expect(await screen.findByText('Failed to send note to requester')).toBeInTheDocument();
  });
});

function idOther() {
  return '00000000-0000-4000-8000-0000000000ff';
}

describe('Editing a note', () => {
  const own = makeNote({ id: '0e000000-0000-4000-8000-0000000000e1', noteText: 'I sent the letter.' });
  const reviewers = makeNote({
    id: '0e000000-0000-4000-8000-0000000000e2',
    noteText: 'Please send a doctor letter.',
    authorUserId: ADMIN_ID,
    createdByUserId: ADMIN_ID,
    authorUsername: 'reviewer1',
    authorType: 'state_admin',
  });
  const PATCH_OWN = `PATCH /api/exemption-notes/${own.id}`;

  it('lets the author change their own note in place, sends it trimmed, and goes back to the Edit button', async () => {
    const api = renderNotes({ viewer: 'enrollee' }, [own, reviewers], {
      [PATCH_OWN]: { body: { ...own, noteText: 'I sent the letter twice.' } },
    });
    const list = await screen.findByRole('list', { name: 'Notes' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(within(theirs!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(mine!).getByRole('button', { name: /^Edit the note by You/ }));
    const field = within(mine!).getByLabelText(/^Change your note/);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('I sent the letter.');
    await user.clear(field);
    expect(within(mine!).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.type(field, '  I sent the letter twice.  ');
    await user.click(within(mine!).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Note Updated')).toBeInTheDocument();
    expect(api.to(PATCH_OWN)[0]?.body).toEqual({ noteText: 'I sent the letter twice.' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Edit the note by You/ })).toHaveFocus());
  });

  it('puts the note back and sends nothing on Cancel', async () => {
    const api = renderNotes({ viewer: 'enrollee' }, [own]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.type(screen.getByLabelText(/^Change your note/), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('I sent the letter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit/ })).toHaveFocus();
    expect(api.to(PATCH_OWN)).toHaveLength(0);
  });

  it('offers no editing to the requester once the request is decided, and lets a reviewer edit only their own', async () => {
    renderNotes({ viewer: 'enrollee', locked: true }, [own]);
    await screen.findByText('I sent the letter.');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    cleanup();
    // A reviewer is never locked out, but edits only what they wrote.
    renderNotes({ viewer: 'admin', locked: true }, [own, reviewers]);
    const list = await screen.findByRole('list', { name: 'Notes to the Requester' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(theirs!).getByRole('button', { name: /^Edit the note by You/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal at the field, in Spanish, and keeps the text', async () => {
    await i18n.changeLanguage('es');
    renderNotes({ viewer: 'enrollee' }, [own], {
      [PATCH_OWN]: {
        status: 400,
        body: {
          message: 'Validation failed',
          fieldErrors: { noteText: 'Note must be 5000 characters or less' },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Editar/ }));
    const field = screen.getByLabelText(/^Cambie su nota/);
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La nota debe tener 5000 caracteres o menos');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('I sent the letter.!');
  });
});
