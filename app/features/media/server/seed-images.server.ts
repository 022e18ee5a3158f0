import type { ImageManifest, ImageRef } from "~/lib/image-variants";
import manifest from "~/seed/image-manifest.json";

const images = manifest as ImageManifest;

/**
 * The image a loader hands to a page. A missing image is a build error, not
 * a broken picture: the build step makes one for every source file.
 */
export function getImage(key: string): ImageRef {
  const entry = images[key];
  if (!entry) throw new Error(`No image "${key}" in app/seed/images (run the image build step).`);
  return { key, ...entry };
}

export function hasImage(key: string): boolean {
  return key in images;
}

/** Every image whose key starts with a folder, e.g. "blog/" (the pictures a post can have). */
export function imagesIn(folder: string): ImageRef[] {
  return Object.keys(images)
    .filter((key) => key.startsWith(folder))
    .sort()
    .map(getImage);
}
