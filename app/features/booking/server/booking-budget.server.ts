/**
 * What booking a time or moving a visit costs (issue 51): every such post,
 * allowed or not, counts against the client's budget (its address) and the
 * lead's (whoever sends it), in the project's rate-limit counters, so one
 * client cannot book or move visits in a loop and twenty clients cannot do it
 * for one lead; and a post that would make a new visit (its lead has none to
 * come) counts against the client's daily budget of new visits, so one client
 * cannot fill the month with many leads either. The first post over a budget in a window tells the owner
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

/** New visits (not moves) booked from one client address in a day. */
export const NEW_VISITS_PER_CLIENT = 3;
const DAY_SECONDS = 24 * 60 * 60;

export interface BookingRefusal {
  /** Whose budget ran out. */
  budget: "client" | "lead" | "new-visits";
  retryAfterSeconds: number;
  retryAfterMinutes: number;
}

export function bookingLimitMessage(minutes: number, phone: string): string {
  return `Too many booking changes in a short time. Please wait ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  } and try again, or call us at ${phone}.`;
}

/** A hit on a budget; undefined when the counters cannot be reached (the post is taken, as a lead's is). */
async function charge(
  key: string,
  max: number,
  windowSeconds = BOOKING_WINDOW_SECONDS,
): Promise<RateLimitResult | undefined> {
  try {
    return await getRateLimits().hit(key, max, windowSeconds);
  } catch (error) {
    console.error("[booking] rate-limit counters unreachable; taking the post without counting it:", error);
    return undefined;
  }
}

/**
 * Charges a booking post to the client's and the lead's budgets (before
 * anything changes), and to the client's new visits when it would make one;
 * undefined when all allow it.
 */
export async function chargeBooking(
  clientAddress: string,
  leadId: string,
  { newVisit = false } = {},
): Promise<BookingRefusal | undefined> {
  const client = clientBudgetKey(clientAddress);
  const [byClient, byLead, byNew] = await Promise.all([
    charge(`booking:client:${client}`, BOOKING_POSTS_PER_CLIENT),
    charge(`booking:lead:${leadId}`, BOOKING_POSTS_PER_LEAD),
    newVisit ? charge(`booking:new-visits:${client}`, NEW_VISITS_PER_CLIENT, DAY_SECONDS) : undefined,
  ]);
  const who = `the connection ${client}`;
  if (byClient?.count === BOOKING_POSTS_PER_CLIENT + 1)
    tellOwner(`client:${client}`, who, `in ${BOOKING_WINDOW_SECONDS / 60} minutes`, byClient.resetAt);
  if (byLead?.count === BOOKING_POSTS_PER_LEAD + 1)
    tellOwner(
      `lead:${leadId}`,
      "one visitor's booking link",
      `in ${BOOKING_WINDOW_SECONDS / 60} minutes`,
      byLead.resetAt,
      leadId,
    );
  if (byNew?.count === NEW_VISITS_PER_CLIENT + 1)
    tellOwner(`new-visits:${client}`, who, "new visits in a day", byNew.resetAt);
  const refusals = [
    ["client", byClient],
    ["lead", byLead],
    ["new-visits", byNew],
  ] as const;
  const [budget, refused] = refusals.find(([, result]) => result?.allowed === false) ?? [];
  if (!budget || !refused) return undefined;
  return {
    budget,
    retryAfterSeconds: refused.retryAfterSeconds,
    retryAfterMinutes: refused.retryAfterMinutes,
  };
}

/** The owner's notice of a burst: one e-mail (once per budget and window, by its dedupe key) and a phone alert. */
function tellOwner(budget: string, who: string, over: string, resetAt: Date, leadId?: string): void {
  const text = [
    `The site refused booking posts from ${who}: more than the limit of booking posts ${over}.`,
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
      body: `Booking posts from ${who} were refused: too many ${over}.`,
      tag: `booking-burst-${budget}`,
      url: "/admin/visits",
    });
  })().catch((error) => console.error("[booking] the burst notice failed:", error));
}
