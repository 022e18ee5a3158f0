import { AdminShell } from "~/components/admin/admin-shell";
import { ActivityLog } from "~/components/admin/content/activity-log";
import { adminHandle, adminHeaders } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { activityPageData } from "~/server/admin-overview.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-activity";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return activityPageData(request, context.get(clientAddressContext));
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell signedIn>
      <ActivityLog data={loaderData} />
    </AdminShell>
  );
}
