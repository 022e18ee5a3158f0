/**
 * Invoices and payments as stored: the deposit made with the acceptance (one,
 * whatever the tabs), the owner's marks (never more than is due, undone and
 * put back), the balance less what was billed before, void; and Stripe's
 * events applied once, in any order, a refund counted by Stripe's total.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { type QuoteDraft, quoteDraftSchema } from "~/features/quotes/schemas/quote-draft";
import { acceptQuote } from "~/features/quotes/server/quote-answers.server";
import { createQuote, readQuote, sendQuote } from "~/features/quotes/server/quotes.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, outboxMessages, stripeEvents } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { queueInvoiceSent } from "./invoice-mail.server";
import {
  balanceOf,
  createBalanceInvoice,
  createDepositInvoice,
  createProgressInvoice,
  invoiceByLink,
  invoicesForQuote,
  readInvoice,
  replaceInvoiceLink,
  voidInvoice,
} from "./invoices.server";
import { applyPaymentEvent, recordPayment, setPaymentUndone } from "./payments.server";

const draft: QuoteDraft = quoteDraftSchema.parse({
  title: "Main floor repaint",
  options: [
    {
      name: "Walls and trim",
      lines: [
        { description: "Walls, two coats", quantity: "3", unit: "room", unitPrice: "1500", optional: "" },
        { description: "Ceiling", quantity: "1", unit: "room", unitPrice: "400", optional: "on" },
      ],
    },
  ],
  recommended: "0",
  taxRate: "7.875",
  depositPercent: "25",
  validDays: "30",
  paymentTerms: "Cash or check to the crew.",
});
const TZ = "America/Chicago";
const today = "2026-12-07";

/** A quote accepted with its ceiling ticked, its deposit invoice made in the acceptance (as the site does). */
async function acceptedQuote(db: Db) {
  const [lead] = await db
    .insert(contactSubmissions)
    .values({
      name: "Pat Moe",
      email: "pat@example.com",
      phone: "651-555-0177",
      service: "Interior",
      message: "",
    })
    .returning({ id: contactSubmissions.id });
  const quote = await createQuote(db, lead!.id, draft);
  const sent = await sendQuote(db, quote.id, new Date());
  if (!sent.ok) throw new Error("not sent");
  const option = (await readQuote(db, quote.id))!.options[0]!;
  const post = {
    quoteId: quote.id,
    optionId: option.id,
    optionalLineIds: [option.lines[1]!.id],
    fullName: "Pat Moe",
    ip: "203.0.113.9",
    userAgent: "Test",
  };
  const after = async (tx: Db, accepted: Parameters<typeof createDepositInvoice>[1]) => {
    await createDepositInvoice(tx, accepted, today);
  };
  const [first, second] = await Promise.all([
    acceptQuote(db, sent.quote.linkKey!, post, new Date(), after),
    acceptQuote(db, sent.quote.linkKey!, post, new Date(), after),
  ]);
  const accepted = first.ok ? first.quote : second.ok ? second.quote : undefined;
  if (!accepted) throw new Error("not accepted");
  return accepted;
}

async function depositOf(db: Db, quoteId: string) {
  const [deposit] = await invoicesForQuote(db, quoteId);
  if (!deposit) throw new Error("no deposit invoice");
  return deposit;
}

const check = (amountCents: number) => ({
  amountCents,
  method: "check" as const,
  methodDetail: "1042",
  receivedOn: today,
  recordedBy: "Owner",
});

onEachDatabase("invoices and payments", (database) => {
  it("makes one deposit invoice with the acceptance, from the deposit the customer signed", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const invoices = await invoicesForQuote(db, quote.id);
    expect(invoices).toHaveLength(1);
    const deposit = invoices[0]!.invoice;
    // 3 × $1,500 + $400 = $4,900; tax 7.875% = $385.88; total $5,285.88; deposit 25% = $1,321.47.
    expect(quote.acceptance!.totalCents).toBe(528_588);
    expect(deposit).toMatchObject({ kind: "deposit", status: "sent", totalCents: 132_147, taxCents: 0 });
    expect(deposit.dueOn).toBe("2026-12-14");
    expect(deposit.paymentNote).toBe("Cash or check to the crew.");
    expect((await invoiceByLink(db, deposit.linkKey!))?.invoice.id).toBe(deposit.id);
    // A new link: the old one stops opening, the new one opens the same invoice.
    const fresh = await replaceInvoiceLink(db, deposit.id);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await invoiceByLink(db, deposit.linkKey!)).toBeUndefined();
    expect((await invoiceByLink(db, fresh!))?.invoice.id).toBe(deposit.id);
    expect(await invoiceByLink(db, "x".repeat(32))).toBeUndefined();
    // Made again (a retried step): the same invoice.
    expect((await createDepositInvoice(db, quote, today))?.id).toBe(deposit.id);
  });

  it("marks checks received, never more than is due, and undoes and restores an entry", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const { invoice } = await depositOf(db, quote.id);
    expect(await recordPayment(db, invoice.id, check(132_148))).toEqual({
      ok: false,
      reason: "too-much",
      dueCents: 132_147,
    });
    const part = await recordPayment(db, invoice.id, check(100_000));
    if (!part.ok) throw new Error("refused");
    expect(balanceOf((await readInvoice(db, invoice.id))!)).toMatchObject({
      state: "partly paid",
      dueCents: 32_147,
    });
    // Two taps on Save for the rest: one fits, the other is more than is due.
    const both = await Promise.all([
      recordPayment(db, invoice.id, check(32_147)),
      recordPayment(db, invoice.id, check(32_147)),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(balanceOf((await readInvoice(db, invoice.id))!).state).toBe("paid");
    expect(await setPaymentUndone(db, invoice.id, part.paymentId, true)).toBe(true);
    expect(balanceOf((await readInvoice(db, invoice.id))!)).toMatchObject({
      state: "partly paid",
      dueCents: 100_000,
    });
    await setPaymentUndone(db, invoice.id, part.paymentId, false);
    expect(balanceOf((await readInvoice(db, invoice.id))!).state).toBe("paid");
    expect(await setPaymentUndone(db, invoice.id, randomUUID(), true)).toBe(false);
    // Another invoice's entry, named through this one: refused, and it stays as it was.
    const other = await acceptedQuote(db);
    const { invoice: otherInvoice } = await depositOf(db, other.id);
    const theirs = await recordPayment(db, otherInvoice.id, check(5_000));
    if (!theirs.ok) throw new Error("refused");
    expect(await setPaymentUndone(db, invoice.id, theirs.paymentId, true)).toBe(false);
    expect(balanceOf((await readInvoice(db, otherInvoice.id))!).paidCents).toBe(5_000);
  });

  it("bills the balance as the signed lines less the deposit and a draw, once", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    expect(
      await createProgressInvoice(db, quote.id, { amountCents: 400_000, description: "Draw" }, today),
    ).toEqual({
      ok: false,
      reason: "too-much",
    });
    const draw = await createProgressInvoice(
      db,
      quote.id,
      { amountCents: 100_000, description: "Walls done" },
      today,
    );
    if (!draw.ok) throw new Error("no draw");
    const balance = await createBalanceInvoice(db, quote.id, today);
    if (!balance.ok) throw new Error(balance.reason);
    const full = (await readInvoice(db, balance.invoice.id))!;
    expect(full.lines.map((l) => [l.description, l.unitPriceCents, l.taxable])).toEqual([
      ["Walls, two coats", 150_000, true],
      ["Ceiling", 40_000, true],
      [expect.stringMatching(/^Less Invoice \d+ \(deposit\)$/), -132_147, false],
      [expect.stringMatching(/^Less Invoice \d+ \(progress\)$/), -100_000, false],
    ]);
    expect(full.invoice).toMatchObject({ subtotalCents: 257_853, taxCents: 38_588, totalCents: 296_441 });
    expect(132_147 + 100_000 + 296_441).toBe(quote.acceptance!.totalCents);
    expect(await createBalanceInvoice(db, quote.id, today)).toEqual({ ok: false, reason: "exists" });
  });

  it("voids an invoice nothing was paid on, and its link stops opening", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const { invoice } = await depositOf(db, quote.id);
    const payment = await recordPayment(db, invoice.id, check(10_000));
    expect(await voidInvoice(db, invoice.id)).toEqual({ ok: false, reason: "paid" });
    if (payment.ok) await setPaymentUndone(db, invoice.id, payment.paymentId, true);
    expect(await voidInvoice(db, invoice.id)).toEqual({ ok: true });
    expect(await invoiceByLink(db, invoice.linkKey!)).toBeUndefined();
    expect(await replaceInvoiceLink(db, invoice.id)).toBeUndefined();
    expect(await recordPayment(db, invoice.id, check(100))).toEqual({ ok: false, reason: "void" });
    // A new deposit may be made for the quote once the old one is void.
    expect((await createDepositInvoice(db, quote, today))?.id).not.toBe(invoice.id);
  });

  it("applies Stripe's events once and in any order", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const { invoice } = await depositOf(db, quote.id);
    const at = new Date("2026-12-07T20:00:00Z");
    const base = { invoiceId: invoice.id, amountCents: 132_147, reference: "pi_1", at };
    // A bank payment's success arrives before its "processing" event.
    const paid = { kind: "paid", eventId: "evt_2", method: "bank", ...base } as const;
    expect(await applyPaymentEvent(db, paid, TZ)).toMatchObject({ applied: true, kind: "paid" });
    expect(await applyPaymentEvent(db, paid, TZ)).toEqual({ applied: false, why: "replayed" });
    const late = { kind: "processing", eventId: "evt_1", method: "bank", ...base } as const;
    expect(await applyPaymentEvent(db, late, TZ)).toMatchObject({ applied: true });
    let full = (await readInvoice(db, invoice.id))!;
    expect(full.payments).toHaveLength(1);
    expect(full.payments[0]).toMatchObject({ state: "received", method: "bank", receivedOn: "2026-12-07" });
    expect(balanceOf(full).state).toBe("paid");
    // A refund for a payment this site has not heard of yet: not claimed, so Stripe's retry applies it.
    const stray = {
      kind: "refunded",
      eventId: "evt_9",
      reference: "pi_other",
      refundedCents: 100,
      at,
    } as const;
    expect(await applyPaymentEvent(db, stray, TZ)).toEqual({ applied: false, why: "retry" });
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_9"))).toEqual([]);
    // Two refunds' events, the later (total $500) first: the total stands.
    await applyPaymentEvent(db, { ...stray, eventId: "evt_4", reference: "pi_1", refundedCents: 50_000 }, TZ);
    await applyPaymentEvent(db, { ...stray, eventId: "evt_3", reference: "pi_1", refundedCents: 20_000 }, TZ);
    full = (await readInvoice(db, invoice.id))!;
    expect(balanceOf(full)).toMatchObject({ paidCents: 82_147, dueCents: 50_000, state: "partly paid" });
    const unknown = { ...paid, eventId: "evt_5", invoiceId: randomUUID(), reference: "pi_2" };
    expect(await applyPaymentEvent(db, unknown, TZ)).toEqual({ applied: false, why: "unknown invoice" });
  });

  it("shows a bank payment processing, then failed", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const { invoice } = await depositOf(db, quote.id);
    const base = {
      invoiceId: invoice.id,
      amountCents: 132_147,
      reference: "pi_b",
      method: "bank",
      at: new Date(),
    } as const;
    await applyPaymentEvent(db, { kind: "processing", eventId: "evt_b1", ...base }, TZ);
    expect(balanceOf((await readInvoice(db, invoice.id))!)).toMatchObject({
      state: "sent",
      processingCents: 132_147,
    });
    await applyPaymentEvent(db, { kind: "failed", eventId: "evt_b2", ...base }, TZ);
    expect(balanceOf((await readInvoice(db, invoice.id))!)).toMatchObject({
      state: "sent",
      processingCents: 0,
      dueCents: 132_147,
    });
  });

  it("e-mails the invoice, reminds after the due day at 9 in the morning, and stops once nothing is due", async () => {
    const { db } = database();
    const quote = await acceptedQuote(db);
    const { invoice } = await depositOf(db, quote.id);
    const business = {
      name: "Advanced Painting",
      email: "office@example.com",
      ownerFirstName: "Sam",
      phone: { display: "(651) 555-0142", e164: "+16515550142" },
      timeZone: TZ,
    } as Parameters<typeof queueInvoiceSent>[3]["business"];
    const context = { business, siteUrl: "https://www.example.com", reminderDays: [1, 7, 14] };
    const sentAt = new Date("2026-12-07T18:00:00Z");
    await db.transaction((tx) =>
      queueInvoiceSent(tx, invoice, { name: "Pat Moe", email: "pat@example.com" }, context, sentAt),
    );
    const queued = async () =>
      (await db.select().from(outboxMessages))
        .filter((m) => m.kind.startsWith("invoice.") && m.mail.text.includes(invoice.linkKey!))
        .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
    const mails = await queued();
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ["invoice.sent", "pending"],
      ["invoice.reminder", "pending"],
      ["invoice.reminder", "pending"],
      ["invoice.reminder", "pending"],
    ]);
    expect(mails[0]!.mail.subject).toBe(`Invoice ${invoice.number} from Advanced Painting`);
    expect(mails[0]!.mail.text).toContain("$1,321.47, due December 14, 2026");
    // Due December 14: 9 am Central on the 15th, the 21st and the 28th (15:00 UTC).
    expect(mails.slice(1).map((m) => m.sendAt.toISOString())).toEqual([
      "2026-12-15T15:00:00.000Z",
      "2026-12-21T15:00:00.000Z",
      "2026-12-28T15:00:00.000Z",
    ]);
    // Part paid: the reminders stay; the rest paid: they stop (the invoice e-mail itself went out already).
    await recordPayment(db, invoice.id, check(100_000));
    expect((await queued()).filter((m) => m.status === "pending")).toHaveLength(4);
    await recordPayment(db, invoice.id, check(32_147));
    expect((await queued()).filter((m) => m.kind === "invoice.reminder").map((m) => m.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
  });
});
