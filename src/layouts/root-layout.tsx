import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteLayout } from './site-layout';

/** The root route: the site's frame around every page, and scroll handling on navigation. */
export function RootLayout() {
  return (
    <SiteLayout>
      <Outlet />
      <ScrollRestoration />
    </SiteLayout>
  );
}
