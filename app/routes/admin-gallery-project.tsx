import { AdminShell } from "~/components/admin/admin-shell";
import { ProjectForm } from "~/components/admin/content/project-form";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { projectEditAction, projectEditData } from "~/server/admin-gallery.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-gallery-project";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return projectEditData(request, context.get(clientAddressContext), params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return projectEditAction(request, context.get(clientAddressContext), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminGalleryProject({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <ProjectForm data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
