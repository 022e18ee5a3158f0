/**
 * The visitor's link to reschedule or cancel a visit, without an account:
 * the visit's id and an expiry, signed with the site's secret (HMAC-SHA256).
 * A link expires when the visit starts; a forged, altered or expired link is
 * refused (the page says so and changes nothing).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`booking-link:${payload}`).digest("base64url");
}

/** A token for the visit `id`, good until `expiresAt`. */
export function visitLinkToken(secret: string, id: string, expiresAt: Date): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type VisitLinkCheck = { ok: true; id: string } | { ok: false; reason: "forged" | "expired" };

/** Reads a token: the visit's id when the signature holds and the link has not expired. */
export function readVisitLinkToken(secret: string, token: string, now: Date): VisitLinkCheck {
  const [id, expiry, given, ...rest] = token.split(".");
  if (!id || !expiry || !given || rest.length > 0 || !UUID.test(id)) return { ok: false, reason: "forged" };
  const expected = Buffer.from(signature(secret, `${id}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: "forged" };
  const expiresAt = Number.parseInt(expiry, 36) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, id };
}
