/**
 * Which pictures are the samples a fresh install came with. The build step
 * (scripts/build-images.ts) marks every image it makes from a drawing (an
 * .svg source drawn by tools/sample-art) with `sample: true` in the image
 * manifest; a photo saved beside it in app/seed/images wins over the drawing
 * and is not marked, and a picture the owner uploaded ("media/<id>") never is.
 */
import type { ImageRef } from "./image-variants";

/** Whether a source file of app/seed/images is a drawing rather than a photo. */
export function isDrawingSource(file: string): boolean {
  return file.toLowerCase().endsWith(".svg");
}

/** Whether a picture is one of the seed's drawings, to be labelled as a sample wherever a visitor sees it. */
export function isSamplePicture(image: Pick<ImageRef, "key" | "sample">): boolean {
  return image.sample === true && !image.key.startsWith("media/");
}

/** Whether any of these pictures (a project and its "before", say) is a sample. */
export function anySamplePicture(
  images: readonly (Pick<ImageRef, "key" | "sample"> | null | undefined)[],
): boolean {
  return images.some((image) => image != null && isSamplePicture(image));
}
