import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../src/lib/format';
import { daysAfter } from '../../src/features/state-portal/lib/work-queue';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { makeRequest, november, portalApi, renderPortal, REVIEWER } from './support';

/**
 * The `blob:` addresses the page made, with the file each shows, and those it gave back; jsdom has
 * no `URL.createObjectURL` of its own.
 */
const objectUrls = { made: new Map<string, Blob>(), revoked: [] as string[] };
beforeEach(() => {
  objectUrls.made.clear();
  objectUrls.revoked = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${objectUrls.made.size + 1}`;
      objectUrls.made.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => objectUrls.revoked.push(url),
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  await applyLanguage('en');
});

const JOSE_REQUEST = makeRequest({ username: 'jnunez', status: 'requested' });
const NEXT_REQUEST = makeRequest({ username: 'ana', status: 'under_review' });

function workItem(overrides: Partial<WorkItem> & Pick<WorkItem, 'kind' | 'id'>): WorkItem {
  return {
    person: {
      userId: JOSE_REQUEST.userId,
      firstName: 'José',
      lastName: 'Núñez',
      username: 'jnunez',
      phone: '***-***-7788',
      medicaidIdLast4: '4321',
      preferredLanguage: 'es',
    },
    what: {
      exemptionTypeName: 'Medically Frail',
      exemptionTypeNameEs: 'Médicamente frágil',
      reason: null,
      months: [],
    },
    status: 'requested',
    waitingSince: '2026-02-01T14:00:00.000Z',
    daysWaiting: 37,
    dueDate: null,
    assignedTo: null,
    thisMonth: null,
    ...overrides,
  };
}

const JOSE = workItem({ kind: 'exemption', id: JOSE_REQUEST.id });
const VERIFICATION = workItem({
  kind: 'verification',
  id: '7a000000-0000-4000-8000-000000000001',
  person: { ...JOSE.person, firstName: 'Ben', lastName: 'Ortiz', username: 'ben', preferredLanguage: 'en' },
  what: {
    exemptionTypeName: null,
    exemptionTypeNameEs: null,
    reason: 'renewal',
    months: ['2025-12', '2026-01'],
  },
  status: 'needs_information',
  dueDate: '2026-03-20',
  daysWaiting: 9,
  assignedTo: { id: '0a1b2c3d-0000-4000-8000-0000000000ff', username: 'reviewer_bob' },
});
const NEXT = workItem({
  kind: 'exemption',
  id: NEXT_REQUEST.id,
  person: { ...JOSE.person, firstName: 'Ana', lastName: 'Pérez', username: 'ana' },
});

const PDF: ExemptionAttachment = {
  id: '6f000000-0000-4000-8000-000000000001',
  exemptionId: JOSE_REQUEST.id,
  fileName: 'letter.pdf',
  originalName: 'doctor-letter.pdf',
  fileSize: 2048,
  fileType: 'application/pdf',
  description: null,
  uploadedBy: 'jnunez',
  uploadedByUserId: JOSE_REQUEST.userId,
  uploadedAt: '2026-02-01T14:00:00.000Z',
};
const PHOTO: ExemptionAttachment = {
  ...PDF,
  id: '6f000000-0000-4000-8000-000000000002',
  originalName: 'id.png',
  fileType: 'image/png',
};

function queueApi(items: WorkItem[], total = items.length) {
  return portalApi([JOSE_REQUEST, NEXT_REQUEST], {
    extra: (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/work-queue')
        return {
          body: {
            items,
            total,
            page: Number(new URL(call.url, 'http://x').searchParams.get('page') ?? 1),
            pageSize: 25,
          },
        };
      if (call.method === 'POST' && call.path.endsWith('/assign'))
        return { body: { ...JOSE, assignedTo: { id: REVIEWER.id, username: REVIEWER.username } } };
      const one = /^\/api\/admin\/work-queue\/(exemption|verification)\/([^/]+)$/.exec(call.path);
      if (call.method === 'GET' && one) {
        const found = [JOSE, VERIFICATION, NEXT].find((item) => item.id === one[2]);
        return found
          ? { body: found }
          : { status: 404, body: { message: 'This case is not in the work queue any more' } };
      }
      if (call.method === 'GET' && call.path === `/api/exemptions/${JOSE_REQUEST.id}/attachments`)
        return { body: [PDF, PHOTO] };
      if (call.method === 'GET' && /^\/api\/exemptions\/attachments\/[^/]+\/download$/.test(call.path))
        return {
          body: { downloadUrl: `${call.path.replace('/download', '/content')}?sig=abc`, fileName: 'x' },
        };
      // The file itself, through the signed link (its bytes do not matter here).
      if (call.method === 'GET' && /^\/api\/exemptions\/attachments\/[^/]+\/content$/.test(call.path))
        return { body: 'file' };
      if (call.method === 'PATCH' && call.path === `/api/admin/exemptions/${JOSE_REQUEST.id}/status`)
        return { body: { ...JOSE_REQUEST, status: (call.body as { status: string }).status } };
      if (call.method === 'GET' && call.path === '/api/admin/work-queue/next')
        return { body: { item: NEXT } };
      if (call.method === 'GET' && call.path === `/api/admin/user/${JOSE_REQUEST.userId}/compliance`)
        return {
          body: november({ determination: 'met', route: 'hours', decidedBy: 'enrollee', missing: null }),
        };
      return undefined;
    },
  });
}

describe('the work queue, the portal’s first screen', () => {
  it('lists both kinds with days waiting, due date and assignee, and keeps the old list as a tab', async () => {
    queueApi([JOSE, VERIFICATION]);
    renderPortal('/state-portal');
    const table = await screen.findByRole('table', { name: 'Cases waiting on a reviewer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'José Núñezjnunez',
      'Ben Ortizben',
    ]);
    expect(within(rows[0]!).getByText('37 days')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending review')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Mar 20, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('reviewer_bob')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Renewal: 2025-12, 2026-01/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'José Núñez' })).toHaveAttribute(
      'href',
      `/state-portal/work/exemption/${JOSE.id}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 cases waiting');
    const tabs = screen.getByRole('navigation', { name: 'Portal views' });
    expect(within(tabs).getByRole('link', { name: 'Work queue' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All exemption requests' })).toHaveAttribute(
      'href',
      '/state-portal/requests',
    );
  });

  it('searches, filters and pages on the server, and assigns a case to the reviewer', async () => {
    const api = queueApi([JOSE], 60);
    const { location } = renderPortal('/state-portal');
    await screen.findByRole('table', { name: 'Cases waiting on a reviewer' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jose');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of case' }), 'exemption');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'none');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(api.calls).toContain(
        'GET /api/admin/work-queue?search=jose&kind=exemption&assigned=none&page=2',
      ),
    );
    expect(location()).toBe('/state-portal');

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(api.to(`POST /api/admin/work-queue/exemption/${JOSE.id}/assign`)).toHaveLength(1),
    );
  });
});

describe('the decision screen of an exemption', () => {
  it('shows the person, the month and the documents beside the decision', async () => {
    const api = queueApi([JOSE]);
    renderPortal(`/state-portal/work/exemption/${JOSE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'José Núñez' })).toBeInTheDocument();
    expect(screen.getByText('4321')).toBeInTheDocument();
    expect(screen.getByText('***-***-7788')).toBeInTheDocument();
    // The person's month as reporting judges it today, not only what the request holds.
    expect(await screen.findByText('Decided from what the person reported.')).toBeInTheDocument();

    // The first file that can be shown opens at once, fetched through its signed link and framed from
    // an address of the page's own (the file's address refuses to be framed); another is a click away.
    const pdf = await screen.findByTitle('Preview of doctor-letter.pdf');
    expect(pdf.tagName).toBe('IFRAME');
    const pdfUrl = pdf.getAttribute('src') ?? '';
    expect(pdfUrl).toMatch(/^blob:/);
    expect(objectUrls.made.get(pdfUrl)?.type).toBe('application/pdf');
    expect(api.calls).toContain(`GET /api/exemptions/attachments/${PDF.id}/content?sig=abc`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'id.png' }));
    const photo = await screen.findByRole('img', { name: 'Preview of id.png' });
    const photoUrl = photo.getAttribute('src') ?? '';
    expect(objectUrls.made.get(photoUrl)?.type).toBe('image/png');
    // The PDF no longer shown is let go of.
    expect(objectUrls.revoked).toEqual([pdfUrl]);
  });

  it('asks for information with a template in the person’s language and a due date, then opens the next case', async () => {
    const api = queueApi([JOSE, NEXT]);
    const { location } = renderPortal(`/state-portal/work/exemption/${JOSE.id}`);
    await screen.findByRole('heading', { level: 1, name: 'José Núñez' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: 'Ask for information' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is needed' }), 'clearer_copy');
    const message = screen.getByRole('textbox', { name: /Message to the person/ });
    expect((message as HTMLTextAreaElement).value).toMatch(/^No pudimos leer el documento/);
    const replyBy = screen.getByLabelText(/Reply by/);
    expect(replyBy).toHaveValue(daysAfter(todayIso(), 14));
    expect(replyBy).toHaveAttribute('max', daysAfter(todayIso(), 60));
    await user.clear(replyBy);
    await user.type(replyBy, daysAfter(todayIso(), 30));

    await user.click(screen.getByRole('button', { name: 'Decide and open next' }));
    await waitFor(() => expect(location()).toBe(`/state-portal/work/exemption/${NEXT.id}`));
    expect(api.to(`PATCH /api/admin/exemptions/${JOSE.id}/status`)[0]?.body).toEqual({
      status: 'waiting_on_enrollee',
      waitingMessage: expect.stringMatching(/^No pudimos leer el documento/),
      replyBy: daysAfter(todayIso(), 30),
    });
    expect(api.calls).toContain(`GET /api/admin/work-queue/next?after=exemption%3A${JOSE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
  });

  it('denies with a reason code that fills the reason, and needs a decision first', async () => {
    const api = queueApi([JOSE]);
    renderPortal(`/state-portal/work/exemption/${JOSE.id}`);
    await screen.findByRole('heading', { level: 1, name: 'José Núñez' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decide and open next' }));
    expect(screen.getByText('Choose a decision first.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Deny' }));
    await user.click(screen.getByRole('button', { name: 'Decide and open next' }));
    expect(await screen.findByText('Write the message the person reads.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'duplicate_request');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(api.to(`PATCH /api/admin/exemptions/${JOSE.id}/status`)).toHaveLength(1));
    expect(api.to(`PATCH /api/admin/exemptions/${JOSE.id}/status`)[0]?.body).toEqual({
      status: 'denied',
      denialReason: expect.stringMatching(/^Ya tiene una solicitud/),
    });
  });
});

describe('the decision screen of a verification', () => {
  it('shows the months asked for and links to the verification request', async () => {
    queueApi([VERIFICATION]);
    renderPortal(`/state-portal/work/verification/${VERIFICATION.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Ortiz' })).toBeInTheDocument();
    expect(await screen.findByText('Months asked for: 2025-12, 2026-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the verification request' })).toHaveAttribute(
      'href',
      `/admin/verifications/${VERIFICATION.id}`,
    );
    expect(screen.getByRole('button', { name: 'Take over the case of Ben Ortiz' })).toBeInTheDocument();
  });

  it('says so when the case left the queue', async () => {
    queueApi([]);
    renderPortal('/state-portal/work/verification/7a000000-0000-4000-8000-000000000999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case Not in the Queue' }),
    ).toBeInTheDocument();
  });
});

describe('accessibility of the work queue', () => {
  it('has no violation in the queue or in the decision screen asking for information', async () => {
    queueApi([JOSE, VERIFICATION]);
    const view = renderPortal('/state-portal');
    await screen.findByRole('table', { name: 'Cases waiting on a reviewer' });
    expect(await violations()).toEqual([]);
    view.unmount();

    queueApi([JOSE]);
    renderPortal(`/state-portal/work/exemption/${JOSE.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Ask for information' }));
    // axe cannot reach into frames under jsdom: the check runs with the image shown.
    await user.click(await screen.findByRole('button', { name: 'id.png' }));
    await screen.findByRole('img', { name: 'Preview of id.png' });
    expect(await violations()).toEqual([]);
  });
});
