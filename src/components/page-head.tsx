import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { getSite } from '../content/site';
import { useLocale } from './page-locale';
import { resolveHead, robotsOf, type HeadTags, type PageSeo } from '../content/seo';
import type { Seo } from '../schemas/common';

/** Receives the head of the page being prerendered; absent in the browser. */
export type CollectHead = (head: HeadTags) => void;

const CollectHeadContext = createContext<CollectHead | null>(null);

export function HeadCollectorProvider({ collect, children }: { collect: CollectHead; children: ReactNode }) {
  return <CollectHeadContext.Provider value={collect}>{children}</CollectHeadContext.Provider>;
}

export type PageHeadProps = { seo: PageSeo; override?: Seo };

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Declares the page's title, description, keywords and canonical link. During prerender it
 * records them for the HTML head; in the browser it updates the document after navigation.
 */
export function PageHead({ seo, override }: PageHeadProps) {
  const collect = useContext(CollectHeadContext);
  const head = resolveHead(getSite(useLocale()), seo, override);
  collect?.(head);

  const { title, description, canonical, noindex } = head;
  const robots = robotsOf(head);
  const keywords = head.keywords.join(', ');
  useEffect(() => {
    document.title = title;
    const named = (name: string) => () => Object.assign(document.createElement('meta'), { name });
    setMeta('meta[name="description"]', named('description'), 'content', description);
    setMeta('meta[name="keywords"]', named('keywords'), 'content', keywords);
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', canonical);
    if (noindex) setMeta('meta[name="robots"]', named('robots'), 'content', robots);
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, keywords, canonical, noindex, robots]);
  return null;
}
