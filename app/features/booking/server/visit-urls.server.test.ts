import { describe, expect, it } from "vitest";
import {
  leadToken,
  readLeadToken,
  readVisitPageToken,
  visitPagePath,
  visitPageUrl,
} from "./visit-urls.server";

// The site's secret, given to each call as the running server's is by default.
const secret = "s".repeat(40);
const id = "6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f";
const startsAt = new Date("2026-11-26T22:00:00Z");
const before = new Date("2026-11-20T12:00:00Z");

describe("a visit's page", () => {
  it("has an address carrying a signed link that reads back to the visit until it starts", () => {
    const url = visitPageUrl("https://www.example.com/", { id, startsAt }, secret);
    expect(url).toMatch(/^https:\/\/www\.example\.com\/book\/visit\/[^/]+$/);
    const token = url.split("/").at(-1)!;
    expect(readVisitPageToken(token, before, secret)).toEqual({ ok: true, id });
    expect(readVisitPageToken(token, startsAt, secret)).toEqual({ ok: false, reason: "expired" });
    // Signed with another site's secret: refused.
    expect(readVisitPageToken(token, before, "t".repeat(40))).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses a link whose visit id was changed", () => {
    const token = visitPagePath({ id, startsAt }, secret).split("/").at(-1)!;
    const other = token.replace(id, "00000000-0000-4000-8000-000000000000");
    expect(readVisitPageToken(other, before, secret)).toEqual({ ok: false, reason: "forged" });
  });
});

describe("a lead's token", () => {
  it("reads back to the lead for three days", () => {
    const token = leadToken(id, before, secret);
    expect(readLeadToken(token, new Date(before.getTime() + 71 * 3_600_000), secret)).toEqual({
      ok: true,
      id,
    });
    expect(readLeadToken(token, new Date(before.getTime() + 73 * 3_600_000), secret)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("is not a visit link, nor a visit link a lead's token", () => {
    const lead = leadToken(id, before, secret);
    const visit = visitPagePath({ id, startsAt }, secret).split("/").at(-1)!;
    expect(readVisitPageToken(lead, before, secret)).toEqual({ ok: false, reason: "forged" });
    expect(readLeadToken(visit, before, secret)).toEqual({ ok: false, reason: "forged" });
  });
});
