import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellFileCountsMigration } from '../../src/migrations/003-tell-file-counts.js';
import { uploadFiles } from './files.js';
import { createHarness, type Harness } from './harness.js';
import { INCOME_NOW, PAY, reportIncome } from './income-requests.js';
import { call, createActivity, FORM } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ startAt: INCOME_NOW });
});
afterAll(async () => {
  await h.close();
});

/** The file counts told about `recordId`, oldest first. */
async function countsOf(recordId: string) {
  return (await h.events('activity.files-counted'))
    .filter((event) => event.data.recordId === recordId)
    .map((event) => event.data);
}

describe('the files-counted event', () => {
  it("tells each change to an activity's files: logged with one, another uploaded, one removed", async () => {
    const user = await h.enrollee();
    const activity = await createActivity(
      h,
      user,
      { ...FORM, date: '2026-03-13' },
      {
        name: 'stub.pdf',
        bytes: pdfSample(),
      },
    );
    const added = await uploadFiles(h, user, `/api/activities/${activity.id}/attachments`, [
      { name: 'photo.png', bytes: pngSample() },
    ]);
    expect(added.status).toBe(201);
    const removed = await call(
      h,
      user,
      'delete',
      `/api/activities/${activity.id}/attachments/${activity.attachments[0]!.id}`,
    );
    expect(removed.status).toBe(204);

    expect(await countsOf(activity.id)).toEqual(
      [1, 2, 1].map((fileCount) => ({
        recordKind: 'activity',
        recordId: activity.id,
        userId: user.id,
        fileCount,
      })),
    );
  });

  it('tells nothing for an activity logged without a file', async () => {
    const user = await h.enrollee();
    const activity = await createActivity(h, user, { ...FORM, date: '2026-03-13' });
    expect(await countsOf(activity.id)).toEqual([]);
  });

  it("tells a pay record's paystubs as income", async () => {
    const user = await h.enrollee();
    const income = await reportIncome(h, user, PAY, { name: 'paystub.pdf', bytes: pdfSample() });
    expect(await countsOf(income.id)).toEqual([
      { recordKind: 'income', recordId: income.id, userId: user.id, fileCount: 1 },
    ]);
  });
});

describe('records with files from before counts were told', () => {
  it('have their counts told once, by the migration that starts telling them', async () => {
    const user = await h.enrollee();
    const activity = await createActivity(
      h,
      user,
      { ...FORM, date: '2026-03-13' },
      {
        name: 'stub.pdf',
        bytes: pdfSample(),
      },
    );
    const income = await reportIncome(h, user, PAY, { name: 'paystub.pdf', bytes: pdfSample() });
    const bare = await createActivity(h, user, { ...FORM, date: '2026-03-12' });
    // As before counts were told: the files are there, nothing was said about them.
    await h.db.knex('outbox').where({ type: 'activity.files-counted' }).delete();

    await tellFileCountsMigration.up(h.db.knex);
    expect(await countsOf(activity.id)).toEqual([
      { recordKind: 'activity', recordId: activity.id, userId: user.id, fileCount: 1 },
    ]);
    expect(await countsOf(income.id)).toEqual([
      { recordKind: 'income', recordId: income.id, userId: user.id, fileCount: 1 },
    ]);
    expect(await countsOf(bare.id)).toEqual([]);
  });
});
