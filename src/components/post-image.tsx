import { useImageFallback } from '../hooks/use-image-fallback';
import { paths } from '../lib/paths';
import { POST_DEFAULTS } from '../lib/posts';

export type PostImageProps = {
  /** The image URL the posts API sent, or null for the default blog image. */
  src: string | null;
  alt: string;
  /** The largest image of the first screen (the post page's cover). */
  priority?: boolean;
  className?: string;
};

/** A post's cover (1200×675): a URL from the posts API, so a plain <img>, with the default image when it is missing or broken. */
export function PostImage({ src, alt, priority = false, className }: PostImageProps) {
  const { ref, shownSrc, onError } = useImageFallback(src, paths.media(POST_DEFAULTS.image));
  return (
    <img
      ref={ref}
      src={shownSrc}
      onError={onError}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
