/** The visitor's signed reschedule-or-cancel link: valid, expired, forged, altered. */
import { describe, expect, it } from "vitest";
import { readVisitLinkToken, visitLinkToken } from "./visit-links.server";

const secret = "a-secret-long-enough-for-the-tests-0123456789";
const id = "3f2b8c1e-9d4a-4b7e-8c2f-1a2b3c4d5e6f";
const now = new Date("2026-11-25T12:00:00Z");
const visit = new Date("2026-11-27T22:00:00Z");

describe("visit links", () => {
  it("reads back the visit of a link it signed, until the visit starts", () => {
    const token = visitLinkToken(secret, id, visit);
    expect(readVisitLinkToken(secret, token, now)).toEqual({ ok: true, id });
    expect(readVisitLinkToken(secret, token, visit)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a link signed with another secret, or with its visit or expiry changed", () => {
    const token = visitLinkToken(secret, id, visit);
    expect(readVisitLinkToken("another-secret-of-the-same-sort-0123456789", token, now)).toEqual({
      ok: false,
      reason: "forged",
    });
    const [, expiry, sig] = token.split(".");
    const otherVisit = "3f2b8c1e-9d4a-4b7e-8c2f-1a2b3c4d5e70";
    expect(readVisitLinkToken(secret, `${otherVisit}.${expiry}.${sig}`, now).ok).toBe(false);
    const later = Math.floor(visit.getTime() / 1000 + 86_400).toString(36);
    expect(readVisitLinkToken(secret, `${id}.${later}.${sig}`, now)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses what is not a link at all", () => {
    for (const junk of ["", "abc", "a.b.c", `${id}..`, `${id}.zz.${"x".repeat(43)}`, `${id}.1.2.3`]) {
      expect(readVisitLinkToken(secret, junk, now).ok).toBe(false);
    }
  });
});
