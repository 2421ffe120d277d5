import { randomUUID } from 'node:crypto';
import { listOfferedExemptionTypesResponse } from '@tracker/contracts/http/exemptions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/use-cases/seed-catalogue.js';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption } from './requests.js';

let h: Harness;
let admin: TestUser;
let enrollee: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.admin();
  enrollee = await h.enrollee();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.knex('user_exemptions').delete();
  await h.db.knex('exemption_types').delete();
});

const FIELDS = {
  exemptionName: 'Caring for a relative',
  abbreviation: 'CARE',
  description: 'Full-time care of a relative',
  exemptionNameEs: 'Cuidado de un familiar',
  descriptionEs: 'Cuida a un familiar a tiempo completo',
  proofHint: 'A letter from their doctor',
  proofHintEs: 'Una carta de su médico',
  state: 'Ohio',
  isActive: true,
  sortOrder: 3,
  minDurationMonths: 2,
  maxDurationMonths: 10,
  defaultDurationMonths: 4,
  allowsPermanent: false,
  isRenewable: true,
};

async function sortOrders(): Promise<Array<{ id: string; sort_order: number }>> {
  return h.db.knex('exemption_types').select('id', 'sort_order').orderBy('sort_order');
}

describe('seeding the catalogue', () => {
  it('adds the federal categories to an empty catalogue, once', async () => {
    expect(await seedCatalogue(h.db)).toBe(11);
    expect(await seedCatalogue(h.db)).toBe(0);
    const rows = await sortOrders();
    expect(rows.map((row) => row.sort_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('seeds once when replicas start together', async () => {
    const counts = await Promise.all([seedCatalogue(h.db), seedCatalogue(h.db), seedCatalogue(h.db)]);
    expect(counts.sort()).toEqual([0, 0, 11]);
    expect(await sortOrders()).toHaveLength(11);
  });

  it('leaves a catalogue alone that has anything in it, so removed types stay removed', async () => {
    await h.exemptionType();
    expect(await seedCatalogue(h.db)).toBe(0);
    expect(await sortOrders()).toHaveLength(1);
  });
});

describe('GET /api/medicaid-exemptions', () => {
  it('offers the active types by sort order', async () => {
    await seedCatalogue(h.db);
    const [first] = await sortOrders();
    await h.db.knex('exemption_types').where('id', first!.id).update({ is_active: false });
    const res = await call(h, enrollee, 'get', '/api/medicaid-exemptions');
    expect(res.status).toBe(200);
    const types = listOfferedExemptionTypesResponse.parse(res.body);
    expect(types).toHaveLength(10);
    expect(types.map((type) => type.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(types.some((type) => type.id === first!.id)).toBe(false);
    expect(types.find((type) => type.abbreviation === 'STUDENT')).toMatchObject({ isActive: true });
  });

  it('gives the seeded categories their words in Spanish and what proof helps, in both languages', async () => {
    await seedCatalogue(h.db);
    const res = await call(h, enrollee, 'get', '/api/medicaid-exemptions');
    const types = listOfferedExemptionTypesResponse.parse(res.body);
    expect(types.find((type) => type.abbreviation === 'MED_FRAIL')).toMatchObject({
      exemptionName: 'Medically frail or living with a disability',
      exemptionNameEs: 'Con fragilidad médica o con una discapacidad',
      proofHint: expect.stringContaining('doctor'),
      proofHintEs: expect.stringContaining('médico'),
    });
    for (const type of types) {
      expect(type.exemptionNameEs).toBeTruthy();
      expect(type.descriptionEs).toBeTruthy();
      expect(type.proofHint).toBeTruthy();
      expect(type.proofHintEs).toBeTruthy();
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await call(h, undefined, 'get', '/api/medicaid-exemptions')).status).toBe(401);
  });
});

describe('the administrators’ catalogue', () => {
  it('lists every type, inactive ones too, by sort order', async () => {
    const b = await h.exemptionType({ sortOrder: 1, isActive: false });
    const a = await h.exemptionType({ sortOrder: 0 });
    const res = await call(h, admin, 'get', '/api/admin/medicaid-exemptions');
    expect(res.status).toBe(200);
    expect(res.body.map((type: { id: string }) => type.id)).toEqual([a.id, b.id]);
  });

  it('creates a type from the form fields', async () => {
    const res = await call(h, admin, 'post', '/api/admin/medicaid-exemptions').send(FIELDS);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      ...FIELDS,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(h.logLines('audit').at(-1)).toMatchObject({ action: 'exemption-type.created', actorId: admin.id });
  });

  it('refuses a type without a name, or with too long an abbreviation, field by field', async () => {
    const res = await call(h, admin, 'post', '/api/admin/medicaid-exemptions').send({
      ...FIELDS,
      exemptionName: '  ',
      abbreviation: 'A'.repeat(16),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      exemptionName: 'Exemption name is required',
      abbreviation: 'Abbreviation must be 15 characters or less',
    });
  });

  it('refuses Spanish words and proof hints that are too long, field by field', async () => {
    const res = await call(h, admin, 'post', '/api/admin/medicaid-exemptions').send({
      ...FIELDS,
      exemptionNameEs: 'n'.repeat(256),
      descriptionEs: 'd'.repeat(5001),
      proofHint: 'p'.repeat(5001),
      proofHintEs: 'p'.repeat(5001),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      exemptionNameEs: 'Spanish name must be 255 characters or less',
      descriptionEs: 'Spanish description must be 5000 characters or less',
      proofHint: 'What proof helps must be 5000 characters or less',
      proofHintEs: 'What proof helps (Spanish) must be 5000 characters or less',
    });
  });

  it('keeps a type without Spanish words as null, blanks included, so readers fall back to English', async () => {
    const res = await call(h, admin, 'post', '/api/admin/medicaid-exemptions').send({
      ...FIELDS,
      exemptionNameEs: '   ',
      descriptionEs: '',
      proofHint: undefined,
      proofHintEs: undefined,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      exemptionNameEs: null,
      descriptionEs: null,
      proofHint: null,
      proofHintEs: null,
    });
  });

  it('updates every field of a type', async () => {
    const type = await h.exemptionType();
    const res = await call(h, admin, 'put', `/api/admin/medicaid-exemptions/${type.id}`).send({
      ...FIELDS,
      exemptionName: 'Renamed',
      exemptionNameEs: 'Renombrado',
      isActive: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: type.id,
      exemptionName: 'Renamed',
      exemptionNameEs: 'Renombrado',
      proofHintEs: 'Una carta de su médico',
      isActive: false,
      state: 'Ohio',
    });
    expect(
      (await call(h, admin, 'put', `/api/admin/medicaid-exemptions/${randomUUID()}`).send(FIELDS)).status,
    ).toBe(404);
  });

  it('deletes a type nobody asked for, and refuses one in use', async () => {
    const unused = await h.exemptionType();
    const used = await h.exemptionType();
    await createExemption(h, enrollee, used.id);
    expect((await call(h, admin, 'delete', `/api/admin/medicaid-exemptions/${unused.id}`)).status).toBe(204);
    const refused = await call(h, admin, 'delete', `/api/admin/medicaid-exemptions/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This exemption type is used by 1 request. Mark it inactive instead.',
      code: 'EXEMPTION_TYPE_IN_USE',
      requestCount: 1,
    });
    expect((await sortOrders()).map((row) => row.id)).toEqual([used.id]);
    expect((await call(h, admin, 'delete', `/api/admin/medicaid-exemptions/${unused.id}`)).status).toBe(404);
  });

  it('reorders after a drag and renumbers 0..n-1, answering the whole catalogue', async () => {
    const a = await h.exemptionType({ sortOrder: 0 });
    const b = await h.exemptionType({ sortOrder: 1 });
    const c = await h.exemptionType({ sortOrder: 2 });
    const res = await call(h, admin, 'patch', '/api/admin/medicaid-exemptions/reorder').send({
      items: [
        { id: c.id, sortOrder: 0 },
        { id: a.id, sortOrder: 1 },
        { id: b.id, sortOrder: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((type: { id: string; sortOrder: number }) => [type.id, type.sortOrder])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(await sortOrders()).toEqual([
      { id: c.id, sort_order: 0 },
      { id: a.id, sort_order: 1 },
      { id: b.id, sort_order: 2 },
    ]);
  });

  it('renumbers the types a partial order leaves out after the named ones', async () => {
    const a = await h.exemptionType({ sortOrder: 0 });
    const b = await h.exemptionType({ sortOrder: 5 });
    const c = await h.exemptionType({ sortOrder: 9 });
    const res = await call(h, admin, 'patch', '/api/admin/medicaid-exemptions/reorder').send({
      items: [{ id: c.id, sortOrder: 0 }],
    });
    expect(res.status).toBe(200);
    expect(await sortOrders()).toEqual([
      { id: c.id, sort_order: 0 },
      { id: a.id, sort_order: 1 },
      { id: b.id, sort_order: 2 },
    ]);
  });

  it('refuses an order with gaps or unknown types', async () => {
    const a = await h.exemptionType({ sortOrder: 0 });
    const gaps = await call(h, admin, 'patch', '/api/admin/medicaid-exemptions/reorder').send({
      items: [{ id: a.id, sortOrder: 3 }],
    });
    expect(gaps.status).toBe(400);
    expect(gaps.body.fieldErrors.items).toBe('Sort orders must run from 0 to 0 without gaps');
    const unknown = await call(h, admin, 'patch', '/api/admin/medicaid-exemptions/reorder').send({
      items: [
        { id: a.id, sortOrder: 0 },
        { id: randomUUID(), sortOrder: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Some exemptions in the new order no longer exist');
  });

  it.each([
    ['get', '/api/admin/medicaid-exemptions'],
    ['post', '/api/admin/medicaid-exemptions'],
    ['patch', '/api/admin/medicaid-exemptions/reorder'],
    ['put', `/api/admin/medicaid-exemptions/${randomUUID()}`],
    ['delete', `/api/admin/medicaid-exemptions/${randomUUID()}`],
  ] as const)('%s %s needs an administrator: 401 anonymous, 403 enrollee', async (method, path) => {
    expect((await call(h, undefined, method, path).send(FIELDS)).status).toBe(401);
    const refused = await call(h, enrollee, method, path).send(FIELDS);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
    expect(await sortOrders()).toEqual([]);
  });
});
