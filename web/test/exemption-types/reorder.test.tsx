import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { ADMIN, catalogueApi, makeType, renderCatalogue } from './support';

const ROW_HEIGHT = 48;

/**
 * jsdom lays nothing out, so every box is empty and the keyboard sensor would find no row above or
 * below another. Here each table row is a band of ROW_HEIGHT pixels in its place in the table.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tbody > tr');
    const index = row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : 0;
    const top = 200 + index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 900,
      bottom: top + ROW_HEIGHT,
      width: 900,
      height: ROW_HEIGHT,
      toJSON: () => ({}),
    } as DOMRect;
  });
  Element.prototype.scrollIntoView = () => undefined;
}

beforeEach(layOutRows);

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await applyLanguage('en');
});

function rowNames(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

/** The dnd-kit live region, which tells screen-reader users where the row is. */
function announcement(): string {
  const regions = [...document.querySelectorAll('[role="status"][aria-live="assertive"]')];
  return regions.map((region) => region.textContent).join(' ');
}

/** Lets the keyboard sensor attach its listeners (it does so on the next task) and the drag re-measure. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('reordering with the keyboard', () => {
  // Gaps and ties in the stored orders are left over from earlier edits; a move renumbers them all.
  const A = makeType({ exemptionName: 'Alpha', sortOrder: 0 });
  const B = makeType({ exemptionName: 'Bravo', sortOrder: 5 });
  const C = makeType({ exemptionName: 'Charlie', sortOrder: 5 });
  const D = makeType({ exemptionName: 'Delta', sortOrder: 9 });

  it('moves a row down two places, announces each step, and sends every row renumbered 0..n-1', async () => {
    const api = catalogueApi([D, C, B, A]);
    renderCatalogue();
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    const user = userEvent.setup();

    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable row');
    handle.focus();
    await user.keyboard('[Space]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Picked up Alpha. It is in position 1 of 4.'));
    await user.keyboard('[ArrowDown]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Alpha was moved to position 2 of 4.'));
    await user.keyboard('[ArrowDown]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Alpha was moved to position 3 of 4.'));
    await user.keyboard('[Space]');

    expect(await screen.findByText('Exemption order updated successfully')).toBeInTheDocument();
    const sent = api.to('PATCH /api/admin/medicaid-exemptions/reorder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      items: [
        { id: B.id, sortOrder: 0 },
        { id: C.id, sortOrder: 1 },
        { id: A.id, sortOrder: 2 },
        { id: D.id, sortOrder: 3 },
      ],
    });
    expect(announcement()).toContain('Alpha was dropped in position 3 of 4.');
    expect(rowNames()).toEqual(['Bravo', 'Charlie', 'Alpha', 'Delta']);
    const alpha = screen.getByRole('rowheader', { name: 'Alpha' }).closest('tr')!;
    expect(within(alpha).getAllByRole('cell')[1]).toHaveTextContent('3');
  });

  it('sends nothing when the move is cancelled with Escape', async () => {
    const api = catalogueApi([A, B, C]);
    renderCatalogue();
    await screen.findByRole('table');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move Bravo' }).focus();
    await user.keyboard('[Space]');
    await settle();
    await user.keyboard('[ArrowUp]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Bravo was moved to position 1 of 3.'));
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(announcement()).toContain('Moving was cancelled. Bravo stays in position 2 of 3.'),
    );
    await settle();
    expect(api.to('PATCH /api/admin/medicaid-exemptions/reorder')).toHaveLength(0);
    expect(rowNames()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('puts the rows back where the server has them when it refuses the new order', async () => {
    catalogueApi([A, B, C], {
      extra: ({ method, path }) =>
        method === 'PATCH' && path === '/api/admin/medicaid-exemptions/reorder'
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : undefined,
    });
    renderCatalogue();
    await screen.findByRole('table');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Move Alpha' }).focus();
    await user.keyboard('[Space]');
    await settle();
    await user.keyboard('[ArrowDown]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Alpha was moved to position 2 of 3.'));
    await user.keyboard('[Space]');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Alpha', 'Bravo', 'Charlie']));
  });

  it('tells how to move a row, and announces the moves, in Spanish', async () => {
    catalogueApi([A, B], { me: { ...ADMIN, preferredLanguage: 'es' } });
    renderCatalogue();
    await screen.findByRole('table');
    const user = userEvent.setup();
    const handle = screen.getByRole('button', { name: 'Mover Alpha' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent(/Para tomar esta exención, presione la barra espaciadora/);
    handle.focus();
    await user.keyboard('[Space]');
    await settle();
    await waitFor(() => expect(announcement()).toContain('Tomó Alpha. Está en la posición 1 de 2.'));
    await user.keyboard('[Escape]');
  });
});
