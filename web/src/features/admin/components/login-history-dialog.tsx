import { LOGIN_HISTORY_LIMIT } from '@tracker/contracts/constants/accounts';
import type { AdminUserListItem, LoginRecord } from '@tracker/contracts/http/admin-users';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ModalDialog } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/spinner';
import { translateMessage } from '../../../lib/i18n';
import { useUserLogins } from '../api/list-user-logins';
import { formatDateTime, loginDevice, loginPlace } from '../lib/format';
import { fullName } from '../lib/user-table';
import '../i18n';

interface LoginHistoryDialogProps {
  user: AdminUserListItem;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/** The user's latest login attempts, newest first, each with where, on what and how. */
export function LoginHistoryDialog({ user, onClose, fallbackFocus }: LoginHistoryDialogProps) {
  const { t } = useTranslation('admin');
  const logins = useUserLogins(user.id);
  const name = fullName(user) || user.username;

  let body;
  if (logins.isPending) body = <Spinner />;
  else if (logins.isError) body = <Alert type="error" slim role="alert" text={t('loginHistory.error')} />;
  else if (logins.data.length === 0) body = <p>{t('loginHistory.empty')}</p>;
  else
    body = (
      <ol className="usa-list usa-list--unstyled admin-logins">
        {logins.data.map((record) => (
          <LoginRecordItem key={record.id} record={record} />
        ))}
      </ol>
    );

  return (
    <ModalDialog
      large
      title={t('loginHistory.title')}
      description={
        <p>{t('loginHistory.subtitle', { limit: LOGIN_HISTORY_LIMIT, name, username: user.username })}</p>
      }
      onClose={onClose}
      closeLabel={t('dialog.close')}
      closeOnBackdrop
      returnFocusFallback={fallbackFocus}
    >
      {body}
    </ModalDialog>
  );
}

function LoginRecordItem({ record }: { record: LoginRecord }) {
  const { t, i18n } = useTranslation('admin');
  const unknown = t('loginHistory.unknown');
  const deviceLabel = (device: string) => t(`loginHistory.devices.${device}`, { defaultValue: device });
  const method = record.loginMethod || 'username';
  return (
    <li className={`admin-login${record.successful ? '' : ' admin-login--failed'}`}>
      <div className="admin-login__head">
        <time dateTime={record.createdAt} className="admin-login__time">
          {formatDateTime(record.createdAt, i18n.language)}
        </time>
        <span
          className={`usa-tag admin-login__result admin-login__result--${record.successful ? 'ok' : 'failed'}`}
        >
          <span aria-hidden="true">{record.successful ? '✓ ' : '✕ '}</span>
          {record.successful ? t('loginHistory.successful') : t('loginHistory.failed')}
        </span>
      </div>
      <dl className="admin-login__details">
        {!record.successful && (
          <div>
            <dt>{t('loginHistory.failureReason')}</dt>
            <dd>{record.failureReason ? translateMessage(record.failureReason) : unknown}</dd>
          </div>
        )}
        <div>
          <dt>{t('loginHistory.location')}</dt>
          <dd>{loginPlace(record) ?? unknown}</dd>
        </div>
        <div>
          <dt>{t('loginHistory.device')}</dt>
          <dd>{loginDevice(record, deviceLabel) ?? unknown}</dd>
        </div>
        <div>
          <dt>{t('loginHistory.method')}</dt>
          <dd>{t(`loginHistory.methods.${method}`, { defaultValue: method })}</dd>
        </div>
        <div>
          <dt>{t('loginHistory.ipAddress')}</dt>
          <dd>{record.ipAddress || unknown}</dd>
        </div>
        <div>
          <dt>{t('loginHistory.timezone')}</dt>
          <dd>{record.timezone || unknown}</dd>
        </div>
      </dl>
    </li>
  );
}
