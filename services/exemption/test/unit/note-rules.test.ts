import { describe, expect, it } from 'vitest';
import type { Caller, Role } from '../../src/domain/access.js';
import { mayDeleteNote, mayEditNote, mayReadNote } from '../../src/domain/note-rules.js';

const owner: Caller = { userId: 'owner', sessionId: 's1', isAdmin: false };
const reviewer: Caller = { userId: 'reviewer', sessionId: 's2', isAdmin: true };
const otherReviewer: Caller = { userId: 'reviewer-2', sessionId: 's3', isAdmin: true };
const stranger: Caller = { userId: 'stranger', sessionId: 's4', isAdmin: false };

const ownerNote = { authorUserId: 'owner', isInternal: false };
const sharedReviewerNote = { authorUserId: 'reviewer', isInternal: false };
const internalNote = { authorUserId: 'reviewer', isInternal: true };

const cases: Array<
  [string, Caller, Role, typeof ownerNote, { read: boolean; edit: boolean; remove: boolean }]
> = [
  ['the owner, their own note', owner, 'owner', ownerNote, { read: true, edit: true, remove: true }],
  [
    'the owner, a reviewer’s shared note',
    owner,
    'owner',
    sharedReviewerNote,
    { read: true, edit: false, remove: false },
  ],
  ['the owner, an internal note', owner, 'owner', internalNote, { read: false, edit: false, remove: false }],
  [
    'another enrollee, a shared note',
    stranger,
    'other',
    ownerNote,
    { read: false, edit: false, remove: false },
  ],
  [
    'another enrollee, an internal note',
    stranger,
    'other',
    internalNote,
    { read: false, edit: false, remove: false },
  ],
  [
    'the reviewer, the owner’s note',
    reviewer,
    'admin',
    ownerNote,
    { read: true, edit: false, remove: false },
  ],
  [
    'the reviewer, their shared note',
    reviewer,
    'admin',
    sharedReviewerNote,
    { read: true, edit: true, remove: true },
  ],
  [
    'the reviewer, their internal note',
    reviewer,
    'admin',
    internalNote,
    { read: true, edit: true, remove: true },
  ],
  [
    'another reviewer, a shared note',
    otherReviewer,
    'admin',
    sharedReviewerNote,
    { read: true, edit: false, remove: false },
  ],
  [
    'another reviewer, an internal note',
    otherReviewer,
    'admin',
    internalNote,
    { read: true, edit: false, remove: true },
  ],
];

describe('note visibility and changes', () => {
  it.each(cases)('%s', (_name, caller, role, note, allowed) => {
    expect({
      read: mayReadNote(role, note),
      edit: mayEditNote(caller, role, note),
      remove: mayDeleteNote(caller, role, note),
    }).toEqual(allowed);
  });
});
