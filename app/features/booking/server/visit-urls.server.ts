/**
 * The visitor's page for one visit (/book/visit/:token): its address carries
 * the signed link (visit-links.server.ts), good until the visit starts. The
 * confirmation e-mail and the booking page both send the visitor there.
 */
import { createHmac } from "node:crypto";
import { getAuthSecret } from "~/server/runtime.server";
import { readVisitLinkToken, type VisitLinkCheck, visitLinkToken } from "./visit-links.server";

/** The path of a visit's page (e.g. /book/visit/…). */
export function visitPagePath(booking: { id: string; startsAt: Date }, secret = getAuthSecret()): string {
  return `/book/visit/${visitLinkToken(secret, booking.id, booking.startsAt)}`;
}

/** The full address of a visit's page, for messages: `origin` is the site's (https://…, no trailing slash). */
export function visitPageUrl(
  origin: string,
  booking: { id: string; startsAt: Date },
  secret = getAuthSecret(),
): string {
  return `${origin.replace(/\/+$/, "")}${visitPagePath(booking, secret)}`;
}

/** Reads a visit page's token: the visit's id, or why the link is refused. */
export function readVisitPageToken(
  token: string,
  now = new Date(),
  secret = getAuthSecret(),
): VisitLinkCheck {
  return readVisitLinkToken(secret, token, now);
}

/**
 * The booking form's second step and the offer after an estimate request
 * carry the lead in a token signed with a key of their own (derived from the
 * site's secret), so a visit link never passes for a lead's and no one books
 * for a lead whose id they merely guessed.
 */
function leadKey(secret: string): string {
  return createHmac("sha256", secret).update("booking-lead-key").digest("base64url");
}

/** How long the times offered to a lead may be booked from the same page. */
export const LEAD_TOKEN_HOURS = 72;

export function leadToken(leadId: string, now = new Date(), secret = getAuthSecret()): string {
  return visitLinkToken(leadKey(secret), leadId, new Date(now.getTime() + LEAD_TOKEN_HOURS * 3_600_000));
}

export function readLeadToken(token: string, now = new Date(), secret = getAuthSecret()): VisitLinkCheck {
  return readVisitLinkToken(leadKey(secret), token, now);
}
