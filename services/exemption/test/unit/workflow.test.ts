import { EXEMPTION_STATUSES, type ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { describe, expect, it } from 'vitest';
import { type Actor, mayTransition } from '../../src/domain/workflow.js';

const REVIEWER_TARGETS: ExemptionStatus[] = [
  'under_review',
  'waiting_on_enrollee',
  'approved',
  'denied',
  'requested',
];

function expected(actor: Actor, from: ExemptionStatus, to: ExemptionStatus): boolean {
  if (actor === 'admin') return REVIEWER_TARGETS.includes(to) && from !== to;
  if (actor === 'owner') return from === 'waiting_on_enrollee' && to === 'under_review';
  if (actor === 'system') return from === 'approved' && to === 'expired';
  return false;
}

const table = (['admin', 'owner', 'other', 'system'] as const).flatMap((actor) =>
  EXEMPTION_STATUSES.flatMap((from) =>
    EXEMPTION_STATUSES.map((to) => [actor, from, to, expected(actor, from, to)] as const),
  ),
);

describe('the status workflow', () => {
  it.each(table)('%s: %s → %s allowed: %s', (actor, from, to, allowed) => {
    expect(mayTransition(actor, from, to)).toBe(allowed);
  });

  it('lets nobody set withdrawn, and only the system set expired', () => {
    for (const actor of ['admin', 'owner', 'other', 'system'] as const) {
      for (const from of EXEMPTION_STATUSES) {
        expect(mayTransition(actor, from, 'withdrawn')).toBe(false);
        if (actor !== 'system') expect(mayTransition(actor, from, 'expired')).toBe(false);
      }
    }
  });

  it('gives a reviewer 30 moves, the owner 1 and the system 1', () => {
    const count = (actor: Actor) => table.filter(([a, , , allowed]) => a === actor && allowed).length;
    expect([count('admin'), count('owner'), count('other'), count('system')]).toEqual([30, 1, 0, 1]);
  });
});
