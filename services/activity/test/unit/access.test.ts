import { describe, expect, it } from 'vitest';
import { accountableAdministrator, mayAccess, webSourceOf } from '../../src/domain/access.js';

const owner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const caller = (userId: string, isAdmin = false, actorId?: string) => ({
  userId,
  sessionId: 's',
  isAdmin,
  ...(actorId ? { actorId } : {}),
});

describe('access to an activity', () => {
  it('is the owner’s and every administrator’s, nobody else’s', () => {
    expect(mayAccess(caller(owner), owner)).toBe(true);
    expect(mayAccess(caller(other), owner)).toBe(false);
    expect(mayAccess(caller(other, true), owner)).toBe(true);
  });

  it('is audited for every administrator, on their own records too, and never for an enrollee', () => {
    expect(accountableAdministrator(caller(other, true))).toBe(other);
    expect(accountableAdministrator(caller(owner, true))).toBe(owner);
    expect(accountableAdministrator(caller(owner))).toBeUndefined();
  });

  it('is audited under the administrator behind an impersonation, never the impersonated owner', () => {
    const admin = '33333333-3333-4333-8333-333333333333';
    expect(accountableAdministrator(caller(owner, false, admin))).toBe(admin);
    // An impersonated administrator's session.
    expect(accountableAdministrator(caller(other, true, admin))).toBe(admin);
  });

  it('marks what an impersonating administrator logs as entered by an administrator', () => {
    expect(webSourceOf(caller(owner))).toBe('web');
    expect(webSourceOf(caller(owner, false, other))).toBe('admin');
  });
});
