import { getContent } from "~/features/content/index.server";
import { parseLeadFilters } from "~/features/leads/lead-filters";
import { exportLeadsCsv } from "~/features/leads/server/lead-export.server";
import { getDb } from "~/server/runtime.server";
import type { Route } from "./+types/leads-export";

/** The current filtered lead list as a CSV download (behind the admin's files gate). */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const tab = filters.tab === "nominations" ? "nominations" : "contacts";
  const { site } = await getContent();
  const csv = await exportLeadsCsv(getDb(), tab, filters, site.business.timeZone);
  const day = new Date().toISOString().slice(0, 10);
  const name = tab === "contacts" ? "contact-submissions" : "nominations";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
