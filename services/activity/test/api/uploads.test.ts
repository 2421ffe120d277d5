import { randomUUID } from 'node:crypto';
import type { BlobStore } from '@tracker/kit/storage/blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIVE_MB, userRowCount } from './files.js';
import { createHarness, type Harness } from './harness.js';
import { call, createActivity, FORM, postActivity } from './requests.js';
import {
  compoundFileSample,
  csvSample,
  docxSample,
  exeSample,
  gifSample,
  jpegSample,
  pdfSample,
  pngSample,
  textSample,
  xlsxSample,
} from '@tracker/kit/testing/files';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('creating an activity with a file', () => {
  it('stores the file under the owner and activity, never under the client’s name', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, FORM, {
      name: '../../Pay Stub (March).pdf',
      bytes: pdfSample(),
      contentType: 'text/html',
    });
    expect(res.status).toBe(201);
    const [attachment] = res.body.attachments;
    expect(attachment).toEqual({
      id: expect.any(String),
      activityId: res.body.id,
      fileName: `${attachment.id}.pdf`,
      originalName: 'Pay Stub (March).pdf',
      fileSize: pdfSample().length,
      fileType: 'application/pdf',
      uploadedAt: expect.any(String),
      uploadedBy: user.id,
    });
    expect(attachment).not.toHaveProperty('s3Key');
    expect(await h.storedKeys()).toContain(`activities/${user.id}/${res.body.id}/${attachment.id}.pdf`);
    const row = await h.db.knex('activity_attachments').where('id', attachment.id).first();
    expect(row).toMatchObject({
      s3_key: `activities/${user.id}/${res.body.id}/${attachment.id}.pdf`,
      s3_bucket: 'local',
      uploaded_by: user.id,
    });
  });

  it('keeps a UTF-8 file name', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, FORM, { name: 'reçu été.png', bytes: pngSample() });
    expect(res.status).toBe(201);
    expect(res.body.attachments[0].originalName).toBe('reçu été.png');
  });

  it.each([
    ['photo.jpg', jpegSample(), 'image/jpeg'],
    ['photo.jpeg', jpegSample(), 'image/jpeg'],
    ['badge.png', pngSample(), 'image/png'],
    ['anim.gif', gifSample(), 'image/gif'],
    ['letter.pdf', pdfSample(), 'application/pdf'],
    ['letter.doc', compoundFileSample(), 'application/msword'],
    ['letter.docx', docxSample(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.txt', textSample(), 'text/plain'],
    ['hours.csv', csvSample(), 'text/csv'],
    ['hours.xls', compoundFileSample(), 'application/vnd.ms-excel'],
    ['hours.xlsx', xlsxSample(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s as %s', async (name, bytes, type) => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, FORM, { name, bytes });
    expect(res.status).toBe(201);
    expect(res.body.attachments[0].fileType).toBe(type);
  });

  it.each([
    ['setup.pdf', exeSample(), "This file's content does not match its .pdf extension"],
    ['photo.png', pdfSample(), "This file's content does not match its .png extension"],
    ['notes.txt', Buffer.from('a\0b'), "This file's content does not match its .txt extension"],
    [
      'setup.exe',
      exeSample(),
      'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
    ],
    ['empty.txt', Buffer.alloc(0), 'The file is empty'],
  ])('refuses %s ("%s") and creates nothing', async (name, bytes, message) => {
    const user = await h.enrollee();
    const before = (await h.events()).length;
    const keys = await h.storedKeys();
    const res = await postActivity(h, user, FORM, { name, bytes });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, fieldErrors: { file: message } });
    expect(await userRowCount(h, 'activities', user.id)).toBe(0);
    expect(await h.storedKeys()).toEqual(keys);
    expect(await h.events()).toHaveLength(before);
  });

  it('refuses a file over 5 MB as too large and creates nothing', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, FORM, {
      name: 'big.txt',
      bytes: Buffer.alloc(FIVE_MB + 1, 0x61),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'File too large',
      fieldErrors: { file: 'Please select a file smaller than 5MB' },
    });
    expect(await userRowCount(h, 'activities', user.id)).toBe(0);
  });

  it('takes a file of exactly 5 MB', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, FORM, { name: 'limit.txt', bytes: Buffer.alloc(FIVE_MB, 0x61) });
    expect(res.status).toBe(201);
    expect(res.body.attachments[0].fileSize).toBe(FIVE_MB);
  });

  it('refuses a second file and files under another field name', async () => {
    const user = await h.enrollee();
    const two = await postActivity(h, user, FORM, { name: 'a.txt', bytes: textSample() }).attach(
      'file',
      textSample(),
      'b.txt',
    );
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Too many files in one upload');
    const other = await postActivity(h, user, FORM).attach('files', textSample(), 'a.txt');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Unexpected file field');
    expect(await userRowCount(h, 'activities', user.id)).toBe(0);
  });

  it('checks the fields before the file', async () => {
    const user = await h.enrollee();
    const res = await postActivity(
      h,
      user,
      { ...FORM, description: '' },
      { name: 'x.pdf', bytes: exeSample() },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Describe the activity');
  });

  it('answers 400 for a malformed multipart body', async () => {
    const user = await h.enrollee();
    const res = await call(h, user, 'post', '/api/activities')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="type"\r\n\r\njob');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The upload could not be read. Please try again.');
  });
});

describe('PATCH with a file', () => {
  it('attaches a file sent alone, without recording an edit', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const before = (await h.events()).length;
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`).attach(
      'file',
      pngSample(),
      'badge.png',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, description: created.description });
    expect(res.body.attachments).toHaveLength(1);
    expect(res.body.attachments[0].originalName).toBe('badge.png');
    // No edit is told, only the activity's new file count.
    expect((await h.events()).slice(before).map((event) => event.type)).toEqual(['activity.files-counted']);
  });

  it('edits and attaches in one request', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`)
      .field('type', 'training')
      .field('description', 'Course')
      .field('hours', '3')
      .field('date', '2026-03-12')
      .attach('file', textSample(), 'notes.txt');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'training', hours: 3 });
    expect(res.body.attachments.map((a: { originalName: string }) => a.originalName)).toEqual(['notes.txt']);
    expect((await h.events('activity.updated')).some((e) => e.data.activityId === created.id)).toBe(true);
  });

  it('refuses a renamed executable and changes nothing, the edit included', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const keys = await h.storedKeys();
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`)
      .field('type', 'training')
      .field('description', 'Course')
      .field('hours', '3')
      .field('date', '2026-03-12')
      .attach('file', exeSample(), 'invoice.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "This file's content does not match its .pdf extension",
      fieldErrors: { file: "This file's content does not match its .pdf extension" },
    });
    expect((await call(h, user, 'get', `/api/activities/${created.id}`)).body).toEqual(created);
    expect(await h.storedKeys()).toEqual(keys);
  });

  it('refuses a file over 5 MB', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`).attach(
      'file',
      Buffer.alloc(FIVE_MB + 10, 0x61),
      'big.txt',
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ file: 'Please select a file smaller than 5MB' });
  });

  it('asks for the fields when there is neither an edit nor a file', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`).field('unrelated', 'x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all required fields');
  });
});

describe('POST /api/activities/:id/attachments', () => {
  it('stores each good file on its own and reports each refused one by name', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'post', `/api/activities/${created.id}/attachments`)
      .attach('files', pngSample(), 'one.png')
      .attach('files', exeSample(), 'two.pdf')
      .attach('files', csvSample(), 'three.csv')
      .attach('files', textSample(), 'four.exe');
    expect(res.status).toBe(201);
    expect(res.body.attachments.map((a: { originalName: string }) => a.originalName)).toEqual([
      'one.png',
      'three.csv',
    ]);
    expect(res.body.errors).toEqual([
      { fileName: 'two.pdf', message: "This file's content does not match its .pdf extension" },
      {
        fileName: 'four.exe',
        message:
          'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
      },
    ]);
    const listed = await call(h, user, 'get', `/api/activities/${created.id}/attachments`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(res.body.attachments);
    const keys = await h.storedKeys();
    expect(keys.filter((key) => key.startsWith(`activities/${user.id}/${created.id}/`))).toHaveLength(2);
  });

  it('answers 400 with the report when no file could be stored', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'post', `/api/activities/${created.id}/attachments`).attach(
      'files',
      exeSample(),
      'setup.png',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "This file's content does not match its .png extension",
      attachments: [],
      errors: [{ fileName: 'setup.png', message: "This file's content does not match its .png extension" }],
    });
  });

  it('answers 400 when no file was sent', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'post', `/api/activities/${created.id}/attachments`).field('x', 'y');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });

  it('refuses the whole upload when one file is over 5 MB', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'post', `/api/activities/${created.id}/attachments`)
      .attach('files', pngSample(), 'one.png')
      .attach('files', Buffer.alloc(FIVE_MB + 1, 0x61), 'big.txt');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'File too large',
      fieldErrors: { files: 'Please select a file smaller than 5MB' },
    });
    expect((await call(h, user, 'get', `/api/activities/${created.id}/attachments`)).body).toEqual([]);
  });

  it('takes at most ten files', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const req = call(h, user, 'post', `/api/activities/${created.id}/attachments`);
    for (let i = 0; i < 11; i += 1) req.attach('files', textSample(), `f${i}.txt`);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Too many files in one upload');
  });
});

describe('removing an attachment', () => {
  async function withAttachment() {
    const user = await h.enrollee();
    const created = await createActivity(h, user, FORM, { name: 'proof.pdf', bytes: pdfSample() });
    const attachment = created.attachments[0]!;
    return { user, activityId: created.id, attachmentId: attachment.id };
  }

  it('by DELETE /api/activities/:id/attachments/:attachmentId removes the row and the file', async () => {
    const { user, activityId, attachmentId } = await withAttachment();
    const res = await call(h, user, 'delete', `/api/activities/${activityId}/attachments/${attachmentId}`);
    expect(res.status).toBe(204);
    expect((await call(h, user, 'get', `/api/activities/${activityId}`)).body.attachments).toEqual([]);
    expect((await h.storedKeys()).some((key) => key.includes(attachmentId))).toBe(false);
    expect(await h.db.knex('blob_deletions')).toEqual([]);
  });

  it('by DELETE /api/activities/:id/remove-attachment with JSON removes the row and the file', async () => {
    const { user, activityId, attachmentId } = await withAttachment();
    const res = await call(h, user, 'delete', `/api/activities/${activityId}/remove-attachment`).send({
      attachmentId,
    });
    expect(res.status).toBe(204);
    expect((await call(h, user, 'get', `/api/activities/${activityId}`)).body.attachments).toEqual([]);
    expect((await h.storedKeys()).some((key) => key.includes(attachmentId))).toBe(false);
  });

  it('needs the attachment id in the JSON body', async () => {
    const { user, activityId } = await withAttachment();
    const res = await call(h, user, 'delete', `/api/activities/${activityId}/remove-attachment`).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Attachment id is required',
      fieldErrors: { attachmentId: 'Attachment id is required' },
    });
  });

  it('answers 404 for an attachment of another activity, or an unknown or malformed one', async () => {
    const { user, activityId } = await withAttachment();
    const other = await withAttachment();
    for (const id of [other.attachmentId, randomUUID(), 'nope']) {
      const res = await call(h, user, 'delete', `/api/activities/${activityId}/attachments/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Attachment not found');
    }
    const viaBody = await call(h, user, 'delete', `/api/activities/${activityId}/remove-attachment`).send({
      attachmentId: other.attachmentId,
    });
    expect(viaBody.status).toBe(404);
    expect((await h.storedKeys()).some((key) => key.includes(other.attachmentId))).toBe(true);
  });

  it('goes with its activity: deleting the activity removes the files after the commit', async () => {
    const { user, activityId, attachmentId } = await withAttachment();
    await call(h, user, 'patch', `/api/activities/${activityId}`).attach('file', pngSample(), 'two.png');
    expect((await h.storedKeys()).filter((key) => key.includes(activityId))).toHaveLength(2);
    expect((await call(h, user, 'delete', `/api/activities/${activityId}`)).status).toBe(204);
    expect((await h.storedKeys()).filter((key) => key.includes(activityId))).toEqual([]);
    expect(await h.db.knex('activity_attachments').where('id', attachmentId)).toEqual([]);
  });
});

describe('when the blob store fails', () => {
  function failing(store: BlobStore, fail: { put?: boolean; delete?: boolean }): BlobStore {
    return {
      ...store,
      put: fail.put ? async () => Promise.reject(new Error('store is down')) : store.put,
      delete: fail.delete ? async () => Promise.reject(new Error('store is down')) : store.delete,
    };
  }

  it('a failed write commits nothing', async () => {
    const broken = await createHarness({ blobs: (store) => failing(store, { put: true }) });
    try {
      const user = await broken.enrollee();
      const res = await postActivity(broken, user, FORM, { name: 'a.pdf', bytes: pdfSample() });
      expect(res.status).toBe(500);
      expect(await broken.db.knex('activities').where('user_id', user.id)).toEqual([]);
      expect(await broken.events()).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('a failed removal stays queued and is retried', async () => {
    let down = true;
    const flaky = await createHarness({
      blobs: (store) => ({
        ...store,
        delete: async (key) => (down ? Promise.reject(new Error('store is down')) : store.delete(key)),
      }),
    });
    try {
      const user = await flaky.enrollee();
      const created = await createActivity(flaky, user, FORM, { name: 'a.pdf', bytes: pdfSample() });
      expect((await call(flaky, user, 'delete', `/api/activities/${created.id}`)).status).toBe(204);
      const [queued] = await flaky.db.knex('blob_deletions');
      expect(queued).toMatchObject({ attempts: 1, last_error: 'store is down' });
      expect(await flaky.storedKeys()).toHaveLength(1);
      down = false;
      await flaky.deps.janitor.sweep();
      expect(await flaky.db.knex('blob_deletions')).toEqual([]);
      expect(await flaky.storedKeys()).toEqual([]);
    } finally {
      await flaky.close();
    }
  });
});

describe('when the transaction fails after the file was written', () => {
  it('removes the file again', async () => {
    const user = await h.enrollee();
    await h.db.knex.raw(`
      create function refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await h.db.knex.raw(
      'create trigger refuse_activity before insert on activities for each row execute function refuse_activity()',
    );
    try {
      const keys = await h.storedKeys();
      const res = await postActivity(h, user, FORM, { name: 'a.png', bytes: pngSample() });
      expect(res.status).toBe(500);
      expect(await h.storedKeys()).toEqual(keys);
    } finally {
      await h.db.knex.raw('drop trigger refuse_activity on activities');
      await h.db.knex.raw('drop function refuse_activity()');
    }
  });
});
