/**
 * Money received against an invoice: what the owner marks (cash, a check and
 * its number, his other means), taken back when he made a mistake (and put
 * back), and what Stripe's signed events say about online payments: each
 * event applied once (its id is kept), in any order (a payment never goes
 * back from received or failed to processing), a refund counted by the total
 * Stripe reports.
 */
import { and, eq, isNull } from "drizzle-orm";
import { dayIn } from "~/lib/zoned-time";
import type { Db } from "~/server/db/client.server";
import { invoices, payments, stripeEvents } from "~/server/db/schema.server";
import { stopInvoiceReminders } from "./invoice-mail.server";
import { balanceOf, readInvoice } from "./invoices.server";
import type { PaymentEvent } from "./stripe.server";

export interface ManualPayment {
  amountCents: number;
  method: "cash" | "check" | "other";
  /** The check's number, or the other means' name ("Zelle"). */
  methodDetail: string;
  /** YYYY-MM-DD, the business's day the money came. */
  receivedOn: string;
  recordedBy: string;
}

export type PaymentResult =
  | { ok: true; paymentId: string }
  | { ok: false; reason: "missing" | "void" | "too-much"; dueCents?: number };

/** Marks money received in person; never more than is still due. */
export async function recordPayment(
  db: Db,
  invoiceId: string,
  payment: ManualPayment,
): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    // One entry at a time per invoice: two taps on Save cannot both fit under what is due.
    const [locked] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    const full = locked && (await readInvoice(tx, invoiceId));
    if (!full) return { ok: false, reason: "missing" };
    if (full.invoice.status === "void") return { ok: false, reason: "void" };
    const { dueCents } = balanceOf(full);
    if (payment.amountCents > dueCents) return { ok: false, reason: "too-much", dueCents };
    const [row] = await tx
      .insert(payments)
      .values({ invoiceId, ...payment, state: "received" })
      .returning({ id: payments.id });
    if (payment.amountCents === dueCents) await stopInvoiceReminders(tx, invoiceId);
    return { ok: true, paymentId: row!.id };
  });
}

/**
 * Takes back (or puts back) an entry the owner marked on this invoice; an
 * online payment is Stripe's to change (a refund there shows here). False
 * when the invoice has no such entry (another invoice's, or an online one).
 */
export async function setPaymentUndone(
  db: Db,
  invoiceId: string,
  paymentId: string,
  undone: boolean,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ undoneAt: undone ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.invoiceId, invoiceId), isNull(payments.reference)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export type EventOutcome =
  | { applied: false; why: "replayed" | "ignored" | "unknown invoice" }
  /** Stripe will send it again: a refund for a payment not recorded yet. */
  | { applied: false; why: "retry" }
  | {
      applied: true;
      invoiceId: string;
      kind: "paid" | "processing" | "failed" | "refunded";
      amountCents: number;
    };

const finalStates = new Set(["received", "failed"]);

/** Applies one verified Stripe event, once. */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  timeZone: string,
): Promise<EventOutcome> {
  return db
    .transaction(async (tx): Promise<EventOutcome> => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.eventId, type: event.kind })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return { applied: false, why: "replayed" };
      if (event.kind === "ignored") return { applied: false, why: "ignored" };
      if (event.kind === "refunded") {
        const [payment] = await tx.select().from(payments).where(eq(payments.reference, event.reference));
        // Not ours yet (its payment's event is on its way): undo the claim so Stripe's retry applies it.
        if (!payment) throw new RetryLater();
        await tx
          .update(payments)
          .set({ refundedCents: Math.max(payment.refundedCents, event.refundedCents), updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        return {
          applied: true,
          invoiceId: payment.invoiceId,
          kind: "refunded",
          amountCents: event.refundedCents,
        };
      }
      const [invoice] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.id, event.invoiceId));
      if (!invoice) return { applied: false, why: "unknown invoice" };
      const state = event.kind === "paid" ? "received" : event.kind;
      const [known] = await tx.select().from(payments).where(eq(payments.reference, event.reference));
      if (!known) {
        await tx.insert(payments).values({
          invoiceId: invoice.id,
          amountCents: event.amountCents,
          method: event.method,
          state,
          receivedOn: dayIn(timeZone, event.at),
          reference: event.reference,
        });
      } else if (!(finalStates.has(known.state) && state === "processing")) {
        await tx
          .update(payments)
          .set({ state, method: event.method, receivedOn: dayIn(timeZone, event.at), updatedAt: new Date() })
          .where(eq(payments.id, known.id));
      }
      // Nothing left to ask for (paid, or a bank payment on its way covers it): no more reminders.
      const now = await readInvoice(tx, invoice.id);
      const balance = now && balanceOf(now);
      if (balance && balance.dueCents - balance.processingCents <= 0)
        await stopInvoiceReminders(tx, invoice.id);
      return { applied: true, invoiceId: invoice.id, kind: event.kind, amountCents: event.amountCents };
    })
    .catch((error: unknown) => {
      if (error instanceof RetryLater) return { applied: false, why: "retry" } satisfies EventOutcome;
      throw error;
    });
}

/** Rolls the event's claim back: Stripe sends it again later. */
class RetryLater extends Error {}
