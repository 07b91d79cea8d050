import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getNavigation, getSite } from '../content/site';
import { paths } from '../lib/paths';

export type SiteLayoutProps = { children: ReactNode };

/** Top bar, header, main and footer around every page. */
export function SiteLayout({ children }: SiteLayoutProps) {
  const site = getSite();
  const navigation = getNavigation();
  return (
    <>
      <header>
        <Link to={paths.home}>{site.name}</Link>
        <nav aria-label="Main">
          <ul>
            {navigation.header.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer>
        <p>{site.name}</p>
      </footer>
    </>
  );
}
