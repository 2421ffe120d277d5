import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/domain/page-cursor.js';

describe('page cursor', () => {
  const cursor = {
    date: '2026-03-14',
    createdAt: '2026-03-14 10:00:00.123456+00',
    id: '6f1b7c3e-2a4d-4e8f-9b0a-1c2d3e4f5a6b',
  };

  it('comes back as it went out, microseconds included', () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'zzz'],
    ['an object', Buffer.from('{"date":"2026-03-14"}').toString('base64url')],
    ['a bad date', encodeCursor({ ...cursor, date: '14/03/2026' })],
    ['a bad time', encodeCursor({ ...cursor, createdAt: 'yesterday' })],
    ['a bad id', encodeCursor({ ...cursor, id: "1' or '1'='1" })],
  ])('refuses %s', (_, text) => {
    expect(decodeCursor(text)).toBeUndefined();
  });
});
