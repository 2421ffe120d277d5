import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExemptionAttachments } from '../../src/features/exemptions/components/exemption-attachments';
import { i18n } from '../../src/lib/i18n';
import { fileOfSize, type Handler, mockApi } from '../activities/support';
import { renderWithApp } from '../support/render';
import { ADMIN_ID, EXEMPTION_ID, makeExemptionAttachment, USER_ID } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const LIST = `GET /api/exemptions/${EXEMPTION_ID}/attachments`;
const UPLOAD = `POST /api/exemptions/${EXEMPTION_ID}/attachments/upload`;

function renderAttachments(
  props: { viewer?: 'enrollee' | 'admin'; locked?: boolean; currentUserId?: string },
  attachments: ReturnType<typeof makeExemptionAttachment>[],
  handlers: Record<string, Handler> = {},
) {
  const api = mockApi({ [LIST]: { body: attachments }, ...handlers });
  const viewer = props.viewer ?? 'enrollee';
  renderWithApp(
    <ExemptionAttachments
      exemptionId={EXEMPTION_ID}
      viewer={viewer}
      locked={props.locked ?? false}
      currentUserId={props.currentUserId ?? (viewer === 'admin' ? ADMIN_ID : USER_ID)}
    />,
  );
  return api;
}

async function list() {
  return screen.findByRole('list', { name: 'Files attached to this request' });
}

describe('ExemptionAttachments', () => {
  it('lists each file with its size in KB (one decimal), its uploader and date', async () => {
    renderAttachments({}, [
      makeExemptionAttachment({ originalName: 'letter.pdf', fileSize: 12_800, description: 'From Dr. Ruiz' }),
      makeExemptionAttachment({
        originalName: 'form.pdf',
        fileSize: 1536,
        uploadedBy: 'reviewer1',
        uploadedByUserId: ADMIN_ID,
      }),
    ]);
    const items = within(await list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('letter.pdf');
    expect(items[0]).toHaveTextContent('(12.5 KB)');
    expect(items[0]).toHaveTextContent(/Uploaded by you on Mar 5, 2025/);
    expect(items[0]).toHaveTextContent('From Dr. Ruiz');
    expect(items[1]).toHaveTextContent('(1.5 KB)');
    expect(items[1]).toHaveTextContent('Uploaded by reviewer1');
    expect(items[1]).toHaveTextContent('No description');
  });

  it('sends each picked file on its own request, the enrollee without a description', async () => {
    const api = renderAttachments({}, [], {
      [UPLOAD]: { status: 201, body: makeExemptionAttachment() },
    });
    await screen.findByText('No files have been attached yet.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Upload Files'), [
        fileOfSize('one.pdf', 1000),
        fileOfSize('two.pdf', 2000),
      ]);
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    expect(screen.getByText('2 files have been attached to this request.')).toBeInTheDocument();
    const uploads = api.to(UPLOAD);
    expect(uploads).toHaveLength(2);
    const names = uploads.map((call) => {
      const body = call.body as FormData;
      expect(body.getAll('file')).toHaveLength(1);
      expect(body.has('description')).toBe(false);
      return (body.get('file') as File).name;
    });
    expect(names).toEqual(['one.pdf', 'two.pdf']);
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it("adds an empty description to a reviewer's upload", async () => {
    const api = renderAttachments({ viewer: 'admin' }, [], {
      [UPLOAD]: { status: 201, body: makeExemptionAttachment() },
    });
    await screen.findByText('No files have been attached yet.');
    await userEvent.setup().upload(screen.getByLabelText('Upload Files'), fileOfSize('scan.pdf', 1000));
    expect(await screen.findByText('scan.pdf has been attached to this request.')).toBeInTheDocument();
    expect((api.to(UPLOAD)[0]?.body as FormData).get('description')).toBe('');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const api = renderAttachments({}, []);
    await screen.findByText('No files have been attached yet.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Upload Files'), fileOfSize('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select a file smaller than 5MB')).toBeInTheDocument();
    expect(api.to(UPLOAD)).toHaveLength(0);
  });

  it('names the file and the reason when an upload fails, and carries on with the others', async () => {
    const api = renderAttachments({}, [], {
      [UPLOAD]: (call) =>
        ((call.body as FormData).get('file') as File).name === 'bad.pdf'
          ? { status: 400, body: { message: 'This file type is not accepted' } }
          : { status: 201, body: makeExemptionAttachment() },
    });
    await screen.findByText('No files have been attached yet.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Upload Files'), [
        fileOfSize('bad.pdf', 1000),
        fileOfSize('good.pdf', 1000),
      ]);
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(
      screen.getByText('bad.pdf: This file type is not accepted 1 other file was attached.'),
    ).toBeInTheDocument();
    expect(api.to(UPLOAD)).toHaveLength(2);
  });

  it('falls back to the status when the failure carries no message', async () => {
    renderAttachments({}, [], { [UPLOAD]: { status: 502, body: {} } });
    await screen.findByText('No files have been attached yet.');
    await userEvent.setup().upload(screen.getByLabelText('Upload Files'), fileOfSize('scan.pdf', 1000));
    expect(await screen.findByText(/^scan\.pdf: Upload failed: 502/)).toBeInTheDocument();
  });

  it('lets only the uploader describe or delete a file', async () => {
    renderAttachments({}, [
      makeExemptionAttachment({ originalName: 'mine.pdf' }),
      makeExemptionAttachment({
        originalName: 'theirs.pdf',
        uploadedBy: 'reviewer1',
        uploadedByUserId: ADMIN_ID,
      }),
    ]);
    const [mine, theirs] = within(await list()).getAllByRole('listitem');
    expect(within(mine!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: /Edit description/ })).toBeInTheDocument();
    expect(within(theirs!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(theirs!).queryByRole('button', { name: /Edit description/ })).not.toBeInTheDocument();
  });

  it('hides upload, description and delete from the requester once the request is decided', async () => {
    renderAttachments({ locked: true }, [makeExemptionAttachment({ originalName: 'mine.pdf' })]);
    const item = within(await list()).getByRole('listitem');
    expect(within(item).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Edit description/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload Files')).not.toBeInTheDocument();
  });

  it('keeps a reviewer able to upload and delete their own files whatever the status', async () => {
    renderAttachments({ viewer: 'admin', locked: true }, [
      makeExemptionAttachment({ uploadedBy: 'reviewer1', uploadedByUserId: ADMIN_ID }),
    ]);
    expect(within(await list()).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload Files')).toBeInTheDocument();
  });

  it.each([
    ['enrollee', (id: string) => `DELETE /api/exemptions/attachments/${id}`],
    ['admin', (id: string) => `DELETE /api/exemptions/${EXEMPTION_ID}/attachments/${id}`],
  ] as const)('deletes as %s after a confirmation, on that role’s path', async (viewer, path) => {
    const attachment = makeExemptionAttachment({
      originalName: 'old.pdf',
      uploadedByUserId: viewer === 'admin' ? ADMIN_ID : USER_ID,
    });
    const api = renderAttachments({ viewer }, [attachment], { [path(attachment.id)]: { status: 204 } });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this attachment?' });
    expect(dialog).toHaveTextContent('old.pdf will be removed');
    expect(api.to(path(attachment.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachment Deleted')).toBeInTheDocument();
    expect(api.to(path(attachment.id))).toHaveLength(1);
  });

  it('saves an edited description', async () => {
    const attachment = makeExemptionAttachment({ originalName: 'letter.pdf' });
    const path = `PUT /api/exemptions/attachments/${attachment.id}/description`;
    const api = renderAttachments({}, [attachment], {
      [path]: { body: { ...attachment, description: 'Page 1' } },
    });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Edit description/ }));
    const field = screen.getByLabelText('Description of letter.pdf');
    expect(field).toHaveFocus();
    await user.type(field, ' Page 1 ');
    await user.click(screen.getByRole('button', { name: 'Save Description' }));
    expect(await screen.findByText('Description Updated')).toBeInTheDocument();
    expect(api.to(path)[0]?.body).toEqual({ description: 'Page 1' });
    expect(screen.getByRole('button', { name: /Edit description/ })).toHaveFocus();
  });

  it('says so when a description cannot be saved', async () => {
    const attachment = makeExemptionAttachment();
    renderAttachments({}, [attachment], {
      [`PUT /api/exemptions/attachments/${attachment.id}/description`]: { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Edit description/ }));
    await user.click(screen.getByRole('button', { name: 'Save Description' }));
    expect(await screen.findByText('Failed to update description')).toBeInTheDocument();
  });

  it('opens a file through its download link, and only logs a failure', async () => {
    const ok = makeExemptionAttachment({ originalName: 'ok.pdf' });
    const broken = makeExemptionAttachment({ originalName: 'broken.pdf' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAttachments({}, [ok, broken], {
      [`GET /api/exemptions/attachments/${ok.id}/download`]: {
        body: { downloadUrl: '/files/ok?signature=1', fileName: 'ok.pdf' },
      },
      [`GET /api/exemptions/attachments/${broken.id}/download`]: { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: 'Download: ok.pdf' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/files/ok?signature=1', '_blank', 'noopener,noreferrer'),
    );
    await user.click(screen.getByRole('button', { name: 'Download: broken.pdf' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status', { name: /Error/ })).not.toBeInTheDocument();
  });
});
