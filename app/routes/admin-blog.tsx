import { AdminShell } from "~/components/admin/admin-shell";
import { BlogAdminList } from "~/components/admin/content/blog-admin-list";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { blogListAction, blogListData } from "~/server/admin-blog.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-blog";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return blogListData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return blogListAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <BlogAdminList data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
