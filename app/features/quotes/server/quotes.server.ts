/**
 * Quotes as stored: drafts the owner edits, sending (which freezes a
 * revision and gives it the customer's link), revising a sent quote (a new
 * draft revision that supersedes the sent one when it is sent), and reading
 * a quote whole.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { quoteLines, quoteOptions, quotes } from "~/server/db/schema.server";
import type { QuoteDraft } from "../schemas/quote-draft";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteOptionRow = typeof quoteOptions.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

export interface FullQuote {
  quote: QuoteRow;
  options: (QuoteOptionRow & { lines: QuoteLineRow[] })[];
}

/** The first quote's number: a customer's "Quote 1001" reads better than "Quote 1". */
const FIRST_NUMBER = 1001;
const DAY_MS = 86_400_000;

function draftColumns(draft: QuoteDraft) {
  return {
    title: draft.title,
    notes: draft.notes,
    exclusions: draft.exclusions,
    warranty: draft.warranty,
    paymentTerms: draft.paymentTerms,
    taxRate: draft.taxRate,
    depositPercent: draft.depositPercent,
    validDays: draft.validDays,
    followUpDays: draft.followUpDays,
  };
}

async function writeOptions(tx: Db, quoteId: string, draft: QuoteDraft): Promise<void> {
  await tx.delete(quoteOptions).where(eq(quoteOptions.quoteId, quoteId));
  for (const [position, option] of draft.options.entries()) {
    const [row] = await tx
      .insert(quoteOptions)
      .values({ quoteId, position, name: option.name, recommended: draft.recommended === position })
      .returning({ id: quoteOptions.id });
    await tx.insert(quoteLines).values(
      option.lines.map((line, index) => ({
        optionId: row!.id,
        position: index,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPrice,
        optional: line.optional,
      })),
    );
  }
}

/** A new draft quote for a lead, with the next quote number. */
export async function createQuote(db: Db, leadId: string, draft: QuoteDraft): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    // One number at a time, whatever the number of servers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quote-number'))`);
    const [{ last } = { last: null }] = await tx.select({ last: max(quotes.number) }).from(quotes);
    const [quote] = await tx
      .insert(quotes)
      .values({ leadId, number: (last ?? FIRST_NUMBER - 1) + 1, ...draftColumns(draft) })
      .returning();
    await writeOptions(tx, quote!.id, draft);
    return quote!;
  });
}

export type DraftSave = { ok: true } | { ok: false; reason: "missing" | "frozen" };

/** Replaces a draft's content; a sent quote is frozen (revise it instead). */
export async function saveDraft(db: Db, id: string, draft: QuoteDraft): Promise<DraftSave> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .update(quotes)
      .set({ ...draftColumns(draft), updatedAt: sql`now()` })
      .where(and(eq(quotes.id, id), eq(quotes.status, "draft")))
      .returning({ id: quotes.id });
    if (!quote) {
      const [exists] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id));
      return { ok: false, reason: exists ? "frozen" : "missing" };
    }
    await writeOptions(tx, id, draft);
    return { ok: true };
  });
}

/** A quote with its options and their lines, in order. */
export async function readQuote(db: Db, id: string): Promise<FullQuote | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return undefined;
  const options = await db
    .select()
    .from(quoteOptions)
    .where(eq(quoteOptions.quoteId, id))
    .orderBy(asc(quoteOptions.position));
  const lines = options.length
    ? await db
        .select()
        .from(quoteLines)
        .where(
          inArray(
            quoteLines.optionId,
            options.map((o) => o.id),
          ),
        )
        .orderBy(asc(quoteLines.position))
    : [];
  return { quote, options: options.map((o) => ({ ...o, lines: lines.filter((l) => l.optionId === o.id) })) };
}

/** The sent revision a customer's link opens (the latest; a revoked link opens nothing). */
export async function quoteByLink(db: Db, key: string): Promise<FullQuote | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(key)) return undefined;
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.linkKey, key));
  return row ? readQuote(db, row.id) : undefined;
}

/** Work done in the same transaction as a change to a quote (queueing its e-mails). */
export type AfterQuoteChange = (tx: Db, quote: QuoteRow) => Promise<void>;

export type SendResult = { ok: true; quote: QuoteRow } | { ok: false; reason: "missing" | "not-draft" };

/**
 * Sends a draft: it is frozen, holds the customer's link (the one an earlier
 * revision had, so the customer's link keeps opening the latest) and expires
 * after its valid days; an earlier sent revision becomes superseded.
 */
export async function sendQuote(
  db: Db,
  id: string,
  now = new Date(),
  after?: AfterQuoteChange,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!draft) return { ok: false, reason: "missing" };
    if (draft.status !== "draft") return { ok: false, reason: "not-draft" };
    const [earlier] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.number, draft.number), eq(quotes.status, "sent")))
      .orderBy(desc(quotes.revision));
    let linkKey = randomBytes(24).toString("base64url");
    if (earlier) {
      linkKey = earlier.linkKey ?? linkKey;
      await tx
        .update(quotes)
        .set({ status: "superseded", linkKey: null, updatedAt: sql`now()` })
        .where(eq(quotes.id, earlier.id));
    }
    const [sent] = await tx
      .update(quotes)
      .set({
        status: "sent",
        linkKey,
        sentAt: now,
        expiresAt: new Date(now.getTime() + draft.validDays * DAY_MS),
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id))
      .returning();
    await after?.(tx, sent!);
    return { ok: true, quote: sent! };
  });
}

/**
 * A new draft revision of a sent quote, with the same content to change; the
 * sent one stays what the customer sees until the new one is sent.
 */
export async function reviseQuote(db: Db, id: string): Promise<QuoteRow | undefined> {
  const current = await readQuote(db, id);
  if (current?.quote.status !== "sent") return undefined;
  return db.transaction(async (tx) => {
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(quotes.revision) })
      .from(quotes)
      .where(eq(quotes.number, current.quote.number));
    const { quote } = current;
    const [next] = await tx
      .insert(quotes)
      .values({
        leadId: quote.leadId,
        number: quote.number,
        revision: (last ?? 0) + 1,
        title: quote.title,
        notes: quote.notes,
        exclusions: quote.exclusions,
        warranty: quote.warranty,
        paymentTerms: quote.paymentTerms,
        taxRate: quote.taxRate,
        depositPercent: quote.depositPercent,
        validDays: quote.validDays,
        followUpDays: quote.followUpDays,
      })
      .returning();
    for (const option of current.options) {
      const [row] = await tx
        .insert(quoteOptions)
        .values({
          quoteId: next!.id,
          position: option.position,
          name: option.name,
          recommended: option.recommended,
        })
        .returning({ id: quoteOptions.id });
      if (option.lines.length === 0) continue;
      await tx
        .insert(quoteLines)
        .values(
          option.lines.map(({ id: _id, optionId: _optionId, ...line }) => ({ ...line, optionId: row!.id })),
        );
    }
    return next!;
  });
}

/** Revokes the customer's link: it opens nothing any more (sending again makes a new one). */
export async function revokeQuoteLink(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ linkKey: null, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning({ id: quotes.id });
  return rows.length > 0;
}
