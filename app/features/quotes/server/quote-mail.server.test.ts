/**
 * A quote's e-mails: the quote and its follow-ups queued when it is sent
 * (none past its expiry, none when paused), every follow-up stopped the
 * moment the customer answers, and the acceptance to both.
 */
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, outboxMessages } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { seedSite } from "../../../../tests/support/seed-content";
import { quoteDraftSchema } from "../schemas/quote-draft";
import { acceptQuote } from "./quote-answers.server";
import { type QuoteMailContext, queueQuoteAccepted, queueQuoteSent } from "./quote-mail.server";
import { createQuote, quoteByLink, sendQuote } from "./quotes.server";

const rawDraft = {
  title: "Kitchen cabinets",
  options: [
    {
      name: "Spray finish",
      lines: [{ description: "Cabinet doors", quantity: "18", unit: "door", unitPrice: "95" }],
    },
  ],
  depositPercent: "25",
  validDays: "7",
};
const draft = quoteDraftSchema.parse(rawDraft);
const customer = { name: "Lee Ann Berg", email: "leeann@example.com" };
const context: QuoteMailContext = {
  business: seedSite().business,
  siteUrl: "https://painting.example",
  ownerTo: ["owner@painting.example"],
};
const now = new Date("2026-11-25T18:00:00Z");

async function sentQuote(db: Db, followUpDays?: string) {
  const [lead] = await db
    .insert(contactSubmissions)
    .values({ ...customer, phone: "651-555-0190", service: "Cabinet Refinishing", message: "" })
    .returning({ id: contactSubmissions.id });
  const days = followUpDays === undefined ? {} : quoteDraftSchema.parse({ ...rawDraft, followUpDays });
  const quote = await createQuote(db, lead!.id, { ...draft, ...days });
  const sent = await sendQuote(db, quote.id, now, (tx, q) => queueQuoteSent(tx, q, customer, context));
  if (!sent.ok) throw new Error("not sent");
  return sent.quote;
}

const mailsOf = (db: Db, quoteId: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `quote:${quoteId}:%`));

onEachDatabase("quote e-mails", (database) => {
  it("sends the quote with its link and follows up before it expires", async () => {
    const { db } = database();
    const quote = await sentQuote(db);
    const mails = await mailsOf(db, quote.id);
    const first = mails.find((m) => m.kind === "quote.sent")!;
    expect(first.mail.to).toEqual(["leeann@example.com"]);
    expect(first.mail.text).toContain(`https://painting.example/quote/${quote.linkKey}`);
    expect(first.mail.text).toContain("Hello Lee,");
    // Valid 7 days: the day-2 and day-5 follow-ups, not day 10.
    const followUps = mails
      .filter((m) => m.kind === "quote.follow-up")
      .map((m) => m.sendAt.toISOString())
      .sort();
    expect(followUps).toEqual(["2026-11-27T18:00:00.000Z", "2026-11-30T18:00:00.000Z"]);
  });

  it("follows up on the days the owner chose, or not at all", async () => {
    const { db } = database();
    const followUps = async (days: string) =>
      (await mailsOf(db, (await sentQuote(db, days)).id))
        .filter((m) => m.kind === "quote.follow-up")
        .map((m) => m.sendAt.toISOString());
    expect(await followUps("3")).toEqual(["2026-11-28T18:00:00.000Z"]);
    expect(await followUps("")).toEqual([]);
  });

  it("stops the follow-ups when the customer accepts, and tells both", async () => {
    const { db } = database();
    const quote = await sentQuote(db);
    const full = (await quoteByLink(db, quote.linkKey!))!;
    const post = {
      quoteId: quote.id,
      optionId: full.options[0]!.id,
      optionalLineIds: [],
      fullName: "Lee Ann Berg",
      ip: "198.51.100.4",
      userAgent: "Phone",
    };
    const result = await acceptQuote(db, quote.linkKey!, post, now, (tx, q) =>
      queueQuoteAccepted(tx, q, customer, context),
    );
    expect(result.ok).toBe(true);
    const pending = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.topic, `quote:${quote.number}`), eq(outboxMessages.status, "pending")));
    expect(pending).toHaveLength(0);
    const mails = await mailsOf(db, quote.id);
    const owner = mails.find((m) => m.kind === "quote.accepted.owner")!;
    expect(owner.mail.subject).toBe(`Quote ${quote.number} accepted by Lee Ann Berg: $1,710`);
    expect(mails.find((m) => m.kind === "quote.accepted.customer")?.mail.text).toContain("Deposit: $427.50");
  });
});
