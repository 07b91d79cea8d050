/*
 * Responsive image variants: which widths and formats the build makes of each raster image under
 * content/media/, and where it writes them. The build (scripts/site/media/) and the Image component
 * both read these rules, so the srcset always names files that exist.
 */

/**
 * Target widths; an image is never upscaled, so smaller ones get their own width as the largest.
 * 720 is what a phone (about 400 px wide, 1.75 device pixels per CSS pixel) needs for a full-width image.
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;

/**
 * The width of an image that spans the page's container on a phone: the viewport less the
 * container's padding, at least 1rem a side (--container-pad). Saying 100vw would make a phone
 * fetch the next larger file for the 2rem it never shows.
 */
export const CONTAINED_WIDTH = 'calc(100vw - 2rem)';

/** Modern formats, best first: the order of the <source> elements. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Raster images get variants; SVG is already small and sharp at every size. */
export const isRaster = (contentPath: string): boolean => /\.(jpe?g|png|webp)$/i.test(contentPath);

/** Intrinsic [width, height] of each image under content/media/, by content path (media/x/y.jpg). */
export type MediaManifest = Record<string, [number, number]>;

export function variantWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...VARIANT_WIDTHS));
  return [...VARIANT_WIDTHS.filter((target) => target < largest), largest];
}

/** media/blog/x.jpg at 480 px as AVIF → media/blog/x-480w.avif */
export function variantPath(contentPath: string, width: number, format: VariantFormat): string {
  return `${contentPath.replace(/\.[a-z0-9]+$/i, '')}-${width}w.${format}`;
}
