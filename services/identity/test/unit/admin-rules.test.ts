import { describe, expect, it } from 'vitest';
import { type AdminAction, decideAdminAction, isUndeletable } from '../../src/domain/admin-rules.js';

const ACTOR = 'actor-id';
const actions: AdminAction[] = [
  'resend-verification',
  'make-admin',
  'remove-admin',
  'impersonate',
  'delete',
  'view-login-history',
  'view-profile',
  'change-requirement',
];

// The spec's section 6, sentence by sentence, as the oracle the decisions are checked against.
function specAllows(
  action: AdminAction,
  s: { self: boolean; verified: boolean; admin: boolean; demo: boolean },
): boolean {
  switch (action) {
    case 'resend-verification':
      return !s.verified;
    case 'make-admin':
      return s.verified && !s.admin;
    case 'remove-admin':
      return s.verified && s.admin && !s.self;
    case 'impersonate':
      return s.verified && !s.self;
    case 'delete':
      return !s.self && !s.demo;
    case 'change-requirement':
      return !s.self;
    case 'view-login-history':
    case 'view-profile':
      return true;
  }
}

const situations = [false, true].flatMap((self) =>
  [false, true].flatMap((verified) =>
    [false, true].flatMap((admin) => [false, true].map((demo) => ({ self, verified, admin, demo }))),
  ),
);

describe('decideAdminAction', () => {
  for (const action of actions) {
    for (const s of situations) {
      it(`${action} on a ${s.self ? 'self' : 'other'} ${s.verified ? 'verified' : 'unverified'} ${s.admin ? 'admin' : 'enrollee'}${s.demo ? ' named demo' : ''}`, () => {
        const decision = decideAdminAction(action, {
          actorId: ACTOR,
          subject: {
            id: s.self ? ACTOR : 'subject-id',
            username: s.demo ? 'demo' : 'rosa',
            isAdmin: s.admin,
            emailVerified: s.verified,
          },
        });
        expect(decision.allowed).toBe(specAllows(action, s));
        if (!decision.allowed) {
          expect([400, 403]).toContain(decision.status);
          expect(decision.message.length).toBeGreaterThan(10);
        }
      });
    }
  }

  it('explains each refusal', () => {
    const subject = { id: 's', username: 'rosa', isAdmin: false, emailVerified: true };
    const refusal = (action: AdminAction, changes: Partial<typeof subject>, actorId = ACTOR) =>
      decideAdminAction(action, { actorId, subject: { ...subject, ...changes } });
    expect(refusal('resend-verification', {})).toEqual({
      allowed: false,
      status: 400,
      message: 'This user has already verified their email.',
    });
    expect(refusal('make-admin', { emailVerified: false })).toMatchObject({
      status: 400,
      message: 'Only verified users can be made administrators.',
    });
    expect(refusal('make-admin', { isAdmin: true })).toMatchObject({
      status: 400,
      message: 'This user is already an administrator.',
    });
    expect(refusal('remove-admin', { isAdmin: true }, 's')).toMatchObject({
      status: 403,
      message: 'You cannot remove your own administrator rights.',
    });
    expect(refusal('remove-admin', {})).toMatchObject({
      status: 400,
      message: 'This user is not an administrator.',
    });
    expect(refusal('impersonate', {}, 's')).toMatchObject({
      status: 403,
      message: 'You cannot impersonate yourself.',
    });
    expect(refusal('impersonate', { emailVerified: false })).toMatchObject({
      status: 400,
      message: 'Only verified users can be impersonated.',
    });
    expect(refusal('delete', { username: 'demo' })).toMatchObject({
      status: 403,
      message: 'The user named demo cannot be deleted.',
    });
    expect(refusal('delete', {}, 's')).toMatchObject({ status: 403 });
  });

  it('protects the demo account whatever the case of its name', () => {
    expect(isUndeletable('demo')).toBe(true);
    expect(isUndeletable('DEMO')).toBe(true);
    expect(isUndeletable('demo2')).toBe(false);
  });
});
