import { describe, expect, it } from 'vitest';
import { loginDevice, loginPlace } from '../../src/features/admin/lib/format';
import {
  DEFAULT_SORT,
  filterUsers,
  nextSort,
  type SortState,
  sortUsers,
} from '../../src/features/admin/lib/user-table';
import { ALL_USERS, listUser, loginRecord, USERS } from './support';

const names = (users: { username: string }[]) => users.map((user) => user.username);

describe('sorting the user table', () => {
  it('starts with Name ascending', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'name', direction: 'asc' });
    expect(names(sortUsers(ALL_USERS, DEFAULT_SORT))).toEqual(['admin', 'demo', 'grace', 'jose', 'maria']);
  });

  it('starts a newly chosen column ascending, whatever the direction before', () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'username')).toEqual({
      column: 'username',
      direction: 'asc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'status')).toEqual({
      column: 'status',
      direction: 'asc',
    });
  });

  it('toggles the direction when the same column is chosen again', () => {
    let sort: SortState = DEFAULT_SORT;
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ column: 'name', direction: 'desc' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ column: 'name', direction: 'asc' });
  });

  it('orders by each column', () => {
    expect(names(sortUsers(ALL_USERS, { column: 'name', direction: 'desc' }))).toEqual([
      'maria',
      'jose',
      'grace',
      'demo',
      'admin',
    ]);
    expect(names(sortUsers(ALL_USERS, { column: 'username', direction: 'asc' }))).toEqual([
      'admin',
      'demo',
      'grace',
      'jose',
      'maria',
    ]);
    // Grace has no location, so she comes first; then Austin, Denver, Miami, Sacramento.
    expect(names(sortUsers(ALL_USERS, { column: 'location', direction: 'asc' }))).toEqual([
      'grace',
      'maria',
      'admin',
      'jose',
      'demo',
    ]);
    // Pending (unverified) before Verified; ties by name.
    expect(names(sortUsers(ALL_USERS, { column: 'status', direction: 'asc' }))).toEqual([
      'jose',
      'admin',
      'demo',
      'grace',
      'maria',
    ]);
  });

  it('orders Last Login by time, never-logged-in first when ascending, using the given last logins', () => {
    const logins: Record<string, string> = {
      [USERS.maria.id]: '2025-03-01T10:00:00.000Z',
      [USERS.admin.id]: '2025-03-05T10:00:00.000Z',
      [USERS.demo.id]: '2024-12-31T23:00:00.000Z',
    };
    const lastLoginOf = (user: { id: string }) => logins[user.id] ?? null;
    expect(names(sortUsers(ALL_USERS, { column: 'lastLogin', direction: 'asc' }, lastLoginOf))).toEqual([
      'grace',
      'jose',
      'demo',
      'maria',
      'admin',
    ]);
    expect(names(sortUsers(ALL_USERS, { column: 'lastLogin', direction: 'desc' }, lastLoginOf))).toEqual([
      'admin',
      'maria',
      'demo',
      'grace',
      'jose',
    ]);
  });
});

describe('searching the user table', () => {
  it.each([
    ['username', 'GRAC', ['grace']],
    ['e-mail', 'lopez@mail', ['maria']],
    ['full name', 'maria lopez', ['maria']],
    ['city', 'miami', ['jose']],
    ['state', 'tx', ['maria']],
  ])('matches the %s, in any case', (_field, term, expected) => {
    expect(names(filterUsers(ALL_USERS, term))).toEqual(expected);
  });

  it('ignores spaces around the term and keeps everyone for an empty one', () => {
    expect(names(filterUsers(ALL_USERS, '  Hopper  '))).toEqual(['grace']);
    expect(filterUsers(ALL_USERS, '   ')).toHaveLength(ALL_USERS.length);
  });

  it('does not search fields outside the five (address, ZIP code)', () => {
    const user = listUser({ id: USERS.maria.id, username: 'x', address: '12 Elm St', zipCode: '78701' });
    expect(filterUsers([user], 'elm')).toEqual([]);
    expect(filterUsers([user], '78701')).toEqual([]);
  });
});

describe('describing a login', () => {
  it('gives city and country, or nothing when neither is known', () => {
    expect(loginPlace(loginRecord())).toBe('Austin, United States');
    expect(loginPlace(loginRecord({ city: null }))).toBe('United States');
    expect(loginPlace(loginRecord({ city: null, country: null }))).toBeNull();
  });

  it('gives browser and version, operating system and device type, or nothing', () => {
    expect(loginDevice(loginRecord())).toBe('Firefox 128.0 · Windows 11 · desktop');
    expect(loginDevice(loginRecord({ browserVersion: null, device: null }))).toBe('Firefox · Windows 11');
    expect(
      loginDevice(loginRecord({ browser: null, browserVersion: null, operatingSystem: null, device: null })),
    ).toBeNull();
  });
});
