/*
 * The admin-style pages' app (src/admin-routes.tsx): react-router-dom over those pages only,
 * rendered in the browser into the page's admin root. Moving between them (the Job/Intern switch,
 * a saved appointment) happens in the app; every other link is an ordinary page load.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ADMIN_ROOT_ID, ADMIN_STARTED_ATTRIBUTE, adminPages } from './admin-routes';
import { IslandRoot } from './components/island-root';

const routes: RouteObject[] = Object.values(adminPages).map(({ path, load }) => ({
  path,
  lazy: async () => ({ Component: await load() }),
}));

async function start(): Promise<void> {
  const container = document.getElementById(ADMIN_ROOT_ID);
  if (!container) return;
  const router = createBrowserRouter(routes);
  // The page's first view is already in the HTML: render the app over it only once its page has loaded.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  createRoot(container, { identifierPrefix: 'admin-' }).render(
    <StrictMode>
      <IslandRoot onReady={() => container.setAttribute(ADMIN_STARTED_ATTRIBUTE, '')}>
        <RouterProvider router={router} />
      </IslandRoot>
    </StrictMode>,
  );
}

void start();
