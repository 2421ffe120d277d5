import { randomUUID } from 'node:crypto';
import { exemptionNote } from '@tracker/contracts/http/exemptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, setStatus } from './requests.js';

let h: Harness;
let typeId: string;
beforeAll(async () => {
  h = await createHarness();
  typeId = (await h.exemptionType()).id;
});
afterAll(async () => {
  await h.close();
});

interface Scene {
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  exemptionId: string;
  ownerNote: string;
  sharedNote: string;
  internalNote: string;
}

function addNote(user: TestUser | undefined, body: Record<string, unknown>) {
  return call(h, user, 'post', '/api/exemption-notes').send(body);
}

/** A request with a note by its owner, a reviewer's shared note and a reviewer's internal note. */
async function scene(): Promise<Scene> {
  const owner = await h.enrollee();
  const other = await h.enrollee();
  const admin = await h.admin();
  const { id: exemptionId } = await createExemption(h, owner, typeId);
  const ownerNote = (await addNote(owner, { exemptionId, noteText: 'My note' })).body.id;
  const sharedNote = (await addNote(admin, { exemptionId, noteText: 'To the requester', isInternal: false }))
    .body.id;
  const internalNote = (await addNote(admin, { exemptionId, noteText: 'Reviewers only', isInternal: true }))
    .body.id;
  return { owner, other, admin, exemptionId, ownerNote, sharedNote, internalNote };
}

describe('reading notes', () => {
  it('shows the requester the shared notes and the reviewers all of them, by both paths', async () => {
    const s = await scene();
    for (const path of [
      `/api/exemption-notes?exemptionId=${s.exemptionId}`,
      `/api/exemption-notes/${s.exemptionId}`,
    ]) {
      const mine = await call(h, s.owner, 'get', path);
      expect(mine.status).toBe(200);
      expect(mine.body.map((n: { id: string }) => n.id)).toEqual([s.ownerNote, s.sharedNote]);
      const all = await call(h, s.admin, 'get', path);
      expect(all.body.map((n: { id: string }) => n.id)).toEqual([s.ownerNote, s.sharedNote, s.internalNote]);
      expect((await call(h, s.other, 'get', path)).status).toBe(404);
      expect((await call(h, undefined, 'get', path)).status).toBe(401);
    }
  });

  it('names each author, so the requester’s own notes can read “You”', async () => {
    const s = await scene();
    const notes = (await call(h, s.owner, 'get', `/api/exemption-notes/${s.exemptionId}`)).body;
    expect(notes.map((note: unknown) => exemptionNote.parse(note))).toEqual([
      expect.objectContaining({
        authorUserId: s.owner.id,
        authorUsername: s.owner.username,
        authorType: 'enrollee',
      }),
      expect.objectContaining({
        authorUserId: s.admin.id,
        authorUsername: s.admin.username,
        authorType: 'state_admin',
      }),
    ]);
  });

  it('asks for a valid exemption id', async () => {
    const res = await call(h, await h.enrollee(), 'get', '/api/exemption-notes');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ exemptionId: 'Exemption is required' });
  });
});

describe('POST /api/exemption-notes', () => {
  it('makes the requester’s note a shared enrollee note, whatever the body says', async () => {
    const owner = await h.enrollee();
    const { id: exemptionId } = await createExemption(h, owner, typeId);
    const res = await addNote(owner, {
      exemptionId,
      noteText: '  Sent the letter by mail  ',
      isInternal: true,
      authorType: 'state_admin',
      authorUserId: randomUUID(),
      createdByUserId: randomUUID(),
      authorUsername: 'someone',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      exemptionId,
      noteText: 'Sent the letter by mail',
      isInternal: false,
      authorType: 'enrollee',
      authorUserId: owner.id,
      createdByUserId: owner.id,
      authorUsername: owner.username,
    });
    expect(
      (await h.events('exemption.note-shared')).filter((e) => e.data.exemptionId === exemptionId),
    ).toEqual([]);
  });

  it('lets a reviewer keep a note internal, and announces a shared one to the requester', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const { id: exemptionId } = await createExemption(h, owner, typeId);
    const internal = await addNote(admin, { exemptionId, noteText: 'Check the date', isInternal: true });
    expect(internal.body).toMatchObject({ isInternal: true, authorType: 'state_admin' });
    const shared = await addNote(admin, { exemptionId, noteText: 'Please send proof', isInternal: 'false' });
    expect(shared.body).toMatchObject({ isInternal: false, authorType: 'state_admin' });
    const events = (await h.events('exemption.note-shared')).filter(
      (e) => e.data.exemptionId === exemptionId,
    );
    expect(events.map((e) => e.data)).toEqual([
      {
        exemptionId,
        noteId: shared.body.id,
        userId: owner.id,
        noteText: 'Please send proof',
        authorUsername: admin.username,
      },
    ]);
    expect(events[0]?.subjectId).toBe(owner.id);
  });

  it('records the administrator behind an impersonation as the creator, the enrollee as the author', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const { id: exemptionId } = await createExemption(h, owner, typeId);
    const res = await addNote(await h.impersonation(owner, admin), {
      exemptionId,
      noteText: 'Hi',
      isInternal: true,
    });
    expect(res.body).toMatchObject({
      authorUserId: owner.id,
      createdByUserId: admin.id,
      authorType: 'enrollee',
      isInternal: false,
    });
  });

  it('refuses blank text', async () => {
    const owner = await h.enrollee();
    const { id: exemptionId } = await createExemption(h, owner, typeId);
    const res = await addNote(owner, { exemptionId, noteText: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ noteText: 'Note text is required' });
  });

  it.each(['approved', 'denied'])(
    'is closed to the requester once %s, never to a reviewer',
    async (status) => {
      const owner = await h.enrollee();
      const { id: exemptionId } = await createExemption(h, owner, typeId);
      await setStatus(h, exemptionId, status);
      expect((await addNote(owner, { exemptionId, noteText: 'Late' })).status).toBe(409);
      expect((await addNote(await h.admin(), { exemptionId, noteText: 'Fine' })).status).toBe(201);
    },
  );

  it('answers 404 for someone else’s request and 401 to an anonymous caller', async () => {
    const { id: exemptionId } = await createExemption(h, await h.enrollee(), typeId);
    expect((await addNote(await h.enrollee(), { exemptionId, noteText: 'Hi' })).status).toBe(404);
    expect((await addNote(undefined, { exemptionId, noteText: 'Hi' })).status).toBe(401);
    expect(await h.db.knex('exemption_notes').where('exemption_id', exemptionId)).toEqual([]);
  });
});

describe('PATCH /api/exemption-notes/:id', () => {
  it('lets only the author change the text; a note the caller cannot see is not found', async () => {
    const s = await scene();
    const edit = (user: TestUser | undefined, id: string) =>
      call(h, user, 'patch', `/api/exemption-notes/${id}`).send({ noteText: ' Changed ' });
    const own = await edit(s.owner, s.ownerNote);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ noteText: 'Changed', authorUserId: s.owner.id });
    expect((await edit(s.owner, s.sharedNote)).status).toBe(403);
    expect((await edit(s.owner, s.internalNote)).status).toBe(404);
    expect((await edit(s.admin, s.ownerNote)).status).toBe(403);
    expect((await edit(s.admin, s.internalNote)).status).toBe(200);
    expect((await edit(s.other, s.ownerNote)).status).toBe(404);
    expect((await edit(undefined, s.ownerNote)).status).toBe(401);
    expect((await edit(s.owner, randomUUID())).status).toBe(404);
  });

  it('is closed to the requester once the request is decided, never to the reviewer who wrote', async () => {
    const s = await scene();
    await setStatus(h, s.exemptionId, 'approved');
    const res = await call(h, s.owner, 'patch', `/api/exemption-notes/${s.ownerNote}`).send({
      noteText: 'x',
    });
    expect(res.status).toBe(409);
    const reviewer = await call(h, s.admin, 'patch', `/api/exemption-notes/${s.sharedNote}`).send({
      noteText: 'Approved after the letter arrived',
    });
    expect(reviewer.status).toBe(200);
  });

  it('refuses a blank or too long text on its field and keeps the note as it was', async () => {
    const s = await scene();
    const edit = (noteText: string) =>
      call(h, s.owner, 'patch', `/api/exemption-notes/${s.ownerNote}`).send({ noteText });
    const blank = await edit('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ noteText: 'Note text is required' });
    const long = await edit('x'.repeat(5001));
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ noteText: 'Note must be 5000 characters or less' });
    const [row] = await h.db.knex('exemption_notes').where('id', s.ownerNote).select('note_text');
    expect(row.note_text).not.toBe('');
  });
});

describe('DELETE /api/exemption-notes/:id', () => {
  it('lets the author delete, and any reviewer delete an internal note', async () => {
    const s = await scene();
    const remove = (user: TestUser | undefined, id: string) =>
      call(h, user, 'delete', `/api/exemption-notes/${id}`);
    expect((await remove(undefined, s.ownerNote)).status).toBe(401);
    expect((await remove(s.other, s.ownerNote)).status).toBe(404);
    expect((await remove(s.owner, s.internalNote)).status).toBe(404);
    expect((await remove(s.owner, s.sharedNote)).status).toBe(403);
    const anotherAdmin = await h.admin();
    expect((await remove(anotherAdmin, s.sharedNote)).status).toBe(403);
    expect((await remove(anotherAdmin, s.ownerNote)).status).toBe(403);
    expect((await remove(anotherAdmin, s.internalNote)).status).toBe(204);
    expect((await remove(s.admin, s.sharedNote)).status).toBe(204);
    expect((await remove(s.owner, s.ownerNote)).status).toBe(204);
    expect(await h.db.knex('exemption_notes').where('exemption_id', s.exemptionId)).toEqual([]);
  });

  it.each(['approved', 'denied'])(
    'is closed to the requester once %s, not to the reviewers',
    async (status) => {
      const s = await scene();
      await setStatus(h, s.exemptionId, status);
      expect((await call(h, s.owner, 'delete', `/api/exemption-notes/${s.ownerNote}`)).status).toBe(409);
      expect((await call(h, s.admin, 'delete', `/api/exemption-notes/${s.sharedNote}`)).status).toBe(204);
    },
  );
});
