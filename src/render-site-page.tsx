/*
 * A page in the site's frame (top bar, header, main, footer), rendered to HTML the way every page
 * of the site is: the islands in it each rendered as a root of their own, and the head the page
 * declared. The prerender renders the route table's pages with it (src/entry-server.tsx), the
 * server its own visitor pages (server/pages/entry.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CurrentPathProvider } from './components/current-path';
import { IslandCollectorProvider, type CollectedIsland } from './components/island';
import { IslandRoot } from './components/island-root';
import { HeadCollectorProvider } from './components/page-head';
import { SiteLayout } from './layouts/site-layout';
import { islandIdentifierPrefix, islandSlot } from './lib/island-markup';
import type { HeadTags } from './lib/seo';

/** One island as a root of its own, with the identifierPrefix its browser root uses too. */
function renderIsland({ component, props }: CollectedIsland, index: number): string {
  const Component = component;
  return renderToString(
    <StrictMode>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </StrictMode>,
    { identifierPrefix: islandIdentifierPrefix(index) },
  );
}

/** The page's body and the head it declared with <PageHead> (undefined when it declared none). */
export function renderSitePage(path: string, content: ReactNode): { html: string; head: HeadTags | undefined } {
  const islands: CollectedIsland[] = [];
  let head: HeadTags | undefined;
  const frame = renderToString(
    <StrictMode>
      <HeadCollectorProvider collect={(collected) => (head = collected)}>
        <IslandCollectorProvider collect={(island) => islands.push(island) - 1}>
          <CurrentPathProvider path={path}>
            <SiteLayout>{content}</SiteLayout>
          </CurrentPathProvider>
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  const html = islands.reduce((page, island, index) => page.replace(islandSlot(index), () => renderIsland(island, index)), frame);
  return { html, head };
}
