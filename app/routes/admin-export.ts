import { parseLeadFilters } from "~/lib/admin";
import { requireAdmin } from "~/server/admin-auth.server";
import { exportLeadsCsv } from "~/server/admin-leads.server";
import { clientAddressContext } from "~/server/request-context.server";
import { getContent, getDb } from "~/server/runtime.server";
import type { Route } from "./+types/admin-export";

/** The current filtered lead list as a CSV download, for the admin only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(request, context.get(clientAddressContext));
  } catch {
    return new Response("Sign in as the admin at /admin to export leads.\n", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
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
