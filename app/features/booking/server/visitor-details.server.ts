/**
 * The first step of "Book a visit": who the visitor is, where the job is and
 * what it is about, checked with the contact form's rules and stored as a
 * lead exactly as the contact form stores one (its source, its budget, the
 * owner's e-mail and phone alert) before any time is shown, so nobody who
 * leaves at the times is lost.
 */
import { z } from "zod/mini";
import { contactServices, DEFAULT_CONTACT_SERVICE } from "~/features/leads";
import {
  announceLead,
  checkPlace,
  contactLimits,
  contactMessages,
  insertContactSubmission,
  leadSourceFrom,
} from "~/features/leads/index.server";
import { email, type FieldIssue, fieldIssues, formFields, text } from "~/lib/schemas/fields";
import type { Db } from "~/server/db/client.server";

export const visitorFieldNames = ["name", "phone", "email", "address", "service", "note"] as const;

export const visitorMessages = {
  addressRequired: "Please give the street address, or at least the town or ZIP code",
  addressTooLong: `Address must be less than ${contactLimits.location} characters`,
  noteTooLong: contactMessages.messageTooLong,
} as const;

const visitorSchema = z.object({
  name: text({
    max: contactLimits.name,
    required: contactMessages.nameRequired,
    tooLong: contactMessages.nameTooLong,
  }),
  phone: text({
    max: contactLimits.phone,
    required: contactMessages.phoneRequired,
    tooLong: contactMessages.phoneTooLong,
  }),
  email: email({
    max: contactLimits.email,
    invalid: contactMessages.emailInvalid,
    tooLong: contactMessages.emailTooLong,
  }),
  address: text({
    max: contactLimits.location,
    required: visitorMessages.addressRequired,
    tooLong: visitorMessages.addressTooLong,
  }),
  service: z._default(
    z.enum(contactServices, { error: contactMessages.serviceInvalid }),
    DEFAULT_CONTACT_SERVICE,
  ),
  note: text({ max: contactLimits.message, tooLong: visitorMessages.noteTooLong, multiline: true }),
});

export type VisitorDetails = z.infer<typeof visitorSchema>;

export function parseVisitorDetails(
  form: FormData,
): { ok: true; data: VisitorDetails } | { ok: false; issues: FieldIssue[] } {
  const result = visitorSchema.safeParse(formFields(form, visitorFieldNames));
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: fieldIssues(result.error) };
}

/**
 * What the lead's message says when the visitor added no note. The lead is stored at the details
 * step, before a time is picked: whether a visit was booked shows on the lead's card beside it.
 */
export const NO_NOTE = "Asked for an estimate visit on the website's booking page.";

/** Stores the visitor as a lead (once per submission key) and alerts the owner; gives the lead's id. */
export async function storeVisitorLead(
  db: Db,
  details: VisitorDetails,
  context: {
    form: FormData;
    request: Request;
    office: { lat: number; lng: number };
    radiusMiles: number;
    submissionKey?: string;
  },
): Promise<string> {
  const source = leadSourceFrom(context.form, context.request, "/book");
  const place = await checkPlace(details.address, context.office, context.radiusMiles);
  const id = await insertContactSubmission(
    db,
    {
      name: details.name,
      email: details.email,
      phone: details.phone,
      service: details.service,
      location: details.address,
      timing: "",
      message: details.note || NO_NOTE,
    },
    source,
    { place, submissionKey: context.submissionKey },
  );
  announceLead();
  return id;
}
