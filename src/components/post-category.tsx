import { localizePath, type Locale } from '../lib/locale';
import { paths } from '../lib/paths';
import type { PostSummary } from '../schemas/post';

export type PostCategoryProps = { post: Pick<PostSummary, 'category' | 'categorySlug'>; fallback: string; locale: Locale; className?: string };

/** A post's category as a link to the category's page in the post's language, or the fallback words when the post names none. */
export function PostCategory({ post: { category, categorySlug }, fallback, locale, className }: PostCategoryProps) {
  return category && categorySlug ? (
    <a href={localizePath(paths.category(categorySlug), locale)} className={className}>
      {category}
    </a>
  ) : (
    <span className={className}>{fallback}</span>
  );
}
