import { describe, expect, it } from 'vitest';
import { type RowActions, rowActions } from '../../src/features/admin/lib/user-table';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

type Case = [
  label: string,
  subject: { id: string; username: string; emailVerified: boolean; isAdmin: boolean },
  expected: RowActions,
];

const cases: Case[] = [
  // label                                     subject                                                                 resend  make   remove imperson. history delete
  [
    'unverified non-admin',
    { id: OTHER, username: 'jose', emailVerified: false, isAdmin: false },
    row(true, false, false, false, true, true),
  ],
  [
    'unverified admin',
    { id: OTHER, username: 'jose', emailVerified: false, isAdmin: true },
    row(true, false, false, false, true, true),
  ],
  [
    'verified non-admin',
    { id: OTHER, username: 'maria', emailVerified: true, isAdmin: false },
    row(false, true, false, true, true, true),
  ],
  [
    'verified admin',
    { id: OTHER, username: 'grace', emailVerified: true, isAdmin: true },
    row(false, false, true, true, true, true),
  ],
  [
    'oneself (verified admin)',
    { id: ME, username: 'admin', emailVerified: true, isAdmin: true },
    row(false, false, false, false, true, false),
  ],
  [
    'oneself, unverified non-admin',
    { id: ME, username: 'admin', emailVerified: false, isAdmin: false },
    row(true, false, false, false, true, false),
  ],
  [
    'demo, verified non-admin',
    { id: OTHER, username: 'demo', emailVerified: true, isAdmin: false },
    row(false, true, false, true, true, false),
  ],
  [
    'demo, verified admin',
    { id: OTHER, username: 'demo', emailVerified: true, isAdmin: true },
    row(false, false, true, true, true, false),
  ],
  [
    'demo, unverified',
    { id: OTHER, username: 'demo', emailVerified: false, isAdmin: false },
    row(true, false, false, false, true, false),
  ],
  [
    'demo in capitals',
    { id: OTHER, username: 'DEMO', emailVerified: true, isAdmin: false },
    row(false, true, false, true, true, false),
  ],
  [
    'a name that only contains demo',
    { id: OTHER, username: 'demo2', emailVerified: true, isAdmin: false },
    row(false, true, false, true, true, true),
  ],
];

function row(
  resendVerification: boolean,
  makeAdmin: boolean,
  removeAdmin: boolean,
  impersonate: boolean,
  loginHistory: boolean,
  remove: boolean,
): RowActions {
  return { resendVerification, makeAdmin, removeAdmin, impersonate, loginHistory, delete: remove };
}

describe('rowActions: which buttons a row of the user table shows', () => {
  it.each(cases)('%s', (_label, subject, expected) => {
    expect(rowActions(subject, { id: ME })).toEqual(expected);
  });

  it('offers no second impersonation while one is running (the server refuses to nest them)', () => {
    const verified = { id: OTHER, username: 'maria', emailVerified: true, isAdmin: false };
    expect(rowActions(verified, { id: ME, isImpersonating: true }).impersonate).toBe(false);
    expect(rowActions(verified, { id: ME, isImpersonating: false }).impersonate).toBe(true);
  });
});
