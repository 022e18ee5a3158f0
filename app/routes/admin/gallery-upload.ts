import { galleryUploadAction } from "~/features/content/server/gallery-admin.server";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/gallery-upload";

/** Photos sent from the gallery list (see GalleryUploader); no page of its own. */
export function action({ request, context }: Route.ActionArgs) {
  return galleryUploadAction(request, adminUser(context));
}
