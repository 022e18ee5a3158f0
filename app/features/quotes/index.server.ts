/** What the quotes feature offers the composition root: sent quotes expiring on their date. */

import { getDb, onStop } from "~/server/runtime.server";
import { claimScheduledRun, startChecks } from "~/server/scheduled-runs.server";
import { expireQuotes } from "./server/quote-answers.server";

const HOUR_MS = 60 * 60_000;

/**
 * Every hour, one server of several marks the sent quotes past their date
 * expired (their follow-ups stop, their leads are marked lost).
 */
export function startQuotes(): void {
  const stop = startChecks(
    async () => {
      const db = getDb();
      const now = new Date();
      const run = await claimScheduledRun(
        db,
        "quotes.expire",
        now,
        (last) => !last || now.getTime() - last.getTime() >= HOUR_MS - 60_000,
      );
      if (run.outcome === "claimed") await expireQuotes(db, now);
    },
    { firstMs: 30_000, everyMs: 5 * 60_000, label: "quotes" },
  );
  onStop(stop);
}

/** A quote whole, for the invoices that bill it once accepted. */
export { type FullQuote, type QuoteRow, readQuote } from "./server/quotes.server";
