import legal from '../generated/legal.json';
import type { LegalPage } from '../schemas/legal';

export const listLegalPages = (): LegalPage[] => legal;

export function getLegalPage(slug: string): LegalPage {
  const page = legal.find((p) => p.slug === slug);
  if (!page) throw new Error(`No content/legal/${slug}.md`);
  return page;
}
