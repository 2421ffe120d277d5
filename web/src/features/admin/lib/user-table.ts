import { UNDELETABLE_USERNAME } from '@tracker/contracts/constants/accounts';
import type { AdminUserListItem } from '@tracker/contracts/http/admin-users';

/** The person using the admin screen, as far as the row rules care. */
export interface Viewer {
  id: string;
  isImpersonating?: boolean;
}

export interface RowActions {
  resendVerification: boolean;
  makeAdmin: boolean;
  removeAdmin: boolean;
  impersonate: boolean;
  loginHistory: boolean;
  delete: boolean;
}

type RowSubject = Pick<AdminUserListItem, 'id' | 'username' | 'emailVerified' | 'isAdmin'>;

/**
 * Which actions a row offers. The server applies the same rules, so a button shown here is one the
 * server accepts. Impersonation is also hidden while already impersonating: the server refuses to
 * nest them.
 */
export function rowActions(user: RowSubject, me: Viewer): RowActions {
  const self = user.id === me.id;
  const verified = user.emailVerified;
  return {
    resendVerification: !verified,
    makeAdmin: verified && !user.isAdmin,
    removeAdmin: verified && user.isAdmin && !self,
    impersonate: verified && !self && !me.isImpersonating,
    loginHistory: true,
    delete: !self && user.username.toLowerCase() !== UNDELETABLE_USERNAME,
  };
}

export const SORT_COLUMNS = ['name', 'username', 'location', 'lastLogin', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { column: 'name', direction: 'asc' };

/** A newly chosen column starts ascending; choosing the current column again flips its direction. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export function fullName(user: Pick<AdminUserListItem, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** "City, ST", or whichever half is known; empty when neither is. */
export function location(user: Pick<AdminUserListItem, 'city' | 'state'>): string {
  return [user.city, user.state].filter(Boolean).join(', ');
}

/** Keeps the users whose username, e-mail, full name, city or state contains the term (any case). */
export function filterUsers<T extends AdminUserListItem>(users: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.username, user.email, fullName(user), user.city, user.state].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Orders users by a column. Last Login compares times, never-logged-in first when ascending; Status
 * puts Pending before Verified when ascending. Ties fall back to the name, so the order is stable.
 */
export function sortUsers<T extends AdminUserListItem>(
  users: readonly T[],
  sort: SortState,
  lastLoginOf: (user: T) => string | null = (user) => user.lastLogin,
): T[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (sort.column) {
      case 'name':
        return collator.compare(fullName(a), fullName(b));
      case 'username':
        return collator.compare(a.username, b.username);
      case 'location':
        return collator.compare(location(a), location(b));
      case 'lastLogin':
        return compareTimes(lastLoginOf(a), lastLoginOf(b));
      case 'status':
        return Number(a.emailVerified) - Number(b.emailVerified);
    }
  };
  return [...users].sort(
    (a, b) =>
      factor * compare(a, b) ||
      collator.compare(fullName(a), fullName(b)) ||
      collator.compare(a.username, b.username),
  );
}

function compareTimes(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return Date.parse(a) - Date.parse(b);
}
