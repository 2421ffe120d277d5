import type { Caller, Role } from './access.js';

// Who may see and change a note. Internal notes are the reviewers' own: the requester never sees
// them. A note is changed by the person who wrote it; an internal note may also be removed by any
// administrator.

interface NoteFacts {
  authorUserId: string;
  isInternal: boolean;
}

export function mayReadNote(role: Role, note: Pick<NoteFacts, 'isInternal'>): boolean {
  return role === 'admin' || (role === 'owner' && !note.isInternal);
}

export function mayEditNote(caller: Caller, role: Role, note: NoteFacts): boolean {
  return mayReadNote(role, note) && note.authorUserId === caller.userId;
}

export function mayDeleteNote(caller: Caller, role: Role, note: NoteFacts): boolean {
  if (!mayReadNote(role, note)) return false;
  return note.authorUserId === caller.userId || (note.isInternal && role === 'admin');
}
