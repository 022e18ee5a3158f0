import {
  inspectUpload,
  type LeadPhotoFiles,
  tooLargeMessage as photoTooLargeMessage,
  processLeadPhoto,
  type ReceivedUpload,
  UploadRefused,
} from "~/features/media/index.server";
import type { RefusedPhoto } from "~/server/db/schema.server";

/**
 * The photos of an estimate request. A photo the site cannot use never costs
 * the request: it is left out, and the visitor and the owner are told which
 * one and why. Only an unexpected failure (not a refused photo) fails the post.
 */
export async function preparePhotos(
  upload: ReceivedUpload,
  spec: { field: string; count: number; bytes: number },
): Promise<{ photos: LeadPhotoFiles[]; refused: RefusedPhoto[] }> {
  const files = upload.files.filter((file) => file.field === spec.field);
  const checked = await Promise.all(
    files.map(async (file) => {
      try {
        if (file.tooLarge) throw new UploadRefused(photoTooLargeMessage(spec.bytes));
        await inspectUpload(file.path);
        return { photo: await processLeadPhoto(file.path) };
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        return { refused: { name: file.name, reason: error.message } };
      }
    }),
  );
  const refused = checked.flatMap((result) => (result.refused ? [result.refused] : []));
  if (upload.tooManyFiles) {
    refused.push({
      name: "More photos",
      reason: `A request takes up to ${spec.count} photos: the ones after the ${spec.count}th were not sent.`,
    });
  }
  return { photos: checked.flatMap((result) => (result.photo ? [result.photo] : [])), refused };
}
