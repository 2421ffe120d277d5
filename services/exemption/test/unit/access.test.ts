import { describe, expect, it } from 'vitest';
import { accountableAdministrator, roleOf } from '../../src/domain/access.js';

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
  it('is an administrator on someone else’s request', () => {
    expect(accountableAdministrator(caller(other, true), owner)).toBe(other);
  });

  it('is nobody for the requester or an administrator on their own request', () => {
    expect(accountableAdministrator(caller(owner), owner)).toBeUndefined();
    expect(accountableAdministrator(caller(owner, true), owner)).toBeUndefined();
    expect(accountableAdministrator(caller(other), owner)).toBeUndefined();
  });

  it('is the administrator behind an impersonation, though the session acts as the requester', () => {
    expect(roleOf(caller(owner, false, admin), owner)).toBe('owner');
    expect(accountableAdministrator(caller(owner, false, admin), owner)).toBe(admin);
  });
});
