import { layout } from '../generated/content/layout';
import { logos } from '../generated/content/logos';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

export const getLayout = (locale: Locale) => layout[locale];

export const getLogoGroup = (slug: string, locale: Locale) => itemOf(logos[locale], slug, `logos/${slug}.yaml`);
