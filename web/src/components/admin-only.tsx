import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { AccessDenied } from './access-denied';
import { Spinner } from './spinner';
import { StopImpersonatingFirst } from './stop-impersonating-first';

/**
 * An administration page's gate: a spinner while the session is checked, the way out of an
 * impersonation for an administrator who is using an enrollee's account, the access-denied notice
 * for anyone else but an administrator, else the page. The page is only mounted for an
 * administrator, so none of its data is asked for otherwise.
 */
export function AdminOnly({ children }: { children: (admin: CurrentUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (user?.isImpersonating) return <StopImpersonatingFirst user={user} />;
  if (!user?.isAdmin) return <AccessDenied />;
  return children(user);
}
