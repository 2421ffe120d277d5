import { describe, expect, it } from 'vitest';
import { accountableAdministrator, isLockedFor, mayReview, roleOf } from '../../src/domain/access.js';

const owner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const admin = '33333333-3333-4333-8333-333333333333';
const caller = (userId: string, isAdmin = false, actorId?: string) => ({
  userId,
  sessionId: 's',
  isAdmin,
  ...(actorId ? { actorId } : {}),
});

describe('who answers for an access to a request', () => {
  it('is an administrator, on someone else’s request and on their own', () => {
    expect(accountableAdministrator(caller(other, true))).toBe(other);
    expect(accountableAdministrator(caller(owner, true))).toBe(owner);
  });

  it('is nobody for an enrollee', () => {
    expect(accountableAdministrator(caller(owner))).toBeUndefined();
  });

  it('is the administrator behind an impersonation, though the session acts as the requester', () => {
    expect(roleOf(caller(owner, false, admin), owner)).toBe('owner');
    expect(accountableAdministrator(caller(owner, false, admin))).toBe(admin);
  });
});

describe('who reviews a request', () => {
  it('is any administrator but the requester', () => {
    expect(mayReview(caller(admin, true), owner)).toBe(true);
    expect(roleOf(caller(admin, true), owner)).toBe('admin');
  });

  it('is never the requester, administrator or not', () => {
    expect(mayReview(caller(owner, true), owner)).toBe(false);
    expect(roleOf(caller(owner, true), owner)).toBe('owner');
  });

  it('is never the requester acting through an administrator they impersonate', () => {
    expect(mayReview(caller(other, true, owner), owner)).toBe(false);
    expect(roleOf(caller(other, true, owner), owner)).toBe('owner');
  });

  it('leaves an enrollee’s session, impersonated or not, out of other people’s requests', () => {
    expect(roleOf(caller(other), owner)).toBe('other');
    expect(roleOf(caller(other, false, owner), owner)).toBe('other');
  });

  it('closes an administrator’s own decided request to them as to any requester', () => {
    expect(isLockedFor(roleOf(caller(owner, true), owner), 'approved')).toBe(true);
    expect(isLockedFor(roleOf(caller(admin, true), owner), 'approved')).toBe(false);
  });
});
