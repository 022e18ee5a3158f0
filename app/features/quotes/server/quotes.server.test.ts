/**
 * Quotes as stored: a draft is edited, a sent quote is frozen and revised as
 * a new revision behind the same link; the customer accepts once (of two
 * tabs, one), never a tampered option, never an expired or superseded
 * revision; accepting wins the lead with the total, declining loses it.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { type QuoteDraft, quoteDraftSchema } from "../schemas/quote-draft";
import { acceptQuote, declineQuote, expireQuotes, markQuoteViewed } from "./quote-answers.server";
import {
  createQuote,
  quoteByLink,
  readQuote,
  reviseQuote,
  revokeQuoteLink,
  saveDraft,
  sendQuote,
} from "./quotes.server";

const line = (description: string, quantity: string, unitPrice: string, optional = "") => ({
  description,
  quantity,
  unit: "room",
  unitPrice,
  optional,
});
const draft: QuoteDraft = quoteDraftSchema.parse({
  title: "Main floor repaint",
  options: [
    { name: "Walls only", lines: [line("Walls, two coats", "3", "450")] },
    {
      name: "Walls and trim",
      lines: [
        line("Walls, two coats", "3", "450"),
        line("Trim", "120", "2.50"),
        line("Ceiling", "1", "300", "on"),
      ],
    },
  ],
  recommended: "1",
  taxRate: "0",
  depositPercent: "25",
  validDays: "30",
});

async function newLead(db: Db): Promise<string> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: "Pat Moe",
      email: "pat@example.com",
      phone: "651-555-0177",
      service: "Interior Painting",
      message: "",
    })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}
const now = new Date("2026-11-25T18:00:00Z");
const who = { fullName: "Pat Moe", ip: "203.0.113.9", userAgent: "Test browser" };

onEachDatabase("quotes", (database) => {
  it("edits a draft, freezes it when sent, and revises it behind the same link", async () => {
    const { db } = database();
    const leadId = await newLead(db);
    const quote = await createQuote(db, leadId, draft);
    expect(quote.status).toBe("draft");
    expect(await saveDraft(db, quote.id, { ...draft, title: "Main floor" })).toEqual({ ok: true });
    const sent = await sendQuote(db, quote.id, now);
    if (!sent.ok) throw new Error("not sent");
    expect(sent.quote.expiresAt).toEqual(new Date("2026-12-25T18:00:00Z"));
    expect(await saveDraft(db, quote.id, draft)).toEqual({ ok: false, reason: "frozen" });
    const key = sent.quote.linkKey!;
    const revision = await reviseQuote(db, quote.id);
    expect(revision?.revision).toBe(2);
    // Until the revision is sent, the link shows the sent one.
    expect((await quoteByLink(db, key))?.quote.id).toBe(quote.id);
    await sendQuote(db, revision!.id, now);
    const latest = await quoteByLink(db, key);
    expect(latest?.quote.id).toBe(revision!.id);
    expect(latest?.options.map((o) => o.lines.length)).toEqual([1, 3]);
    expect((await readQuote(db, quote.id))?.quote.status).toBe("superseded");
    // The superseded revision's page cannot accept.
    const option = latest!.options[0]!;
    const stale = await acceptQuote(
      db,
      key,
      { ...who, quoteId: quote.id, optionId: option.id, optionalLineIds: [] },
      now,
    );
    expect(stale).toEqual({ ok: false, reason: "updated" });
  });

  it("accepts once, from the stored prices, and wins the lead with the chosen total", async () => {
    const { db } = database();
    const leadId = await newLead(db);
    const quote = await createQuote(db, leadId, draft);
    const sent = await sendQuote(db, quote.id, now);
    if (!sent.ok) throw new Error("not sent");
    const key = sent.quote.linkKey!;
    const full = (await quoteByLink(db, key))!;
    expect(await markQuoteViewed(db, quote.id, now)).toBe(true);
    expect(await markQuoteViewed(db, quote.id, now)).toBe(false);
    const better = full.options[1]!;
    const ceiling = better.lines[2]!;
    // An option of another quote, or a made-up id: refused.
    const tampered = await acceptQuote(
      db,
      key,
      { ...who, quoteId: quote.id, optionId: quote.id, optionalLineIds: [] },
      now,
    );
    expect(tampered).toEqual({ ok: false, reason: "no-option" });
    const post = {
      ...who,
      quoteId: quote.id,
      optionId: better.id,
      optionalLineIds: [ceiling.id, "not-a-line"],
    };
    const [first, second] = await Promise.all([
      acceptQuote(db, key, post, now),
      acceptQuote(db, key, post, now),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const accepted = first.ok ? first.quote : second.ok ? second.quote : undefined;
    // 3 × $450 + 120 × $2.50 + the ticked ceiling $300 = $1,950; deposit 25%.
    expect(accepted?.acceptance).toMatchObject({
      fullName: "Pat Moe",
      optionName: "Walls and trim",
      optionalLineIds: [ceiling.id],
      totalCents: 195_000,
      depositCents: 48_750,
      ip: "203.0.113.9",
    });
    expect(accepted?.acceptance?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId));
    expect(lead).toMatchObject({ status: "won", jobValueCents: 195_000 });
    expect(await declineQuote(db, key, { quoteId: quote.id, reason: "" }, now)).toEqual({
      ok: false,
      reason: "answered",
    });
  });

  it("declines with a reason, expires on its date, and a revoked link opens nothing", async () => {
    const { db } = database();
    const declinedLead = await newLead(db);
    const a = await sendQuote(db, (await createQuote(db, declinedLead, draft)).id, now);
    if (!a.ok) throw new Error("not sent");
    expect(
      (
        await declineQuote(
          db,
          a.quote.linkKey!,
          { quoteId: a.quote.id, reason: "Went with a cheaper bid" },
          now,
        )
      ).ok,
    ).toBe(true);
    const [lost] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, declinedLead));
    expect(lost).toMatchObject({ status: "lost" });
    expect(lost!.ownerNote).toContain("declined: Went with a cheaper bid");
    // Answered without an opening being counted (a preview robot's is not): an answer means it was opened.
    expect((await readQuote(db, a.quote.id))?.quote.firstViewedAt).toEqual(now);

    const expiringLead = await newLead(db);
    const b = await sendQuote(db, (await createQuote(db, expiringLead, draft)).id, now);
    if (!b.ok) throw new Error("not sent");
    const later = new Date(b.quote.expiresAt!.getTime() + 1);
    const option = (await quoteByLink(db, b.quote.linkKey!))!.options[0]!;
    const late = await acceptQuote(
      db,
      b.quote.linkKey!,
      { ...who, quoteId: b.quote.id, optionId: option.id, optionalLineIds: [] },
      later,
    );
    expect(late).toEqual({ ok: false, reason: "expired" });
    expect(await expireQuotes(db, later)).toBeGreaterThanOrEqual(1);
    expect((await readQuote(db, b.quote.id))?.quote.status).toBe("expired");

    const c = await sendQuote(db, (await createQuote(db, await newLead(db), draft)).id, now);
    if (!c.ok) throw new Error("not sent");
    await revokeQuoteLink(db, c.quote.id);
    expect(await quoteByLink(db, c.quote.linkKey!)).toBeUndefined();
  });
});
