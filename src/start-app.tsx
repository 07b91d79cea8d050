import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { yieldToMain } from './lib/yield-to-main';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The loader data the prerender embedded as a JSON data block (not a script, so CSP stays strict). */
function readHydrationData(): unknown {
  const element = document.getElementById('router-data');
  return element?.textContent ? JSON.parse(element.textContent) : undefined;
}

/** Lazy routes that match the first URL must be loaded before hydrating, or the first render would differ. */
async function loadMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Makes the router and hydrates the prerendered page (or renders, for a page the prerender did not make). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const hydrationData = readHydrationData();
  if (hydrationData) {
    // react-router revives error responses from this global when the router is created.
    window.__staticRouterHydrationData = hydrationData;
    await loadMatchedLazyRoutes();
    await yieldToMain();
  }
  const router = createBrowserRouter(routes);
  if (hydrationData) await yieldToMain();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a long page
  // does not hold the main thread in one long task while the visitor tries to scroll or tap.
  if (hydrationData)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

