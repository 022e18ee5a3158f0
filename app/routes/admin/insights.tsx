import type { AdminHandle } from "~/components/admin/admin-handle";
import { InsightsPage } from "~/features/insights/components/insights-page";
import { insightsPageData } from "~/features/insights/server/report.server";
import type { Route } from "./+types/insights";

export const handle: AdminHandle = { title: "Insights" };

export function loader({ request }: Route.LoaderArgs) {
  return insightsPageData(request);
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  return (
    <InsightsPage
      report={loaderData.report}
      vitals={loaderData.vitals}
      timeZoneName={loaderData.timeZoneName}
    />
  );
}
