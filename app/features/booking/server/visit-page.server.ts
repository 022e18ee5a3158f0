/**
 * /book/visit/:token, the visitor's own page for a visit, reached by the
 * signed link (no account): when and where, what happens, whether the owner
 * has confirmed it; another time or a cancellation (after a confirm step).
 * A forged or expired link gets a friendly page (4xx) and changes nothing.
 */
import { data, redirect } from "react-router";
import { customerLinkHeaders } from "~/lib/customer-link";
import { FormBodyError, readFormBody } from "~/server/form-body.server";
import { getConfig, getDb } from "~/server/runtime.server";
import { parseOfferedTime, slotDays, visitWhen } from "../slot-labels";
import { bookIntents, type VisitPageData } from "../visitor-pages";
import { bookingLimitMessage, chargeBooking } from "./booking-budget.server";
import {
  ACTIVE_STATUSES,
  changeVisitStatus,
  offeredSlots,
  readVisit,
  rescheduleVisit,
} from "./bookings.server";
import { visitorFile } from "./visit-mails.server";
import { visitMailContext } from "./visit-notices.server";
import { readVisitPageToken, visitPagePath } from "./visit-urls.server";
import { LISTED_TIMES, noticesFor, onTheGrid, visitRules } from "./visitor-rules.server";

const done = {
  booked: "Your visit is booked.",
  moved: "Your visit has been moved to the new time.",
  cancelled: "Your visit has been cancelled.",
} as const;

const refusals = {
  taken: "Sorry, that time was just taken — here are the next free times.",
  notOffered: "That time can't be booked. Please pick one of the free times below.",
  closed: "This visit is no longer active, so it can't be changed.",
} as const;

type Notice = NonNullable<Extract<VisitPageData, { state: "visit" }>["notice"]>;

function refusedLink(reason: "forged" | "expired" | "missing") {
  return data<VisitPageData>({ state: "refused", reason }, { status: reason === "expired" ? 410 : 404 });
}

async function visitData(
  token: string,
  id: string,
  view: "visit" | "change" | "cancel",
  notice?: Notice,
): Promise<VisitPageData | undefined> {
  const db = getDb();
  const row = await readVisit(db, id);
  if (!row) return undefined;
  const { booking, lead } = row;
  const { rules } = await visitRules(db);
  const active = ACTIVE_STATUSES.includes(booking.status);
  const shown = active ? view : "visit";
  const slots = shown === "change" ? await offeredSlots(db, rules, LISTED_TIMES, booking.id) : [];
  return {
    state: "visit",
    token,
    status: booking.status,
    ...visitWhen(booking.startsAt, booking.endsAt, rules.timeZone),
    address: booking.address,
    service: lead.service,
    view: shown,
    days: slotDays(slots, rules.timeZone),
    notice,
  };
}

export async function visitPageData(request: Request, token: string) {
  const check = readVisitPageToken(token);
  if (!check.ok) return refusedLink(check.reason);
  const params = new URL(request.url).searchParams;
  const view = params.get("change") ? "change" : params.get("cancel") ? "cancel" : "visit";
  const doneKey = params.get("done");
  const notice =
    doneKey && doneKey in done
      ? { tone: "done" as const, text: done[doneKey as keyof typeof done] }
      : undefined;
  const page = await visitData(token, check.id, view, notice);
  return page ? data(page) : refusedLink("missing");
}

export async function visitPageAction(request: Request, token: string, clientAddress: string) {
  const check = readVisitPageToken(token);
  if (!check.ok) return refusedLink(check.reason);
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof FormBodyError) return refusedLink("missing");
    throw error;
  }
  const db = getDb();
  const refused = async (text: string, view: "visit" | "change", status: number, headers?: HeadersInit) => {
    const page = await visitData(token, check.id, view, { tone: "refused", text });
    return page ? data(page, { status, headers }) : refusedLink("missing");
  };
  if (form.get("intent") === bookIntents.cancel) {
    const cancelled = await changeVisitStatus(
      db,
      check.id,
      "cancelled",
      ACTIVE_STATUSES,
      noticesFor("cancelled"),
    );
    if (!cancelled) return refused(refusals.closed, "visit", 409);
    return redirect(`${visitPagePath(cancelled)}?done=cancelled`, 303);
  }
  // A move is charged to the client's and the lead's budgets before anything changes (booking-budget.server.ts).
  const current = await readVisit(db, check.id);
  if (!current) return refusedLink("missing");
  const refusal = await chargeBooking(clientAddress, current.booking.leadId);
  const { rules, business } = await visitRules(db);
  if (refusal) {
    return refused(bookingLimitMessage(refusal.retryAfterMinutes, business.phone.display), "change", 429, {
      "Retry-After": String(refusal.retryAfterSeconds),
    });
  }
  const start = parseOfferedTime(form.get("start"));
  if (!start) return refused(refusals.notOffered, "change", 400);
  const moved = await rescheduleVisit(db, rules, check.id, start, noticesFor("rescheduled"));
  if (moved.ok) return redirect(`${visitPagePath(moved.booking)}?done=moved`, 303);
  if (moved.reason === "missing") return refusedLink("missing");
  if (moved.reason === "closed") return refused(refusals.closed, "visit", 409);
  const taken = moved.reason === "taken" || onTheGrid(rules, start);
  return refused(taken ? refusals.taken : refusals.notOffered, "change", 409);
}

/**
 * /book/visit/:token/calendar.ics, "Add to my calendar": the same file the
 * e-mails carry (one UID per visit, so adding it twice updates one event),
 * made from the visit as it is now; a cancelled visit's file removes it.
 */
export async function visitCalendarDownload(token: string): Promise<Response> {
  const check = readVisitPageToken(token);
  const refused = (status: number) =>
    new Response("This link doesn't work. Nothing was changed.", {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...customerLinkHeaders },
    });
  if (!check.ok) return refused(check.reason === "expired" ? 410 : 404);
  const row = await readVisit(getDb(), check.id);
  if (!row) return refused(404);
  const origin = new URL(getConfig().siteUrl).origin;
  const c = await visitMailContext(row.booking, row.lead, { origin });
  const file = visitorFile(c, ACTIVE_STATUSES.includes(row.booking.status) ? "PUBLISH" : "CANCEL");
  return new Response(Buffer.from(file.base64, "base64"), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      ...customerLinkHeaders,
    },
  });
}
