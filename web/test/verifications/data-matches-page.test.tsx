import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataMatchesPage } from '../../src/features/verifications/components/data-matches-page';
import { applyLanguage } from '../../src/lib/i18n';
import { type Handler, mockApi } from '../activities/support';
import { currentUser } from '../admin/support';
import { renderPage } from '../support/render';
import { csvFile, makeImport, requestId } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const IMPORT = '/api/admin/data-matches/import';
const FOLLOW = `/api/admin/data-matches/imports/${requestId('d1')}`;

function renderDataMatches(handlers: Record<string, Handler>) {
  const api = mockApi({ 'GET /api/user': { body: currentUser() }, ...handlers });
  renderPage(<DataMatchesPage />, { path: '/admin/data-matches' });
  return api;
}

async function uploadFile(name = 'wages-2025-02.csv') {
  const user = userEvent.setup();
  const file = csvFile(name, 'medicaidId,month,source,amount,hours,flag\n');
  await user.upload(await screen.findByLabelText(/CSV file/), file);
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
  return file;
}

function reportFigures(): Record<string, string | undefined> {
  const region = screen.getByRole('region', { name: /^Import result for / });
  const terms = within(region).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('/admin/data-matches', () => {
  it('explains every column and source of the file', async () => {
    renderDataMatches({});
    expect(await screen.findByRole('heading', { level: 1, name: 'State Data Matches' })).toBeInTheDocument();
    const columns = screen.getByRole('region', { name: "The file's columns" });
    expect(
      within(columns)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['medicaidId', 'month', 'source', 'amount', 'hours', 'flag']);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(
      within(sources)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['wages', 'unemployment', 'snap', 'tanf', 'claims', 'va', 'school', 'other']);
  });

  it('shows the report of a file matched within the call, with the rows refused', async () => {
    const api = renderDataMatches({
      [`POST ${IMPORT}`]: {
        body: makeImport({
          rows: 4,
          processed: 4,
          matched: 2,
          unmatched: 1,
          refused: [{ line: 5, reason: 'Unknown source: payroll' }],
        }),
      },
    });
    const file = await uploadFile();
    expect(
      await screen.findByRole('heading', { name: 'Import result for wages-2025-02.csv' }),
    ).toBeInTheDocument();
    expect(reportFigures()).toEqual({
      Rows: '4',
      Matched: '2',
      'Unmatched (kept until the person registers)': '1',
      Refused: '1',
    });
    const refused = screen.getByRole('table', { name: 'Rows refused' });
    expect(
      within(refused)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', 'Unknown source: payroll']);
    expect((api.to(`POST ${IMPORT}`)[0]!.body as FormData).get('file')).toBe(file);
    expect(screen.queryByText('This file was imported before; nothing changed.')).not.toBeInTheDocument();
  });

  it('says so when the same file was imported before', async () => {
    renderDataMatches({
      [`POST ${IMPORT}`]: { body: makeImport({ duplicateOf: requestId('d0'), matched: 0, unmatched: 0 }) },
    });
    await uploadFile();
    expect(await screen.findByText('This file was imported before; nothing changed.')).toBeInTheDocument();
  });

  it('follows a large file from 202 every second, with its progress, until its report', async () => {
    const readings = [
      makeImport({
        status: 'processing',
        rows: 3000,
        processed: 1200,
        matched: 1100,
        unmatched: 100,
        finishedAt: null,
      }),
      makeImport({
        status: 'finished',
        rows: 3000,
        processed: 3000,
        matched: 2800,
        unmatched: 190,
        refused: [{ line: 17, reason: 'Expected a month as YYYY-MM' }],
      }),
    ];
    let asked = 0;
    const api = renderDataMatches({
      [`POST ${IMPORT}`]: {
        status: 202,
        headers: { Location: FOLLOW },
        body: makeImport({
          status: 'processing',
          rows: 3000,
          processed: 0,
          matched: 0,
          unmatched: 0,
          finishedAt: null,
        }),
      },
      [`GET ${FOLLOW}`]: () => ({ body: readings[Math.min(asked++, readings.length - 1)] }),
    });
    await uploadFile();
    const progress = await screen.findByRole('progressbar', { name: 'Rows matched so far' });
    expect(progress).toHaveAttribute('max', '3000');
    expect(progress).toHaveAttribute('value', '0');
    expect(screen.getByText('Matching rows: 0 of 3000')).toBeInTheDocument();
    // The upload's answer is the first reading: nothing is asked before a second has passed.
    expect(api.to(`GET ${FOLLOW}`)).toHaveLength(0);

    await waitFor(() => expect(screen.getByText('Matching rows: 1200 of 3000')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1200');

    expect(
      await screen.findByRole('heading', { name: 'Import result for wages-2025-02.csv' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(reportFigures()).toEqual({
      Rows: '3,000',
      Matched: '2,800',
      'Unmatched (kept until the person registers)': '190',
      Refused: '1',
    });
    // Finished: asked no more.
    const calls = api.to(`GET ${FOLLOW}`).length;
    expect(calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.to(`GET ${FOLLOW}`)).toHaveLength(calls);
  });

  it('asks for a file before uploading', async () => {
    const user = userEvent.setup();
    const api = renderDataMatches({});
    await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText('Choose a CSV file to upload')).toBeInTheDocument();
    expect(api.to(`POST ${IMPORT}`)).toHaveLength(0);
  });
});
