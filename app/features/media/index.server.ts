/** What the media feature offers the other features on the server (another feature imports only this, or index.ts). */
export { inspectUpload, MAX_UPLOAD_BYTES, tooLargeMessage, UploadRefused } from "./server/inspect.server";
export {
  type PostWithPhotos,
  readPostWithPhotos,
  readUploadPost,
  storeUploadedPhoto,
  takeFormPhoto,
} from "./server/intake.server";
export { mediaIdOf, mediaKey } from "./server/media-key.server";
export { getMediaStore, getUploadTempDir } from "./server/media-runtime.server";
export { photoUpdatesProgress } from "./server/photo-updates.server";
export { type LeadPhotoFiles, processLeadPhoto } from "./server/process.server";
export { parseFocus, refocusPicture } from "./server/refocus.server";
export { getImage, hasImage, imagesIn } from "./server/seed-images.server";
export type { MediaStore } from "./server/store.server";
export { type ReceivedFile, type ReceivedUpload, receiveUpload } from "./server/upload.server";
