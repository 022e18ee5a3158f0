import { describe, expect, it, vi } from "vitest";

vi.mock("~/server/runtime.server", () => ({ getAuthSecret: () => "s".repeat(40) }));

const { leadToken, readLeadToken, readVisitPageToken, visitPagePath, visitPageUrl } = await import(
  "./visit-urls.server"
);

const id = "6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f";
const startsAt = new Date("2026-11-26T22:00:00Z");
const before = new Date("2026-11-20T12:00:00Z");

describe("a visit's page", () => {
  it("has an address carrying a signed link that reads back to the visit until it starts", () => {
    const url = visitPageUrl("https://www.example.com/", { id, startsAt });
    expect(url).toMatch(/^https:\/\/www\.example\.com\/book\/visit\/[^/]+$/);
    const token = url.split("/").at(-1)!;
    expect(readVisitPageToken(token, before)).toEqual({ ok: true, id });
    expect(readVisitPageToken(token, startsAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a link whose visit id was changed", () => {
    const token = visitPagePath({ id, startsAt }).split("/").at(-1)!;
    const other = token.replace(id, "00000000-0000-4000-8000-000000000000");
    expect(readVisitPageToken(other, before)).toEqual({ ok: false, reason: "forged" });
  });
});

describe("a lead's token", () => {
  it("reads back to the lead for three days", () => {
    const token = leadToken(id, before);
    expect(readLeadToken(token, new Date(before.getTime() + 71 * 3_600_000))).toEqual({ ok: true, id });
    expect(readLeadToken(token, new Date(before.getTime() + 73 * 3_600_000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("is not a visit link, nor a visit link a lead's token", () => {
    const lead = leadToken(id, before);
    const visit = visitPagePath({ id, startsAt }).split("/").at(-1)!;
    expect(readVisitPageToken(lead, before)).toEqual({ ok: false, reason: "forged" });
    expect(readLeadToken(visit, before)).toEqual({ ok: false, reason: "forged" });
  });
});
