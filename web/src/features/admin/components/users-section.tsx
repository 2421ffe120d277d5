import type { AdminUserListItem } from '@tracker/contracts/http/admin-users';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useDeleteUser } from '../api/delete-user';
import { useLastLogins } from '../api/list-last-logins';
import { useUsers } from '../api/list-users';
import { useMakeAdmin } from '../api/make-admin';
import { useRemoveAdmin } from '../api/remove-admin';
import { useResendVerificationAsAdmin } from '../api/resend-verification-as-admin';
import {
  DEFAULT_SORT,
  filterUsers,
  nextSort,
  sortUsers,
  type SortState,
  type Viewer,
} from '../lib/user-table';
import { DeleteUserDialog } from './delete-user-dialog';
import { LoginHistoryDialog } from './login-history-dialog';
import { rowHeaderId, type UserAction, UsersTable } from './users-table';
import '../i18n';

// The reason form and its validation download when an administrator starts an impersonation.
const ImpersonateDialog = lazy(() =>
  import('./impersonate-dialog').then((m) => ({ default: m.ImpersonateDialog })),
);

type OpenDialog = { kind: 'loginHistory' | 'delete' | 'impersonate'; user: AdminUserListItem } | null;

/** Summary, search and the user table with its row actions and dialogs. */
export function UsersSection({ me }: { me: Viewer }) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const users = useUsers({ enabled: true });
  const lastLogins = useLastLogins({ enabled: users.isSuccess });
  const resend = useResendVerificationAsAdmin();
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const remove = useDeleteUser();

  const lastLoginOf = useMemo(() => {
    const known = lastLogins.data;
    return (user: AdminUserListItem) => known?.[user.id] ?? user.lastLogin;
  }, [lastLogins.data]);

  const all = users.data;
  const shown = useMemo(
    () => (all ? sortUsers(filterUsers(all, term), sort, lastLoginOf) : []),
    [all, term, sort, lastLoginOf],
  );

  const pending = [resend, makeAdmin, removeAdmin, remove].find((mutation) => mutation.isPending);
  const busy = pending?.variables ? { userId: pending.variables.id } : null;

  // An action can remove the very button that was pressed (Make Admin becomes Remove Admin Rights);
  // focus then goes to that user's row instead of falling back to the top of the page. The list may
  // be redrawn before or after the action settles, so both moments check.
  const focusPending = useRef<string | null>(null);
  const keepFocusNear = (userId: string) => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (document.getElementById(rowHeaderId(userId)) ?? heading.current)?.focus();
  };
  useEffect(() => {
    const userId = focusPending.current;
    focusPending.current = null;
    if (userId) keepFocusNear(userId);
  }, [users.dataUpdatedAt]);

  const onAction = (action: UserAction, user: AdminUserListItem) => {
    const settled = {
      onSettled: () => {
        focusPending.current = user.id;
        keepFocusNear(user.id);
      },
    };
    switch (action) {
      case 'resendVerification':
        return resend.mutate(user, settled);
      case 'makeAdmin':
        return makeAdmin.mutate(user, settled);
      case 'removeAdmin':
        return removeAdmin.mutate(user, settled);
      case 'impersonate':
        return setDialog({ kind: 'impersonate', user });
      case 'loginHistory':
        return setDialog({ kind: 'loginHistory', user });
      case 'delete':
        return setDialog({ kind: 'delete', user });
    }
  };

  const total = all?.length ?? 0;
  const admins = all?.filter((user) => user.isAdmin).length ?? 0;
  const trimmed = term.trim();

  return (
    <section aria-labelledby={headingId} className="admin-users-section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('users.title')}
      </h2>
      {users.isPending && <Spinner />}
      {users.isError && (
        <Alert type="error" role="alert" text={t('users.loadError')}>
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => void users.refetch()}
          >
            {t('users.retry')}
          </button>
        </Alert>
      )}
      {all && (
        <>
          <p className="admin-summary" aria-live="polite">
            {t('users.summary', { total, admins, shown: shown.length })}
          </p>
          {lastLogins.isError && <Alert type="warning" slim role="alert" text={t('users.lastLoginsError')} />}
          <div className="usa-form-group admin-search">
            <label className="usa-label" htmlFor={searchId}>
              {t('users.searchLabel')}
            </label>
            <div className="usa-hint" id={`${searchId}-hint`}>
              {t('users.searchHint')}
            </div>
            <input
              id={searchId}
              className="usa-input"
              type="search"
              autoComplete="off"
              aria-describedby={`${searchId}-hint`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <p className="usa-sr-only">{t('users.sortHint')}</p>
          {shown.length > 0 ? (
            <UsersTable
              users={shown}
              me={me}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
              lastLoginOf={lastLoginOf}
              busy={busy}
              onAction={onAction}
            />
          ) : trimmed ? (
            <div className="admin-empty" role="status">
              <p className="admin-empty__title">{t('users.emptyTitle', { term: trimmed })}</p>
              <p>{t('users.emptyHint')}</p>
            </div>
          ) : (
            <p role="status">{t('users.noUsers')}</p>
          )}
        </>
      )}

      {dialog?.kind === 'loginHistory' && (
        <LoginHistoryDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          fallbackFocus={() => heading.current}
        />
      )}
      {dialog?.kind === 'impersonate' && (
        <Suspense fallback={null}>
          <ImpersonateDialog
            user={dialog.user}
            onClose={() => setDialog(null)}
            fallbackFocus={() => heading.current}
          />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          user={dialog.user}
          deleting={remove.isPending}
          onClose={() => setDialog(null)}
          fallbackFocus={() => heading.current}
          onConfirm={() => remove.mutate(dialog.user, { onSettled: () => setDialog(null) })}
        />
      )}
    </section>
  );
}
