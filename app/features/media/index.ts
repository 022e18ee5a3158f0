/** What the media feature offers the others in the browser and on the server (another feature imports only this, or index.server). */

export { suggestAlt } from "./alt-text";
export { type GalleryDraft, GalleryUploader } from "./components/gallery-uploader";
