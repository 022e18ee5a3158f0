/**
 * What booking a time or moving a visit costs (issue 51): every such post,
 * allowed or not, counts against the client's budget (its address) and the
 * lead's (whoever sends it), in the project's rate-limit counters, so one
 * client cannot book or move visits in a loop and twenty clients cannot do it
 * for one lead. The first post over either budget in a window tells the owner
 * (an e-mail and a phone alert): once per budget per window, however long the
 * burst goes on.
 */
import { sendOwnerAlert } from "~/features/leads/index.server";
import { getMessageOutbox, queueMail } from "~/server/message-outbox.server";
import { clientBudgetKey, type RateLimitResult } from "~/server/rate-limit.server";
import { getConfig, getDb, getRateLimits } from "~/server/runtime.server";

/** The window both budgets are counted over. */
export const BOOKING_WINDOW_SECONDS = 10 * 60;
/** Posts booking a time or moving a visit, per client address, per window. */
export const BOOKING_POSTS_PER_CLIENT = 10;
/** Posts booking a time or moving a visit, per lead, per window (from any client). */
export const BOOKING_POSTS_PER_LEAD = 6;

export interface BookingRefusal {
  /** Whose budget ran out. */
  budget: "client" | "lead";
  retryAfterSeconds: number;
  retryAfterMinutes: number;
}

export function bookingLimitMessage(minutes: number, phone: string): string {
  return `Too many booking changes in a short time. Please wait ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  } and try again, or call us at ${phone}.`;
}

/** A hit on a budget; undefined when the counters cannot be reached (the post is taken, as a lead's is). */
async function charge(key: string, max: number): Promise<RateLimitResult | undefined> {
  try {
    return await getRateLimits().hit(key, max, BOOKING_WINDOW_SECONDS);
  } catch (error) {
    console.error("[booking] rate-limit counters unreachable; taking the post without counting it:", error);
    return undefined;
  }
}

/**
 * Charges a booking post to the client's and the lead's budgets (before
 * anything changes); undefined when both allow it.
 */
export async function chargeBooking(
  clientAddress: string,
  leadId: string,
): Promise<BookingRefusal | undefined> {
  const client = clientBudgetKey(clientAddress);
  const [byClient, byLead] = await Promise.all([
    charge(`booking:client:${client}`, BOOKING_POSTS_PER_CLIENT),
    charge(`booking:lead:${leadId}`, BOOKING_POSTS_PER_LEAD),
  ]);
  if (byClient?.count === BOOKING_POSTS_PER_CLIENT + 1)
    tellOwner(`client:${client}`, `the connection ${client}`, byClient.resetAt);
  if (byLead?.count === BOOKING_POSTS_PER_LEAD + 1)
    tellOwner(`lead:${leadId}`, "one visitor's booking link", byLead.resetAt, leadId);
  const refused = byClient?.allowed === false ? byClient : byLead?.allowed === false ? byLead : undefined;
  if (!refused) return undefined;
  return {
    budget: refused === byClient ? "client" : "lead",
    retryAfterSeconds: refused.retryAfterSeconds,
    retryAfterMinutes: refused.retryAfterMinutes,
  };
}

/** The owner's notice of a burst: one e-mail (once per budget and window, by its dedupe key) and a phone alert. */
function tellOwner(budget: string, who: string, resetAt: Date, leadId?: string): void {
  const text = [
    `The site refused booking posts from ${who}: more than the limit in ${BOOKING_WINDOW_SECONDS / 60} minutes.`,
    "Nothing was booked or moved by the refused posts. The limit lifts by itself when the window ends;",
    "if it goes on, someone may be trying to fill your calendar.",
    leadId ? `The lead's id: ${leadId} (Leads in the admin).` : "",
  ]
    .filter(Boolean)
    .join("\n");
  console.warn(`[booking] unusual burst of booking posts from ${who} (${budget})`);
  void (async () => {
    const to = getConfig().leadsNotifyTo;
    if (to.length > 0) {
      await queueMail(getDb(), {
        kind: "booking.burst",
        mail: { to, subject: "Unusual booking activity on your site", text },
        dedupeKey: `booking-burst:${budget}:${resetAt.toISOString()}`,
      });
      getMessageOutbox()?.kick();
    }
    await sendOwnerAlert({
      title: "Unusual booking activity",
      body: `Booking posts from ${who} were refused: too many in ${BOOKING_WINDOW_SECONDS / 60} minutes.`,
      tag: `booking-burst-${budget}`,
      url: "/admin/visits",
    });
  })().catch((error) => console.error("[booking] the burst notice failed:", error));
}
