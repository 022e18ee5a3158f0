import type { MetaDescriptor } from "react-router";
/**
 * The image sizes the pages use, shared by the build step that makes them
 * (scripts/build-images.ts) and the <Picture> component that asks for them.
 */

export type ImageFormat = "avif" | "webp" | "jpg";

export interface VariantSpec {
  /**
   * Output aspect, width / height; the source is cropped to it around its
   * focal point (the centre unless the owner chose another), or, for a
   * `whole` variant, fitted inside it uncropped.
   */
  aspect: number;
  /** Shown whole: a portrait or panorama is scaled to fit the box, never cropped. */
  whole?: true;
  /** Widths to produce (AVIF and WebP). */
  widths: number[];
  /** The one width also written as JPEG for browsers without AVIF or WebP. */
  fallbackWidth: number;
}

export const variantSpecs = {
  /** Gallery grid: 400x400 squares (and 2x). */
  thumb: { aspect: 1, widths: [400, 800], fallbackWidth: 400 },
  /** Gallery dialog: within 1200x800, the photo whole (a portrait is not cropped). */
  large: { aspect: 3 / 2, widths: [800, 1200], fallbackWidth: 1200, whole: true },
  /** Cards and post images, 3:2. */
  card: { aspect: 3 / 2, widths: [480, 800, 1200], fallbackWidth: 800 },
  /** Full-width page heroes, 16:9. */
  hero: { aspect: 16 / 9, widths: [640, 960, 1280, 1920], fallbackWidth: 1280 },
} as const satisfies Record<string, VariantSpec>;

export type VariantName = keyof typeof variantSpecs;

/** Which variants each folder of app/seed/images/ needs. */
export const variantsByGroup: Record<string, VariantName[]> = {
  gallery: ["thumb", "large"],
  blog: ["card"],
  services: ["card"],
  heroes: ["hero"],
};

/**
 * What a page needs to show one image: its key, the hash of its source (in
 * every output's name), and placeholders. URLs are derived from these, so the
 * data sent to the browser stays small.
 */
export interface ImageRef {
  key: string;
  hash: string;
  /** Dominant colour, for a flat placeholder. */
  color: string;
  /** A tiny blurred WebP as a data URI, for a soft placeholder. */
  placeholder: string;
  /**
   * Made at build from a drawing (an .svg of tools/sample-art), not a photo:
   * set by the build step in the image manifest, never on an upload. Read it
   * through isSamplePicture (app/lib/sample-pictures.ts).
   */
  sample?: boolean;
  /**
   * The owner's focal point of an uploaded photo, as CSS places it ("30% 8%"):
   * where a page that crops the photo itself (a whole variant shown covering
   * a box) keeps it. Absent for the centre.
   */
  focus?: string;
}

export type ImageManifest = Record<string, Omit<ImageRef, "key">>;

/** URL of one output file of the build step. */
export function imageUrl(image: ImageRef, variant: VariantName, width: number, format: ImageFormat): string {
  return `/img/${image.key}-${variant}-${width}.${image.hash}.${format}`;
}

export function variantSize(variant: VariantName): { width: number; height: number } {
  const spec = variantSpecs[variant];
  const width = Math.max(...spec.widths);
  return { width, height: Math.round(width / spec.aspect) };
}

export function srcSet(image: ImageRef, variant: VariantName, format: Exclude<ImageFormat, "jpg">): string {
  return variantSpecs[variant].widths.map((w) => `${imageUrl(image, variant, w, format)} ${w}w`).join(", ");
}

/** A <link rel=preload> for a page's main image, for its meta function. */
export function preloadImage(image: ImageRef, variant: VariantName, sizes: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(image, variant, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  };
}
