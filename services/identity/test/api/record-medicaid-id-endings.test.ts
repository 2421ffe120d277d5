import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMedicaidIdEndings } from '../../src/use-cases/record-medicaid-id-endings.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const MEDICAID_ID = 'CA-998877665';

/** The user events recorded about `userId`, oldest first. */
async function userEvents(userId: string) {
  return (await h.events('identity.user-updated')).filter((event) => event.data.userId === userId);
}

describe("the Medicaid id's last 4 characters", () => {
  it('reach the other services when the owner saves an id, never the id itself, and go when it is removed', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    await agent.patch('/api/user/medicaid-account').send({ medicaidId: MEDICAID_ID }).expect(200);

    const saved = await userEvents(user.id);
    expect(saved.map((event) => event.data.medicaidIdLast4)).toEqual(['7665']);
    expect(JSON.stringify(saved)).not.toContain(MEDICAID_ID);

    // Other fields of the Medicaid account do not concern the other services.
    await agent.patch('/api/user/medicaid-account').send({ medicaidState: 'CA' }).expect(200);
    expect(await userEvents(user.id)).toHaveLength(1);

    await agent.patch('/api/user/medicaid-account').send({ medicaidId: '' }).expect(200);
    expect((await userEvents(user.id)).map((event) => event.data.medicaidIdLast4)).toEqual(['7665', null]);
  });

  it('are filled in at start for ids stored before they were kept, and told once', async () => {
    // A database of its own: every id in it is one this test wrote.
    const fresh = await createHarness();
    try {
      const user = await fresh.createUser();
      await fresh.db
        .knex('users')
        .where('id', user.id)
        .update({ medicaid_id: fresh.deps.medicaidIds.seal('OLDER-5678', user.id), medicaid_id_last4: null });

      expect(await recordMedicaidIdEndings(fresh.deps)).toBe(1);
      const row = (await fresh.db.knex('users').where('id', user.id).first('medicaid_id_last4')) as {
        medicaid_id_last4: string | null;
      };
      expect(row.medicaid_id_last4).toBe('5678');
      const told = (await fresh.events('identity.user-updated')).filter(
        (event) => event.data.userId === user.id,
      );
      expect(told.map((event) => event.data.medicaidIdLast4)).toEqual(['5678']);
      expect(await recordMedicaidIdEndings(fresh.deps)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
