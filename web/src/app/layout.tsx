import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteHeader } from '../components/site-header';
import { Spinner } from '../components/spinner';
import { afterLoad } from '../lib/after-load';
import { usePageViews } from '../lib/analytics';
import { useCurrentUser } from '../lib/auth';

// Only signed-in people can time out, so visitors never download the dialog and its focus trap; and
// the warning comes 13 minutes into a quiet session at the soonest, so its code waits until the page
// has loaded instead of sharing the first seconds' bandwidth with the page.
const IdleTimeoutDialog = lazy(() =>
  import('../features/session/components/idle-timeout-dialog').then((m) => ({
    default: m.IdleTimeoutDialog,
  })),
);

/**
 * Wraps every page: the skip link (to the page's `PageMain`), the one site header (the same on public,
 * signed-in, administration and not-found pages, with Log out for someone signed in), page views, and
 * the idle-session warning. Pages render their own `PageMain` and footer.
 */
export function Layout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [pageLoaded, setPageLoaded] = useState(false);
  usePageViews();
  useEffect(() => afterLoad(() => setPageLoaded(true)), []);
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {t('skipToMain')}
      </a>
      <SiteHeader />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      {user && pageLoaded && (
        <Suspense fallback={null}>
          <IdleTimeoutDialog />
        </Suspense>
      )}
    </>
  );
}
