import { AdminShell } from "~/components/admin/admin-shell";
import { GalleryAdminList } from "~/components/admin/content/gallery-admin-list";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { galleryListAction, galleryListData } from "~/server/admin-gallery.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-gallery";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return galleryListData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return galleryListAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <GalleryAdminList data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
