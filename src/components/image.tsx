import type { Ref } from 'react';
import { media } from '../generated/content/media';
import { FALLBACK_ATTRIBUTE } from '../lib/image-fallback';
import { CONTAINED_WIDTH, isRaster, VARIANT_FORMATS, variantPath, variantWidths } from '../lib/media';
import { paths } from '../lib/paths';
import styles from './image.module.css';

export type ImageProps = {
  /** A content media path such as media/blog/x.jpg. */
  src: string;
  alt: string;
  /** The language of the alt text where it is not the page's (src/schemas/localized.ts). */
  lang?: string;
  width?: number;
  height?: number;
  /** The sizes attribute for responsive variants, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** The largest image of the first screen: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** A content path shown instead if this image fails to load (src/lib/image-fallback.ts). */
  fallback?: string;
  /** An illustration drawn on a light ground: dimmed a little in the dark theme, so it does not glare on the dark page. */
  isDimmedInDark?: boolean;
  ref?: Ref<HTMLImageElement>;
};

/** A content image's path, alt text and the alt's language, as Image's src, alt and lang: `<Image {...imageOf(course.image)} />`. */
export const imageOf = (image: { src: string; alt: string; lang?: { alt?: string } }) => ({ src: image.src, alt: image.alt, lang: image.lang?.alt });

/** A content path as written in content/ (media/x.jpg) or as a URL path (/media/x.jpg). */
const contentPathOf = (src: string) => src.replace(/^\//, '');

const intrinsicSizeOf = (src: string) => (media as Record<string, [number, number] | undefined>)[contentPathOf(src)];

/**
 * Every content image goes through here. Raster images become a <picture> with AVIF and WebP
 * variants at the widths the build made (src/lib/media.ts), and every image gets its intrinsic
 * width and height from the build's media manifest, so the page never shifts while it loads.
 * Images below the fold load lazily; the first screen's largest image is `priority`.
 */
export function Image({
  src,
  alt,
  lang,
  width,
  height,
  sizes = CONTAINED_WIDTH,
  priority = false,
  className,
  fallback,
  isDimmedInDark = false,
  ref,
}: ImageProps) {
  const contentPath = contentPathOf(src);
  const intrinsic = intrinsicSizeOf(src);
  // Given one side only, the other follows the intrinsic aspect ratio.
  const [w, h] = intrinsic
    ? width && !height
      ? [width, Math.round((width * intrinsic[1]) / intrinsic[0])]
      : height && !width
        ? [Math.round((height * intrinsic[0]) / intrinsic[1]), height]
        : [width ?? intrinsic[0], height ?? intrinsic[1]]
    : [width, height];
  const img = (
    <img
      ref={ref}
      src={paths.media(contentPath)}
      alt={alt}
      lang={lang}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={isDimmedInDark ? [className, styles.dimmed].filter(Boolean).join(' ') : className}
      {...(fallback ? { [FALLBACK_ATTRIBUTE]: paths.media(contentPathOf(fallback)) } : {})}
    />
  );
  if (!intrinsic || !isRaster(contentPath)) return img;
  const widths = variantWidths(intrinsic[0]);
  return (
    <picture className={styles.picture}>
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={widths.map((variant) => `${paths.media(variantPath(contentPath, variant, format))} ${variant}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
