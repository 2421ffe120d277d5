import { useTranslation } from 'react-i18next';
import { useLogout } from '../lib/auth';

/** Ends the session; the signed-in headers style it their own way. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <button type="button" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      {t('logout.button')}
    </button>
  );
}
