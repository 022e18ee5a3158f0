import { insightsCsvResponse } from "~/server/insights.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-insights-csv";

/** The Insights of the period asked, as a CSV download, for the admin only. */
export function loader({ request, context }: Route.LoaderArgs) {
  return insightsCsvResponse(request, context.get(clientAddressContext));
}
