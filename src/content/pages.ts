import pages from '../generated/pages.json';
import type { Page } from '../schemas/page';

export function getPage(slug: string): Page {
  const page = pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No content/pages/${slug}.yaml`);
  return page;
}

/** The page of that slug, if content/pages/ has one. */
export const findPage = (slug: string): Page | undefined => pages.find((p) => p.slug === slug);
