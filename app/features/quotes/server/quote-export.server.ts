/**
 * /admin/quotes.csv: every quote (its latest version; drafts too) line by
 * line, for the owner's spreadsheet or bookkeeper. Cells go through the
 * site's one CSV writer, so a description typed as a formula stays text.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { dollarsCell, toCsv } from "~/lib/csv";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, quoteLines, quoteOptions, quotes } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { formatQuantity, lineTotalCents } from "../quote-totals";
import { quoteStatusLabels } from "../quote-view";

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? "";

export const quoteCsvHeader = [
  "Quote",
  "Version",
  "Status",
  "Customer",
  "Title",
  "Sent",
  "Option",
  "Recommended",
  "Work",
  "Quantity",
  "Unit",
  "Price each (USD)",
  "Amount (USD)",
  "Optional extra",
  "Chosen",
  "Accepted total (USD)",
];

/** The quotes as CSV: one row per line, the quote's facts repeated on each. */
export async function quotesCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      quote: quotes,
      customer: contactSubmissions.name,
      option: quoteOptions,
      line: quoteLines,
    })
    .from(quotes)
    .innerJoin(contactSubmissions, eq(quotes.leadId, contactSubmissions.id))
    .innerJoin(quoteOptions, eq(quoteOptions.quoteId, quotes.id))
    .innerJoin(quoteLines, eq(quoteLines.optionId, quoteOptions.id))
    .where(inArray(quotes.status, ["draft", "sent", "accepted", "declined", "expired"]))
    .orderBy(desc(quotes.number), asc(quoteOptions.position), asc(quoteLines.position));
  return toCsv([
    quoteCsvHeader,
    ...rows.map(({ quote, customer, option, line }) => {
      const accepted = quote.acceptance;
      const chosen =
        accepted?.optionId === option.id && (!line.optional || accepted.optionalLineIds.includes(line.id));
      return [
        quote.number,
        quote.revision,
        quoteStatusLabels[quote.status],
        customer,
        quote.title,
        day(quote.sentAt),
        option.name,
        option.recommended ? "yes" : "",
        line.description,
        formatQuantity(line.quantity),
        line.unit,
        dollarsCell(line.unitPriceCents),
        dollarsCell(lineTotalCents(line)),
        line.optional ? "yes" : "",
        accepted ? (chosen ? "yes" : "no") : "",
        dollarsCell(accepted?.totalCents),
      ];
    }),
  ]);
}

export async function quotesCsvResponse(): Promise<Response> {
  return new Response(await quotesCsv(getDb()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="quotes-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
