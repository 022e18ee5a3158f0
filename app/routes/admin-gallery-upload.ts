import { galleryUploadAction } from "~/server/admin-gallery.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-gallery-upload";

/** Photos sent from the gallery list (see GalleryUploader); no page of its own. */
export function action({ request, context }: Route.ActionArgs) {
  return galleryUploadAction(request, context.get(clientAddressContext));
}
