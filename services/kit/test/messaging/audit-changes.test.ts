import { describe, expect, it } from 'vitest';
import { changedFields, givenFields } from '../../src/messaging/audit-changes.js';

describe('the fields a change changed', () => {
  const before = {
    hours: 2,
    description: 'Stocked shelves',
    date: '2026-03-01',
    note: null as string | null,
  };

  it('are the ones whose values differ, in the order asked for', () => {
    const after = { ...before, description: 'Stocked shelves and cleaned', hours: 3 };
    expect(changedFields(before, after, ['hours', 'description', 'date', 'note'])).toEqual([
      'hours',
      'description',
    ]);
  });

  it('are none when every value is the same, an absent value counting as null', () => {
    const after = { ...before, note: undefined as unknown as string | null };
    expect(changedFields(before, after, ['hours', 'description', 'date', 'note'])).toEqual([]);
  });

  it('compare instants, not Date objects', () => {
    const at = { reviewed: new Date('2026-03-01T12:00:00Z') };
    expect(changedFields(at, { reviewed: new Date('2026-03-01T12:00:00Z') }, ['reviewed'])).toEqual([]);
    expect(changedFields(at, { reviewed: new Date('2026-03-02T12:00:00Z') }, ['reviewed'])).toEqual([
      'reviewed',
    ]);
  });

  it('look only at the fields named', () => {
    expect(changedFields(before, { ...before, date: '2026-03-02' }, ['hours'])).toEqual([]);
  });
});

describe('the fields a create was given', () => {
  it('leave out what was blank, missing or at its default', () => {
    expect(
      givenFields({
        type: 'training',
        hours: 0.5,
        schoolName: null,
        notes: '',
        requestPermanent: false,
        currentlyEnrolled: true,
        description: undefined,
      }),
    ).toEqual(['type', 'hours', 'currentlyEnrolled']);
  });
});
