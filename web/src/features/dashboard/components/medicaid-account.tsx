import { US_STATES } from '@tracker/contracts/constants/places';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActivityDate } from '../../../lib/format';
import { Spinner } from '../../../components/spinner';
import { Fact } from './fact';

// The form and its form library download when someone starts editing, not with the dashboard.
const AccountForm = lazy(() => import('./medicaid-account-form').then((m) => ({ default: m.AccountForm })));

/**
 * The Medicaid account details, shown, and edited in place; the enrolled-through date must follow
 * the start. Shown only while an administrator is viewing the account.
 */
export function MedicaidAccount({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('dashboard');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the form returns focus to the Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const notProvided = <span className="dashboard-muted">{t('account.notProvided')}</span>;
  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatActivityDate(value, i18n.language)}</time> : notProvided;
  const stateName = US_STATES.find((state) => state.code === user.medicaidState)?.name;

  return (
    <div className="dashboard-account">
      <h3>{t('account.title')}</h3>
      {editing && !user.isImpersonating ? (
        <Suspense fallback={<Spinner />}>
          <AccountForm user={user} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <dl className="dashboard-facts">
            <Fact label={t('account.state')}>{stateName ?? user.medicaidState ?? notProvided}</Fact>
            <Fact label={t('account.id')}>{user.medicaidId || notProvided}</Fact>
            <Fact label={t('account.startDate')}>{date(user.medicaidStartDate)}</Fact>
            <Fact label={t('account.throughDate')}>{date(user.medicaidEnrolledThroughDate)}</Fact>
          </dl>
          {user.isImpersonating ? (
            // The server refuses the change too: an administrator helps, never takes the account over.
            <p className="dashboard-muted">{t('account.lockedWhileImpersonating')}</p>
          ) : (
            <button
              type="button"
              ref={editButton}
              className="usa-button usa-button--outline"
              onClick={() => setEditing(true)}
            >
              {t('account.edit')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
