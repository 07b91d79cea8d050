import type { PostFallbacks } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import { Image } from './image';

export type PostImageProps = {
  post: Pick<PostSummary, 'image' | 'alt'>;
  /** The blog's fallbacks: the default cover and its text. */
  fallbacks: Pick<PostFallbacks, 'image' | 'alt'>;
  /** The largest image of the first screen (the post page's cover). */
  priority?: boolean;
  className?: string;
  /** The sizes attribute for the responsive variants. */
  sizes?: string;
};

/** A post's cover (1200×675), or the default cover when it has none or its cover fails to load. */
export function PostImage({ post, fallbacks, priority = false, className, sizes }: PostImageProps) {
  return (
    <Image
      src={post.image ?? fallbacks.image}
      alt={post.alt ?? fallbacks.alt}
      width={1200}
      height={675}
      priority={priority}
      className={className}
      sizes={sizes}
      fallback={post.image ? fallbacks.image : undefined}
      isDimmedInDark
    />
  );
}
