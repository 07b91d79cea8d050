import { paths } from '../lib/paths';
import { slugify } from '../lib/slug';

export type PostCategoryProps = { category: string | null; fallback: string; className?: string };

/** A post's category as a link to the category's page, or the fallback words when the post names none. */
export function PostCategory({ category, fallback, className }: PostCategoryProps) {
  return category ? (
    <a href={paths.category(slugify(category))} className={className}>
      {category}
    </a>
  ) : (
    <span className={className}>{fallback}</span>
  );
}
