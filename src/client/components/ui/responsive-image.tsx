import { DATA_SAVER_WIDTHS, fallbackFormat, IMAGE_WIDTHS, srcSet, variantPath } from "../../../shared/rules/images";
import { useDataSaver } from "../../lib/data-saver";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The image's intrinsic size, or its box's (with object-cover): reserves its space before it loads. */
  width: number;
  height: number;
  /** The width the image takes on screen, for the browser's choice of variant, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** The page's main image (its LCP): loaded first and at once. Others load lazily, as they near the screen. */
  priority?: boolean;
  /** Decoration only: left out with "Data saver" on. */
  decorative?: boolean;
  className?: string;
}

/**
 * An image in AVIF or WebP at the width the screen needs, with a JPEG/PNG fallback: a <picture>
 * over the variants the build or the upload made (src/shared/rules/images.ts names them). SVGs
 * and other sites' images have no variants and stay a plain <img>. With "Data saver" on only the
 * smallest widths are offered, and decorative images are left out.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  decorative,
  className,
}: ResponsiveImageProps) {
  const dataSaver = useDataSaver();
  if (decorative && dataSaver) return null;
  const loading = {
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("auto" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  const fallback = fallbackFormat(src);
  if (!fallback) {
    return <img src={src} alt={alt} width={width} height={height} className={className} {...loading} />;
  }
  const widths = dataSaver ? DATA_SAVER_WIDTHS : IMAGE_WIDTHS;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(src, "avif", widths)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, "webp", widths)} sizes={sizes} />
      <img
        src={variantPath(src, widths[widths.length - 1]!, fallback)}
        srcSet={srcSet(src, fallback, widths)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...loading}
      />
    </picture>
  );
}
