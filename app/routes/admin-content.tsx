import { AdminShell } from "~/components/admin/admin-shell";
import { ContentOverview } from "~/components/admin/content/content-overview";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { contentOverviewData } from "~/server/admin-overview.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-content";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return contentOverviewData(request, context.get(clientAddressContext));
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, undefined);
  return (
    <AdminShell signedIn>
      <ContentOverview summary={loaderData.summary} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
