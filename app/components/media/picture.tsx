import { cn } from "~/components/ui/cn";
import {
  type ImageRef,
  imageUrl,
  srcSet,
  type VariantName,
  variantSize,
  variantSpecs,
} from "~/lib/image-variants";

interface PictureProps {
  image: ImageRef;
  variant: VariantName;
  /** Written description; "" only for decorative images. */
  alt: string;
  /** The displayed width, as the `sizes` attribute says it. */
  sizes: string;
  /** The page's main image: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /** Load at once without raising priority (e.g. in a dialog just opened); lazy otherwise, so a phone fetches first the text and scripts it shows before any picture below the first screen. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /**
   * Shown whole in its box (object-fit: contain), as the large view shows a
   * portrait: the bands beside it are the photo's own colour, not its blurred
   * placeholder stretched over the box.
   */
  whole?: boolean;
}

/**
 * An image from the build step as AVIF, WebP and JPEG at the widths its
 * variant has. Width and height are always set, so nothing shifts while it
 * loads, and a blurred placeholder shows until the image arrives.
 */
export function Picture({
  image,
  variant,
  alt,
  sizes,
  priority = false,
  eager = false,
  className,
  imgClassName,
  whole = false,
}: PictureProps) {
  const { width, height } = variantSize(variant);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, variant, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, variant, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, variant, variantSpecs[variant].fallbackWidth, "jpg")}
        width={width}
        height={height}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : "auto"}
        className={whole ? cn(imgClassName, "object-contain") : imgClassName}
        style={{
          backgroundColor: image.color,
          backgroundImage: whole ? undefined : `url("${image.placeholder}")`,
          backgroundSize: "cover",
          objectPosition: whole ? undefined : image.focus,
        }}
      />
    </picture>
  );
}
