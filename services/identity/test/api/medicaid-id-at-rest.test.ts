import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMedicaidIdCipher } from '../../src/domain/medicaid-id.js';
import { sealStoredMedicaidIds } from '../../src/use-cases/seal-stored-medicaid-ids.js';
import { createHarness, type Harness, SUPPORT_REASON } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const MEDICAID_ID = 'CA-998877665';

async function storedMedicaidId(userId: string, harness = h): Promise<string | null> {
  const row = (await harness.db.knex('users').where('id', userId).first('medicaid_id')) as {
    medicaid_id: string | null;
  };
  return row.medicaid_id;
}

async function enrolleeWithMedicaidId() {
  const user = await h.createUser();
  const session = await h.loginAs(user);
  const res = await session.agent.patch('/api/user/medicaid-account').send({ medicaidId: MEDICAID_ID });
  expect(res.status).toBe(200);
  return { user, ...session };
}

describe('Medicaid ids at rest', () => {
  it('stores the id sealed, never as text, and gives it back whole to its owner', async () => {
    const { user, agent } = await enrolleeWithMedicaidId();
    const stored = await storedMedicaidId(user.id);
    expect(stored).not.toContain(MEDICAID_ID);
    expect(stored).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(h.deps.medicaidIds.open(stored!, user.id)).toBe(MEDICAID_ID);
    expect((await agent.get('/api/user')).body.medicaidId).toBe(MEDICAID_ID);
  });

  it('shows administrators only the last 4 characters, on the profile and while impersonating', async () => {
    const { user } = await enrolleeWithMedicaidId();
    const admin = await h.createUser({ isAdmin: true });
    const { agent } = await h.loginAs(admin);
    const profile = await agent.get(`/api/admin/user/${user.id}`);
    expect(profile.body.maskedMedicaidId).toBe('••••7665');
    expect(JSON.stringify(profile.body)).not.toContain(MEDICAID_ID);

    expect(
      (await agent.post(`/api/admin/impersonate/${user.id}`).send({ reason: SUPPORT_REASON })).status,
    ).toBe(200);
    const asUser = await agent.get('/api/user');
    expect(asUser.body.isImpersonating).toBe(true);
    expect(asUser.body.medicaidId).toBe('••••7665');
  });

  it('clears the id when the owner removes it', async () => {
    const { user, agent } = await enrolleeWithMedicaidId();
    expect((await agent.patch('/api/user/medicaid-account').send({ medicaidId: '' })).status).toBe(200);
    expect(await storedMedicaidId(user.id)).toBeNull();
  });

  it('seals ids stored in plain text before encryption, and re-seals those under an earlier key', async () => {
    // A database of its own: every id in it is one this test wrote.
    const fresh = await createHarness();
    try {
      await expectEarlierIdsSealed(fresh);
    } finally {
      await fresh.close();
    }
  });
});

async function expectEarlierIdsSealed(h: Harness) {
  const plain = await h.createUser();
  await h.db.knex('users').where('id', plain.id).update({ medicaid_id: 'LEGACY-1234' });
  const earlierKey = randomBytes(32);
  const older = await h.createUser();
  await h.db
    .knex('users')
    .where('id', older.id)
    .update({ medicaid_id: createMedicaidIdCipher(earlierKey).seal('OLDER-5678', older.id) });
  const deps = { ...h.deps, medicaidIds: createMedicaidIdCipher(randomBytes(32), [earlierKey]) };

  expect(await sealStoredMedicaidIds(deps)).toBe(2);
  for (const [user, id] of [
    [plain, 'LEGACY-1234'],
    [older, 'OLDER-5678'],
  ] as const) {
    const stored = (await storedMedicaidId(user.id, h))!;
    expect(stored.startsWith(deps.medicaidIds.currentPrefix)).toBe(true);
    expect(deps.medicaidIds.open(stored, user.id)).toBe(id);
  }
  // Everything is under the current key now: a second run has nothing to do.
  expect(await sealStoredMedicaidIds(deps)).toBe(0);
}
