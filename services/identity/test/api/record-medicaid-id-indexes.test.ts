import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMedicaidIdIndexes } from '../../src/use-cases/record-medicaid-id-indexes.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const MEDICAID_ID = 'CA998877665';

/** The user events recorded about `userId`, oldest first. */
async function userEvents(userId: string) {
  return (await h.events('identity.user-updated')).filter((event) => event.data.userId === userId);
}

describe("the Medicaid id's blind index", () => {
  it('reaches the other services when the owner saves an id, the same for every spelling, and goes when it is removed', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const expected = h.deps.medicaidIdIndexer.indexOf(MEDICAID_ID);

    await agent.patch('/api/user/medicaid-account').send({ medicaidId: MEDICAID_ID }).expect(200);
    const saved = await userEvents(user.id);
    expect(saved.map((event) => event.data.medicaidIdIndex)).toEqual([expected]);
    expect(JSON.stringify(saved)).not.toContain(MEDICAID_ID);
    const row = (await h.db.knex('users').where('id', user.id).first('medicaid_id_index')) as {
      medicaid_id_index: string | null;
    };
    expect(row.medicaid_id_index).toBe(expected);

    // The same id written with dashes and spaces is the same id, and has the same index.
    await agent.patch('/api/user/medicaid-account').send({ medicaidId: 'ca-998 877-665' }).expect(200);
    expect(new Set((await userEvents(user.id)).map((event) => event.data.medicaidIdIndex))).toEqual(
      new Set([expected]),
    );

    await agent.patch('/api/user/medicaid-account').send({ medicaidId: '' }).expect(200);
    expect((await userEvents(user.id)).at(-1)?.data.medicaidIdIndex).toBeNull();
  });

  it('is the same for an id first saved with dashes and spaces', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    await agent.patch('/api/user/medicaid-account').send({ medicaidId: 'CA 998-877-665' }).expect(200);
    expect((await userEvents(user.id)).map((event) => event.data.medicaidIdIndex)).toEqual([
      h.deps.medicaidIdIndexer.indexOf(MEDICAID_ID),
    ]);
  });

  it('is told when a new id ends like the old one', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    await agent.patch('/api/user/medicaid-account').send({ medicaidId: 'AA0001234' }).expect(200);
    await agent.patch('/api/user/medicaid-account').send({ medicaidId: 'BB0001234' }).expect(200);
    expect((await userEvents(user.id)).map((event) => event.data.medicaidIdIndex)).toEqual([
      h.deps.medicaidIdIndexer.indexOf('AA0001234'),
      h.deps.medicaidIdIndexer.indexOf('BB0001234'),
    ]);
  });

  it('is filled in at start for ids stored before it was kept, and told once', async () => {
    // A database of its own: every id in it is one this test wrote.
    const fresh = await createHarness();
    try {
      const user = await fresh.createUser();
      await fresh.db
        .knex('users')
        .where('id', user.id)
        .update({
          medicaid_id: fresh.deps.medicaidIds.seal('OLDER-5678', user.id),
          medicaid_id_last4: '5678',
          medicaid_id_index: null,
        });
      const without = await fresh.createUser();

      expect(await recordMedicaidIdIndexes(fresh.deps)).toBe(1);
      const expected = fresh.deps.medicaidIdIndexer.indexOf('OLDER5678');
      const row = (await fresh.db.knex('users').where('id', user.id).first('medicaid_id_index')) as {
        medicaid_id_index: string | null;
      };
      expect(row.medicaid_id_index).toBe(expected);
      const told = await fresh.events('identity.user-updated');
      expect(told.map((event) => [event.data.userId, event.data.medicaidIdIndex])).toEqual([
        [user.id, expected],
      ]);
      expect(told.some((event) => event.data.userId === without.id)).toBe(false);
      expect(await recordMedicaidIdIndexes(fresh.deps)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
