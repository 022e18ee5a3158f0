import { insightsCsvResponse } from "~/features/insights/server/report.server";
import type { Route } from "./+types/insights-csv";

/** Insights for the period asked, as a download (behind the admin's files gate). */
export function loader({ request }: Route.LoaderArgs) {
  return insightsCsvResponse(request);
}
