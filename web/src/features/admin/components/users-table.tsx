import type { AdminUserListItem } from '@tracker/contracts/http/admin-users';
import { useTranslation } from 'react-i18next';
import { SortButton } from '../../../components/sort-button';
import { formatDateTime } from '../lib/format';
import {
  fullName,
  location,
  type RowActions,
  rowActions,
  SORT_COLUMNS,
  type SortColumn,
  type SortState,
  type Viewer,
} from '../lib/user-table';
import { PhoneStatus } from './phone-status';
import '../i18n';

export type UserAction = keyof RowActions;

interface UsersTableProps {
  users: AdminUserListItem[];
  me: Viewer;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  lastLoginOf: (user: AdminUserListItem) => string | null;
  /** The action running on a user, whose buttons wait for it to finish. */
  busy?: { userId: string } | null;
  onAction: (action: UserAction, user: AdminUserListItem) => void;
}

/** The id of a row's name cell, where focus goes when the button that had it disappears. */
export function rowHeaderId(userId: string): string {
  return `admin-user-${userId}`;
}

const ACTION_ORDER: UserAction[] = [
  'resendVerification',
  'makeAdmin',
  'removeAdmin',
  'impersonate',
  'loginHistory',
  'delete',
];

/**
 * The user table. On narrow screens each row stacks into a card with its column names beside the
 * values, and the sort buttons stay on top as a row of their own.
 */
export function UsersTable({ users, me, sort, onSort, lastLoginOf, busy, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const columnLabel = (column: SortColumn | 'actions') => t(`columns.${column}`);

  return (
    <table className="usa-table usa-table--stacked usa-table--borderless admin-users">
      <caption className="usa-sr-only">
        {t('users.caption')}.{' '}
        {t('users.sortedBy', {
          column: columnLabel(sort.column),
          direction: sort.direction === 'asc' ? t('users.ascending') : t('users.descending'),
        })}
      </caption>
      <thead>
        <tr data-label={t('users.sortBy')}>
          {SORT_COLUMNS.map((column) => {
            const active = sort.column === column;
            const sorted = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
            return (
              <th
                key={column}
                scope="col"
                aria-sort={sorted}
                className={active ? 'admin-users__sorted' : undefined}
              >
                <SortButton label={columnLabel(column)} sorted={sorted} onClick={() => onSort(column)} />
              </th>
            );
          })}
          <th scope="col" className="admin-users__actions-head">
            {columnLabel('actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const allowed = rowActions(user, me);
          const lastLogin = lastLoginOf(user);
          const place = location(user);
          return (
            <tr key={user.id}>
              <th scope="row" data-label={columnLabel('name')} id={rowHeaderId(user.id)} tabIndex={-1}>
                <span className="admin-users__name">{fullName(user) || user.username}</span>
                {user.isAdmin && (
                  <span className="usa-tag admin-badge admin-badge--admin">{t('badges.admin')}</span>
                )}
                {!user.emailVerified && (
                  <span className="usa-tag admin-badge admin-badge--unverified">
                    {t('badges.unverified')}
                  </span>
                )}
                <span className="admin-users__email">{user.email}</span>
                {user.phone && (
                  <span className="admin-users__phone">
                    {t('users.phone', { phone: user.phone })} <PhoneStatus confirmed={user.phoneVerified} />
                  </span>
                )}
              </th>
              <td data-label={columnLabel('username')} className="admin-users__username">
                {user.username}
              </td>
              <td data-label={columnLabel('location')}>{place || t('noLocation')}</td>
              <td data-label={columnLabel('lastLogin')}>
                {lastLogin ? (
                  <time dateTime={lastLogin}>{formatDateTime(lastLogin, i18n.language)}</time>
                ) : (
                  t('never')
                )}
              </td>
              <td data-label={columnLabel('status')}>
                {user.emailVerified ? t('status.verified') : t('status.pending')}
              </td>
              <td data-label={columnLabel('actions')} className="admin-users__actions">
                <div className="admin-row-actions">
                  {ACTION_ORDER.filter((action) => allowed[action]).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`usa-button usa-button--small ${
                        action === 'delete' ? 'usa-button--secondary' : 'usa-button--outline'
                      }`}
                      aria-label={t('actions.forUser', {
                        action: t(`actions.${action}`),
                        username: user.username,
                      })}
                      aria-disabled={busy?.userId === user.id || undefined}
                      onClick={() => {
                        if (busy?.userId !== user.id) onAction(action, user);
                      }}
                    >
                      {t(`actions.${action}`)}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
