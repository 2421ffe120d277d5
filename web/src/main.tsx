import './styles/uswds.scss';
import './styles/app.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { preloadRoute, routeOf } from './app/preload';
import { AppRoutes } from './app/router';
import { currentUserQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Before the first render: who is signed in, the opened page's code and its first screen's data, all
// at once instead of each waiting for the component that asks for it.
void queryClient.prefetchQuery(currentUserQueryOptions);
const route = routeOf(window.location.pathname);
if (route) preloadRoute(route, queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
