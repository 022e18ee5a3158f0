import { AdminShell } from "~/components/admin/admin-shell";
import { PostEditor } from "~/components/admin/content/post-editor";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { postEditAction, postEditData } from "~/server/admin-blog.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-post";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return postEditData(request, context.get(clientAddressContext), params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return postEditAction(request, context.get(clientAddressContext), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <PostEditor data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
