import { AdminShell } from "~/components/admin/admin-shell";
import { InsightsPage } from "~/components/admin/insights/insights-page";
import { adminHandle, adminHeaders } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { insightsPageData } from "~/server/insights.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-insights";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return insightsPageData(request, context.get(clientAddressContext));
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell signedIn>
      <InsightsPage report={loaderData.report} timeZoneName={loaderData.timeZoneName} />
    </AdminShell>
  );
}
