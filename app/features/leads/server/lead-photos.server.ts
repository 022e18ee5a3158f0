import {
  inspectUpload,
  type LeadPhotoFiles,
  tooLargeMessage as photoTooLargeMessage,
  processLeadPhoto,
  type ReceivedUpload,
  UploadRefused,
} from "~/features/media/index.server";
import type { RefusedPhoto } from "~/server/db/schema.server";
import { chargeDecode, VISITOR_MAX_PIXELS } from "./lead-post.server";

/**
 * The photos of an estimate request. A photo the site cannot use never costs
 * the request: it is left out, and the visitor and the owner are told which
 * one and why. Only an unexpected failure (not a refused photo) fails the post.
 * A visitor's photo is smaller than the owner's may be (VISITOR_MAX_PIXELS),
 * and its pixels are charged to the client's decode budget before it is
 * decoded: over it, the photo is left out.
 */
export async function preparePhotos(
  upload: ReceivedUpload,
  spec: { field: string; count: number; bytes: number },
  clientAddress: string,
): Promise<{ photos: LeadPhotoFiles[]; refused: RefusedPhoto[] }> {
  const beforeDecode = async (pixels: number) => {
    const budget = await chargeDecode(clientAddress, pixels);
    if (budget?.allowed === false) throw new UploadRefused(decodeBudgetMessage(budget.retryAfterMinutes));
  };
  const files = upload.files.filter((file) => file.field === spec.field);
  const checked = await Promise.all(
    files.map(async (file) => {
      try {
        if (file.tooLarge) throw new UploadRefused(photoTooLargeMessage(spec.bytes));
        await inspectUpload(file.path, { maxPixels: VISITOR_MAX_PIXELS, beforeDecode });
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

function decodeBudgetMessage(minutes: number): string {
  return (
    "This photo was not used: more large photos have come from your connection in the last few minutes " +
    `than the website can take. Your request was sent; you can send this photo in ${minutes} ${
      minutes === 1 ? "minute" : "minutes"
    }, or e-mail it to us.`
  );
}
