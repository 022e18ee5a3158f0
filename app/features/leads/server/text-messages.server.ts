import { eq, sql } from "drizzle-orm";
import {
  renderTextMessage,
  smsHref,
  type TextMessageFacts,
  type TextTemplateKey,
} from "~/features/leads/text-messages";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { readMessageSettings } from "./owner-settings.server";
import { wonLeadForReview } from "./review-requests.server";

/**
 * The server's side of texting a customer: one message, rendered from the
 * owner's template for one lead. Today the owner's own phone sends it (the
 * `sms:` address); a texting service added later would send `body` to
 * `to` from here, and nothing else would change.
 */

type Site = Pick<SiteFacts, "business" | "reviewUrl">;

/** The facts a message's placeholders are filled from, for one customer. */
export function messageFacts(site: Site, customer: { name: string; service: string }): TextMessageFacts {
  return {
    customerName: customer.name,
    service: customer.service,
    ownerFirstName: site.business.ownerFirstName,
    businessName: site.business.name,
    businessPhone: site.business.phone.display,
    reviewUrl: site.reviewUrl,
  };
}

export type TextReviewResult =
  | { ok: true; to: string; body: string; href: string }
  | { ok: false; status: number; message: string };

/**
 * "Ask for a review" by text, for a won job: the message from the owner's
 * template, the address that opens his phone's messages with it, and the
 * request noted on the lead (when, and that it went by text).
 */
export async function askForReviewByText(db: Db, site: Site, id: string): Promise<TextReviewResult> {
  const found = await wonLeadForReview(db, site, id);
  if (!found.ok) return found;
  const { lead } = found;
  const key: TextTemplateKey = "reviewRequest";
  const { textTemplates } = await readMessageSettings(db);
  const body = renderTextMessage(textTemplates[key], messageFacts(site, lead));
  const href = smsHref(lead.phone, body);
  if (!href) {
    return {
      ok: false,
      status: 409,
      message: `${lead.phone || "This lead's phone number"} is not a number a text can go to.`,
    };
  }
  await db
    .update(contactSubmissions)
    .set({ reviewRequestedAt: sql`now()`, reviewRequestedVia: "text" })
    .where(eq(contactSubmissions.id, id));
  return { ok: true, to: lead.phone, body, href };
}
