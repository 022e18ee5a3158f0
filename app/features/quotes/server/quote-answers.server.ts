/**
 * The customer's side of a quote: opening it (the first time is recorded),
 * accepting one option with the optional lines they tick (once: the first
 * acceptance wins, a second tab is told it is already accepted), declining
 * it, and quotes expiring. Accepting marks the lead won with the chosen
 * total; declining or expiry marks it lost.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, type QuoteAcceptance, quotes } from "~/server/db/schema.server";
import { type OptionTotals, optionTotals } from "../quote-totals";
import { stopQuoteFollowUps } from "./quote-mail.server";
import { type AfterQuoteChange, type FullQuote, quoteByLink } from "./quotes.server";

/** Records the first opening of a sent quote; true only for that first time. */
export async function markQuoteViewed(db: Db, quoteId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ firstViewedAt: now })
    .where(and(eq(quotes.id, quoteId), isNull(quotes.firstViewedAt)))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

export interface Choice {
  optionId: string;
  optionalLineIds: readonly string[];
}

export type PricedChoice =
  | { ok: true; optionName: string; totals: OptionTotals }
  | { ok: false; reason: "no-option" };

/** The totals of a choice, from the stored lines only (nothing the customer posts is a price). */
export function priceChoice(full: FullQuote, choice: Choice): PricedChoice {
  const option = full.options.find((o) => o.id === choice.optionId);
  if (!option) return { ok: false, reason: "no-option" };
  const ticked = new Set(choice.optionalLineIds);
  const chosen = new Set(
    option.lines.flatMap((line, index) => (line.optional && ticked.has(line.id) ? [index] : [])),
  );
  return {
    ok: true,
    optionName: option.name,
    totals: optionTotals(option.lines, chosen, full.quote.taxRate, full.quote.depositPercent),
  };
}

/**
 * SHA-256 of exactly what the customer saw and chose: the quote's words and
 * lines in a fixed order, the choice and its totals.
 */
export function acceptanceFingerprint(full: FullQuote, choice: Choice, totals: OptionTotals): string {
  const { quote } = full;
  const shown = {
    number: quote.number,
    revision: quote.revision,
    title: quote.title,
    notes: quote.notes,
    exclusions: quote.exclusions,
    warranty: quote.warranty,
    paymentTerms: quote.paymentTerms,
    taxRate: quote.taxRate,
    depositPercent: quote.depositPercent,
    expiresAt: quote.expiresAt?.toISOString() ?? null,
    options: full.options.map((o) => ({
      id: o.id,
      name: o.name,
      recommended: o.recommended,
      lines: o.lines.map((l) => [l.id, l.description, l.quantity, l.unit, l.unitPriceCents, l.optional]),
    })),
    choice: { optionId: choice.optionId, optionalLineIds: [...choice.optionalLineIds].sort() },
    totals,
  };
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex");
}

export interface AcceptPost extends Choice {
  /** The revision the customer's page showed (a newer one refuses this post). */
  quoteId: string;
  fullName: string;
  ip: string;
  userAgent: string;
}

export type AnswerResult =
  | { ok: true; quote: typeof quotes.$inferSelect }
  | { ok: false; reason: "missing" | "updated" | "expired" | "answered" | "no-option" };

function openQuoteCheck(full: FullQuote | undefined, quoteId: string, now: Date) {
  if (!full) return "missing" as const;
  if (full.quote.id !== quoteId) return "updated" as const;
  if (full.quote.status !== "sent") return "answered" as const;
  if (full.quote.expiresAt && full.quote.expiresAt <= now) return "expired" as const;
  return undefined;
}

/** Accepts the quote behind the link `key` for the choice posted; exactly one acceptance ever counts. */
export async function acceptQuote(
  db: Db,
  key: string,
  post: AcceptPost,
  now = new Date(),
  after?: AfterQuoteChange,
): Promise<AnswerResult> {
  const full = await quoteByLink(db, key);
  const refusal = openQuoteCheck(full, post.quoteId, now);
  if (refusal) return { ok: false, reason: refusal };
  const priced = priceChoice(full!, post);
  if (!priced.ok) return priced;
  const option = full!.options.find((o) => o.id === post.optionId)!;
  const optionalLineIds = option.lines
    .filter((l) => l.optional && post.optionalLineIds.includes(l.id))
    .map((l) => l.id);
  const acceptance: QuoteAcceptance = {
    fullName: post.fullName,
    optionId: post.optionId,
    optionName: priced.optionName,
    optionalLineIds,
    totalCents: priced.totals.totalCents,
    depositCents: priced.totals.depositCents,
    ip: post.ip,
    userAgent: post.userAgent,
    fingerprint: acceptanceFingerprint(full!, { optionId: post.optionId, optionalLineIds }, priced.totals),
    at: now.toISOString(),
  };
  return db.transaction(async (tx) => {
    // Only a sent quote that nobody answered yet: of two tabs, the second finds it accepted.
    const [accepted] = await tx
      .update(quotes)
      // An answer means it was opened (even when the opening was not counted, as a preview robot's is not).
      .set({
        status: "accepted",
        acceptance,
        answeredAt: now,
        firstViewedAt: sql`coalesce(${quotes.firstViewedAt}, ${now})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(quotes.id, post.quoteId), eq(quotes.status, "sent")))
      .returning();
    if (!accepted) return { ok: false, reason: "answered" };
    await tx
      .update(contactSubmissions)
      .set({
        status: "won",
        jobValueCents: priced.totals.totalCents,
        wonAt: now,
        statusChangedAt: now,
        contactedAt: sql`coalesce(${contactSubmissions.contactedAt}, ${now})`,
        revision: sql`${contactSubmissions.revision} + 1`,
      })
      .where(eq(contactSubmissions.id, accepted.leadId));
    await after?.(tx, accepted);
    return { ok: true, quote: accepted };
  });
}

async function markLeadLost(tx: Db, leadId: string, note: string, now: Date): Promise<void> {
  await tx
    .update(contactSubmissions)
    .set({
      status: "lost",
      statusChangedAt: now,
      ownerNote: sql`trim(both from ${contactSubmissions.ownerNote} || ${`\n${note}`})`,
      revision: sql`${contactSubmissions.revision} + 1`,
    })
    .where(
      and(
        eq(contactSubmissions.id, leadId),
        inArray(contactSubmissions.status, ["new", "contacted", "estimate_scheduled"]),
      ),
    );
}

/** Declines the quote behind the link, with the customer's reason if they gave one. */
export async function declineQuote(
  db: Db,
  key: string,
  post: { quoteId: string; reason: string },
  now = new Date(),
  after?: AfterQuoteChange,
): Promise<AnswerResult> {
  const full = await quoteByLink(db, key);
  const refusal = openQuoteCheck(full, post.quoteId, now);
  if (refusal) return { ok: false, reason: refusal };
  return db.transaction(async (tx) => {
    const [declined] = await tx
      .update(quotes)
      .set({
        status: "declined",
        declineReason: post.reason,
        answeredAt: now,
        firstViewedAt: sql`coalesce(${quotes.firstViewedAt}, ${now})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(quotes.id, post.quoteId), eq(quotes.status, "sent")))
      .returning();
    if (!declined) return { ok: false, reason: "answered" };
    const why = post.reason ? `: ${post.reason}` : "";
    await markLeadLost(tx, declined.leadId, `Quote ${declined.number} declined${why}`, now);
    await after?.(tx, declined);
    return { ok: true, quote: declined };
  });
}

/** Marks sent quotes past their date expired and their leads lost; gives how many. */
export async function expireQuotes(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "expired", updatedAt: sql`now()` })
      .where(and(eq(quotes.status, "sent"), lte(quotes.expiresAt, now)))
      .returning({ leadId: quotes.leadId, number: quotes.number });
    for (const quote of expired) {
      await markLeadLost(tx, quote.leadId, `Quote ${quote.number} expired`, now);
      await stopQuoteFollowUps(tx, quote);
    }
    return expired.length;
  });
}
