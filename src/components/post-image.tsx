import { useImageFallback } from '../hooks/use-image-fallback';
import { Image, isContentImage } from './image';
import { paths } from '../lib/paths';
import { POST_DEFAULTS } from '../lib/posts';

export type PostImageProps = {
  /** The image URL the posts API sent, or null for the default blog image. */
  src: string | null;
  alt: string;
  /** The largest image of the first screen (the post page's cover). */
  priority?: boolean;
  className?: string;
  /** The sizes attribute for the responsive variants of a content image. */
  sizes?: string;
};

/**
 * A post's cover (1200×675), with the default image when it is missing or broken. A URL from the
 * posts API is a plain <img>; an image from content/media/ (the content posts' covers and the
 * default) goes through <Image> for its AVIF and WebP variants.
 */
export function PostImage({ src, alt, priority = false, className, sizes }: PostImageProps) {
  const { ref, shownSrc, onError } = useImageFallback(src, paths.media(POST_DEFAULTS.image));
  if (isContentImage(shownSrc)) {
    return <Image ref={ref} onError={onError} src={shownSrc} alt={alt} width={1200} height={675} priority={priority} className={className} sizes={sizes} />;
  }
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
