import { eq, sql } from "drizzle-orm";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import type { Mailer, OutgoingMail } from "~/server/email.server";

/**
 * "Ask for a review": one e-mail, the same for every customer whose job was
 * won, with the business's review link. It never asks first whether the
 * customer was happy, and nothing decides who is asked by how they feel:
 * review gating is against Google's policy and the FTC's rule on reviews.
 */

/** What the owner is told when this site cannot send e-mail (no mail server was set up for it). */
export const emailNotSetUp = "E-mail isn't set up for this website yet, so it can't send the request.";

export type ReviewRequestResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string };

export function reviewRequestMail(
  customer: { name: string; email: string; service: string },
  site: Pick<SiteFacts, "business" | "reviewUrl" | "siteUrl">,
): OutgoingMail {
  const { business } = site;
  return {
    to: [customer.email],
    replyTo: business.email,
    subject: `How did we do? - ${business.name}`,
    text: [
      `Hi ${customer.name},`,
      "",
      `Thank you for choosing ${business.name} for your ${customer.service.toLowerCase()} project.`,
      "",
      "Would you take a minute to write a review of the work? Your own words, good or bad, help your neighbors choose a painter, and tell us what to keep doing and what to do better:",
      site.reviewUrl,
      "",
      `Questions about the job, or something we should come back to fix? Reply to this e-mail or call ${business.phone.display}.`,
      "",
      business.name,
      `${business.phone.display} · ${business.email}`,
      site.siteUrl,
    ].join("\n"),
  };
}

/**
 * The won contact request a review is asked for, by e-mail or by text, or why
 * it cannot be asked yet (no such lead, not won, no review link).
 */
export async function wonLeadForReview(
  db: Db,
  site: Pick<SiteFacts, "reviewUrl">,
  id: string,
): Promise<
  | { ok: true; lead: { name: string; email: string; phone: string; service: string } }
  | { ok: false; status: number; message: string }
> {
  const [lead] = await db
    .select({
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
      service: contactSubmissions.service,
      status: contactSubmissions.status,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  if (!lead) return { ok: false, status: 404, message: "That lead no longer exists." };
  if (lead.status !== "won") {
    return { ok: false, status: 409, message: "Mark the job won first, then ask for a review." };
  }
  if (!site.reviewUrl) {
    return {
      ok: false,
      status: 409,
      message: "There is no review link yet: add it in Content, Business profile, Review link.",
    };
  }
  return { ok: true, lead };
}

/** Sends the review request for a won contact request and records when. */
export async function askForReview(
  db: Db,
  mailer: Mailer,
  site: Pick<SiteFacts, "business" | "reviewUrl" | "siteUrl">,
  id: string,
): Promise<ReviewRequestResult> {
  const found = await wonLeadForReview(db, site, id);
  if (!found.ok) return found;
  const { lead } = found;
  if (!lead.email) {
    return { ok: false, status: 409, message: "There is no e-mail address for this customer: ask by text." };
  }
  if (mailer.mode !== "smtp") {
    return {
      ok: false,
      status: 503,
      message: `${emailNotSetUp} Nothing was sent: ask by text instead.`,
    };
  }
  try {
    await mailer.send(reviewRequestMail(lead, site));
  } catch (error) {
    console.error(`[review] request to lead ${id} failed:`, error);
    return { ok: false, status: 503, message: "The e-mail could not be sent just now. Please try again." };
  }
  await db
    .update(contactSubmissions)
    .set({ reviewRequestedAt: sql`now()`, reviewRequestedVia: "email" })
    .where(eq(contactSubmissions.id, id));
  return { ok: true, message: `Review request sent to ${lead.email}` };
}
