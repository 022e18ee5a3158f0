import type { AdminHandle } from "~/components/admin/admin-handle";
import { GalleryAdminList } from "~/features/content/components/gallery-admin-list";
import { galleryListAction, galleryListData } from "~/features/content/server/gallery-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/gallery";

export const handle: AdminHandle = { title: "Gallery", under: "content" };

export function loader() {
  return galleryListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return galleryListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  return <GalleryAdminList data={loaderData} />;
}
