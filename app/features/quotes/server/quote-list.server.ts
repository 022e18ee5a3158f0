import { desc, eq, inArray } from "drizzle-orm";
import { contactSubmissions, quotes } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";

/** The latest revision of every quote, newest first, with the customer's name. */
export async function quoteListData() {
  const db = getDb();
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      revision: quotes.revision,
      status: quotes.status,
      title: quotes.title,
      sentAt: quotes.sentAt,
      firstViewedAt: quotes.firstViewedAt,
      acceptedTotal: quotes.acceptance,
      customer: contactSubmissions.name,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(contactSubmissions, eq(quotes.leadId, contactSubmissions.id))
    .where(inArray(quotes.status, ["draft", "sent", "accepted", "declined", "expired"]))
    .orderBy(desc(quotes.updatedAt))
    .limit(200);
  return {
    quotes: rows.map((row) => ({
      id: row.id,
      number: row.number,
      revision: row.revision,
      status: row.status,
      title: row.title,
      customer: row.customer,
      sentAt: row.sentAt?.toISOString() ?? null,
      viewed: row.firstViewedAt !== null,
      acceptedCents: row.acceptedTotal?.totalCents ?? null,
    })),
  };
}
