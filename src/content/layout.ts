import layout from '../generated/layout.json';
import logos from '../generated/logos.json';
import type { Layout } from '../schemas/layout';
import type { LogoGroup } from '../schemas/logo';

export const getLayout = (): Layout => layout;

export function getLogoGroup(slug: string): LogoGroup {
  const group = logos.find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/logos/${slug}.yaml`);
  return group;
}
