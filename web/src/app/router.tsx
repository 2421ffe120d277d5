import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/spinner';
import { useCurrentUser } from '../lib/auth';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { pageComponent } from './pages';
import { preloadRoute } from './preload';
import { RequireAuth } from './require-auth';
import { PAGE_ROUTES, type PageModule, type PageRoute } from './routes';

/** `/dashboard`: administrators see the administration view, everyone else the enrollee dashboard. */
function ByRole({ page, adminPage }: { page: PageModule; adminPage: PageModule }) {
  const { user } = useCurrentUser();
  if (!user) return <Spinner />;
  const Page = pageComponent(user.isAdmin ? adminPage : page);
  return <Page />;
}

function PageRouteElement({ route }: { route: PageRoute }) {
  const queryClient = useQueryClient();
  // Arriving by a link or after signing in: the page's code and first data start now, beside the
  // check of who is signed in, not after it. Start-up did the same for the first page (main.tsx).
  preloadRoute(route, queryClient);
  const Page = pageComponent(route.page);
  const content = route.adminPage ? <ByRole page={route.page} adminPage={route.adminPage} /> : <Page />;
  return route.signedIn ? <RequireAuth>{content}</RequireAuth> : content;
}

/** Every screen of the app. Declarative routes: no loaders or actions, so the smaller router suffices. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<PageRouteElement route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
