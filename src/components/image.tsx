import { paths } from '../lib/paths';

export type ImageProps = {
  /** A content media path such as media/blog/x.jpg. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** The sizes attribute for responsive variants, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** The largest image of the first screen: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

/** Every content image goes through here, so the build can serve optimised variants in one place. */
export function Image({ src, alt, width, height, priority = false, className }: ImageProps) {
  return (
    <img
      src={paths.media(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
