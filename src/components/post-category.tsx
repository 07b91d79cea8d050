import { localizePath, type Locale } from '../lib/locale';
import { paths } from '../lib/paths';
import type { PostSummary } from '../schemas/post';
import { langOf } from '../schemas/localized';

export type PostCategoryProps = { post: Pick<PostSummary, 'category' | 'categorySlug' | 'lang'>; fallback: string; locale: Locale; className?: string };

/** A post's category as a link to the category's page in the post's language, or the fallback words when the post names none. */
export function PostCategory({ post: { category, categorySlug, lang }, fallback, locale, className }: PostCategoryProps) {
  return category && categorySlug ? (
    <a href={localizePath(paths.category(categorySlug), locale)} className={className} lang={langOf(lang, 'category')}>
      {category}
    </a>
  ) : (
    <span className={className}>{fallback}</span>
  );
}
