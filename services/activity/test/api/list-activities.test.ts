import { randomUUID } from 'node:crypto';
import { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX } from '@tracker/contracts/constants/screens';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Row {
  date: string;
  type?: string;
  description?: string;
  createdAt?: string;
}

/** Writes activities straight to the table: paging needs many, and exact logging times. */
async function seed(user: TestUser, rows: Row[]): Promise<string[]> {
  const records = rows.map((row) => ({
    id: randomUUID(),
    user_id: user.id,
    type: row.type ?? 'employment',
    description: row.description ?? 'Shift at the warehouse',
    hours: 2,
    date: row.date,
    source: 'web',
    ...(row.createdAt ? { created_at: row.createdAt } : {}),
  }));
  await h.deps.db.knex('activities').insert(records);
  return records.map((record) => record.id);
}

function days(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    date: `2026-01-${String(index + 1).padStart(2, '0')}`,
  }));
}

const ids = (body: Array<{ id: string }>) => body.map((activity) => activity.id);

function nextLink(link: string | undefined): string | undefined {
  return link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
}

/** Follows the `Link` headers from `path` to the last page. */
async function allPages(user: TestUser, path: string) {
  const pages: Array<{ ids: string[]; total: string | undefined }> = [];
  let next: string | undefined = path;
  while (next) {
    const res = await call(h, user, 'get', next);
    expect(res.status).toBe(200);
    pages.push({ ids: ids(res.body), total: res.headers['x-total-count'] });
    next = nextLink(res.headers.link);
  }
  return pages;
}

describe('GET /api/activities pages', () => {
  it('walks every activity once, newest first, with the total on every page', async () => {
    const user = await h.enrollee();
    const seeded = await seed(user, days(7));
    const pages = await allPages(user, '/api/activities?limit=3');
    expect(pages.map((page) => page.ids.length)).toEqual([3, 3, 1]);
    expect(pages.every((page) => page.total === '7')).toBe(true);
    expect(pages.flatMap((page) => page.ids)).toEqual([...seeded].reverse());
  });

  it('neither skips nor repeats activities logged at the same microsecond on the same day', async () => {
    const user = await h.enrollee();
    const createdAt = '2026-02-03T10:00:00.123456Z';
    const seeded = await seed(user, [
      { date: '2026-02-03', createdAt },
      { date: '2026-02-03', createdAt },
      { date: '2026-02-03', createdAt: '2026-02-03T10:00:00.123457Z' },
      { date: '2026-02-03', createdAt },
    ]);
    const walked = (await allPages(user, '/api/activities?limit=1')).flatMap((page) => page.ids);
    expect(walked).toHaveLength(4);
    expect(new Set(walked)).toEqual(new Set(seeded));
    expect(walked[0]).toBe(seeded[2]);
  });

  it('orders a page by the indexed date column, not by the text it is answered as', async () => {
    const user = await h.enrollee();
    await seed(user, days(20));
    const { knex } = h.deps.db;
    const statements: Array<{ sql: string; bindings: readonly Knex.RawBinding[] }> = [];
    const record = (query: { sql: string; bindings?: readonly Knex.RawBinding[] }) =>
      statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    knex.on('query', record);
    try {
      expect((await call(h, user, 'get', '/api/activities?limit=5')).status).toBe(200);
    } finally {
      knex.off('query', record);
    }
    const page = statements.find((statement) => /order by/i.test(statement.sql));
    expect(page).toBeDefined();
    const plan = await knex.transaction(async (trx) => {
      // So few rows make reading the whole table cheapest; the plan should still be able to use the index.
      await trx.raw('set local enable_seqscan = off');
      const explained = await trx.raw(`explain (format json) ${page!.sql.replace(/\$\d+/g, '?')}`, [
        ...page!.bindings,
      ]);
      return JSON.stringify(explained.rows[0]);
    });
    expect(plan).toContain('activities_user_date');
    // Sorting by `date::text` would sort every activity of the person for each page.
    expect(plan).toContain('"Sort Key":["date DESC","created_at DESC","id DESC"]');
    expect(plan).not.toContain('::text');
  });

  it('answers the first 50 when no limit is asked', async () => {
    const user = await h.enrollee();
    await seed(user, [...days(28), ...days(27)]);
    const res = await call(h, user, 'get', '/api/activities');
    expect(res.body).toHaveLength(ACTIVITY_PAGE_DEFAULT);
    expect(res.headers['x-total-count']).toBe('55');
    expect(nextLink(res.headers.link)).toMatch(/^\/api\/activities\?limit=50&before=/);
  });

  it('answers the whole list in one page and no next link when it fits', async () => {
    const user = await h.enrollee();
    await seed(user, days(2));
    const res = await call(h, user, 'get', `/api/activities?limit=${ACTIVITY_PAGE_MAX}`);
    expect(res.body).toHaveLength(2);
    expect(res.headers.link).toBeUndefined();
  });

  it('filters by type and by description text in any case, and counts only what matches', async () => {
    const user = await h.enrollee();
    const [, match] = await seed(user, [
      { date: '2026-03-01', type: 'training', description: 'Forklift course' },
      { date: '2026-03-02', type: 'training', description: 'forklift COURSE, day 2' },
      { date: '2026-03-03', type: 'volunteer', description: 'Food bank' },
    ]);
    const byType = await call(h, user, 'get', '/api/activities?type=training&q=Course&limit=1');
    expect(byType.headers['x-total-count']).toBe('2');
    expect(ids(byType.body)).toEqual([match]);
    const next = nextLink(byType.headers.link)!;
    expect(next).toContain('type=training');
    expect(next).toContain('q=Course');
    const second = await call(h, user, 'get', next);
    expect(second.body[0].description).toBe('Forklift course');
    const none = await call(h, user, 'get', '/api/activities?type=volunteer&q=forklift');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('searches for % and _ as themselves', async () => {
    const user = await h.enrollee();
    const [percent] = await seed(user, [
      { date: '2026-03-01', description: 'Raised 100% of the goal' },
      { date: '2026-03-02', description: 'Raised 1000 dollars' },
    ]);
    const res = await call(h, user, 'get', `/api/activities?q=${encodeURIComponent('100%')}`);
    expect(ids(res.body)).toEqual([percent]);
  });

  it('keeps another person’s cursor to the caller’s own activities', async () => {
    const owner = await h.enrollee();
    const other = await h.enrollee();
    await seed(owner, days(3));
    const otherIds = await seed(other, days(2));
    const first = await call(h, owner, 'get', '/api/activities?limit=1');
    const res = await call(h, other, 'get', nextLink(first.headers.link)!);
    expect(ids(res.body).every((id) => otherIds.includes(id))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${ACTIVITY_PAGE_MAX + 1}`, 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=ten', 'limit'],
    ['type=sleeping', 'type'],
    ['before=not-a-cursor', 'before'],
    [`before=${Buffer.from('["2026-01-01","x","y"]').toString('base64url')}`, 'before'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with a field error', async (query, field) => {
    const user = await h.enrollee();
    const res = await call(h, user, 'get', `/api/activities?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(field);
  });

  it('answers 401 without a session', async () => {
    const res = await call(h, undefined, 'get', '/api/activities?limit=1');
    expect(res.status).toBe(401);
  });
});
