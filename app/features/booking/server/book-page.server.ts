/**
 * /book, "Book a visit": the visitor's details first (stored as a lead at
 * once), then the free times for that lead, carried by a signed token. A time
 * is claimed under the day's lock (bookings.server.ts); a time no longer free
 * or never offered gets a clear message and the times again, nothing changed.
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { chargeForm, rateLimitMessage } from "~/features/leads/index.server";
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/form-result";
import { FormBodyError, readFormBody } from "~/server/form-body.server";
import { getDb } from "~/server/runtime.server";
import { parseOfferedTime, slotDays } from "../slot-labels";
import { hasStreetAddress, readStreet } from "../street-address";
import { type BookPageData, bookIntents } from "../visitor-pages";
import { bookingLimitMessage, chargeBooking } from "./booking-budget.server";
import {
  type ClaimResult,
  claimVisit,
  offeredSlots,
  rescheduleVisit,
  type SlotRules,
  upcomingVisit,
} from "./bookings.server";
import { readLeadContact } from "./visit-reads.server";
import { leadToken, readLeadToken, visitPagePath } from "./visit-urls.server";
import { parseVisitorDetails, storeVisitorLead, visitorFieldNames } from "./visitor-details.server";
import {
  bookingHere,
  LISTED_TIMES,
  noticesFor,
  onTheGrid,
  streetAsked,
  visitRules,
} from "./visitor-rules.server";

export const bookMessages = {
  expired: "That page has expired. Please fill in your details again to see the free times.",
  taken: "Sorry, that time was just taken — here are the next free times.",
  notOffered: "That time can't be booked. Please pick one of the free times below.",
  closed: "Visits are not booked on this site at the moment. Please use the Schedule link or call us.",
  unreadable: "This form could not be read. Please try again.",
} as const;

const formKey = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value) ? value.toLowerCase() : undefined;

const str = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

interface TimesAgain {
  /** Why the times are shown again. */
  message?: string;
  /** The rules, when already read. */
  rules?: SlotRules;
  street?: string;
  streetError?: string;
}

/** The times step for a lead's token (the street field when the lead gave only a town or ZIP code). */
async function timesStep(token: string, again: TimesAgain = {}): Promise<BookPageData> {
  const db = getDb();
  const lead = readLeadToken(token);
  const [rules, contact, upcoming] = await Promise.all([
    again.rules ?? visitRules(db).then((read) => read.rules),
    lead.ok ? readLeadContact(db, lead.id) : undefined,
    lead.ok ? upcomingVisit(db, lead.id, new Date()) : undefined,
  ]);
  const slots = await offeredSlots(db, rules, LISTED_TIMES);
  return {
    step: "times",
    token,
    key: randomUUID(),
    days: slotDays(slots, rules.timeZone),
    message: again.message,
    // A lead with a visit to come moves it, and the visit keeps its address.
    ...(contact && !upcoming ? streetAsked(contact.location) : {}),
    ...(again.street ? { street: again.street.slice(0, 2000) } : {}),
    ...(again.streetError ? { streetError: again.streetError } : {}),
  };
}

const detailsStep = (message?: string): BookPageData => ({
  step: "details",
  message,
  issues: [],
  values: {},
});

export async function bookPageData(request: Request): Promise<BookPageData> {
  if (!(await bookingHere())) return { step: "closed" };
  const token = new URL(request.url).searchParams.get("visitor");
  if (!token) return detailsStep();
  if (!readLeadToken(token).ok) return detailsStep(bookMessages.expired);
  return timesStep(token);
}

export async function bookPageAction(request: Request, clientAddress: string) {
  if (!(await bookingHere())) return data<BookPageData>({ step: "closed" }, { status: 409 });
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof FormBodyError)
      return data(detailsStep(bookMessages.unreadable), { status: error.status });
    throw error;
  }
  if (form.get("intent") === bookIntents.book) return bookTime(form, clientAddress);
  return saveDetails(request, form, clientAddress);
}

async function saveDetails(request: Request, form: FormData, clientAddress: string) {
  const values = Object.fromEntries(
    visitorFieldNames.map((name) => [name, str(form.get(name)).slice(0, 2000)]),
  );
  const charge = await chargeForm(clientAddress);
  const parsed = parseVisitorDetails(form);
  if (!parsed.ok)
    return data<BookPageData>({ step: "details", issues: parsed.issues, values }, { status: 400 });
  const { business } = await visitRules(getDb());
  if (charge?.allowed === false) {
    return data<BookPageData>(
      {
        step: "details",
        message: rateLimitMessage(charge.retryAfterMinutes, business.phone.display),
        issues: [],
        values,
      },
      { status: 429, headers: { "Retry-After": String(charge.retryAfterSeconds) } },
    );
  }
  // A form-filling robot gets the first step again and nothing is stored.
  if (str(form.get(HONEYPOT_FIELD)).trim() !== "") return redirect("/book", 303);
  const leadId = await storeVisitorLead(getDb(), parsed.data, {
    form,
    request,
    office: business.geo,
    radiusMiles: business.serviceRadiusMiles,
    submissionKey: formKey(form.get(SUBMISSION_KEY_FIELD)),
  });
  console.log(`[booking] stored lead ${leadId} from the booking page`);
  return redirect(`/book?${new URLSearchParams({ visitor: leadToken(leadId) })}#times`, 303);
}

/**
 * Books the chosen time for the token's lead: the visit's page, or the times
 * again with why. A lead has one visit to come: booking again moves it. Every
 * post is charged to the client's and the lead's budgets first (429 when
 * either is spent, nothing changed).
 */
async function bookTime(form: FormData, clientAddress: string) {
  const token = str(form.get("token"));
  const lead = readLeadToken(token);
  if (!lead.ok) return data(detailsStep(bookMessages.expired), { status: 400 });
  const db = getDb();
  // A lead without a visit to come would make a new one: that counts against the client's new visits too.
  const newVisit = !(await upcomingVisit(db, lead.id, new Date()));
  const refusal = await chargeBooking(clientAddress, lead.id, { newVisit });
  if (refusal) {
    const { business } = await visitRules(db);
    return data(
      await timesStep(token, {
        message: bookingLimitMessage(refusal.retryAfterMinutes, business.phone.display),
        street: str(form.get("street")),
      }),
      {
        status: 429,
        headers: { "Retry-After": String(refusal.retryAfterSeconds) },
      },
    );
  }
  const start = parseOfferedTime(form.get("start"));
  const contact = await readLeadContact(db, lead.id);
  if (!contact) return data(detailsStep(bookMessages.expired), { status: 400 });
  const street = str(form.get("street"));
  if (!start)
    return data(await timesStep(token, { message: bookMessages.notOffered, street }), { status: 400 });
  // A lead who gave only a town or ZIP code (the contact form) says where the visit is.
  let address = contact.location;
  if (newVisit && !hasStreetAddress(contact.location)) {
    const read = readStreet(street, contact.location);
    if (!read.ok)
      return data(await timesStep(token, { message: read.error, street, streetError: read.error }), {
        status: 400,
      });
    address = read.address;
  }
  const { rules, confirmEachVisit } = await visitRules(db);
  let claim: ClaimResult = await claimVisit(
    db,
    rules,
    {
      leadId: lead.id,
      start,
      address,
      status: confirmEachVisit ? "requested" : "confirmed",
      submissionKey: formKey(form.get("key")),
      onePerLead: true,
    },
    noticesFor("booked"),
  );
  if (!claim.ok && claim.reason === "has-visit") {
    const upcoming = claim.booking;
    // The same time again: nothing to change, nobody to tell.
    if (upcoming.startsAt.getTime() === start.getTime())
      return redirect(`${visitPagePath(upcoming)}?done=booked`, 303);
    claim = await rescheduleVisit(db, rules, upcoming.id, start, noticesFor("rescheduled"));
    if (claim.ok) {
      console.log(`[booking] visit ${upcoming.id} moved: lead ${lead.id} booked again`);
      return redirect(`${visitPagePath(claim.booking)}?done=moved`, 303);
    }
  }
  if (claim.ok) {
    if (!claim.repeated) console.log(`[booking] visit ${claim.booking.id} booked for lead ${lead.id}`);
    return redirect(`${visitPagePath(claim.booking)}?done=booked`, 303);
  }
  const taken = claim.reason === "taken" || onTheGrid(rules, start);
  const message = taken ? bookMessages.taken : bookMessages.notOffered;
  return data(await timesStep(token, { message, rules, street }), {
    status: 409,
  });
}
