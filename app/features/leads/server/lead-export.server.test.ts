import { describe, expect, it } from "vitest";
import type { contactSubmissions } from "~/server/db/schema.server";
import { contactsCsv } from "./lead-export.server";

type ContactRow = typeof contactSubmissions.$inferSelect;

function row(change: Partial<ContactRow>): ContactRow {
  return {
    id: "7f1d8a52-4f0a-4a3e-9d7e-1f2b3c4d5e6f",
    name: "Dana Olson",
    email: "",
    phone: "651-555-0123",
    service: "Interior Painting",
    message: "Living room and hall",
    location: "",
    distanceMiles: null,
    inServiceArea: null,
    timing: "",
    photoCount: 0,
    refusedPhotos: [],
    heardFrom: null,
    createdAt: new Date("2026-11-02T15:00:00Z"),
    sourcePath: null,
    referrer: null,
    utm: {},
    status: "new",
    ownerNote: "",
    notifyStatus: "sent",
    notifyAttempts: 1,
    notifyError: null,
    notifiedAt: null,
    notifyNextAt: new Date("2026-11-02T15:00:00Z"),
    pushedAt: null,
    jobValueCents: null,
    statusChangedAt: null,
    reviewRequestedAt: null,
    reviewRequestedVia: null,
    contactedAt: null,
    wonAt: null,
    submissionKey: null,
    revision: 1,
    ...change,
  };
}

/** The cells of one line (quoted cells may hold commas; these hold no line breaks). */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    (m[1] ?? "").replace(/^"|"$/g, "").replaceAll('""', '"'),
  );
}

function table(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map(cells);
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ""])));
}

describe("the leads CSV", () => {
  it("has the status as the admin writes it, the won value, the source and the dates", () => {
    const [won, web] = table(
      contactsCsv(
        [
          row({
            status: "won",
            jobValueCents: 320_000,
            heardFrom: "referral",
            contactedAt: new Date("2026-11-03T14:30:00Z"),
            wonAt: new Date("2026-11-10T20:05:00Z"),
            reviewRequestedAt: new Date("2026-11-20T18:00:00Z"),
            reviewRequestedVia: "text",
          }),
          row({ status: "estimate_scheduled", utm: { utm_source: "google" }, jobValueCents: 5000 }),
        ],
        "America/Chicago",
      ),
    );
    expect(won).toMatchObject({
      Received: "Nov 02, 2026 09:00",
      Status: "Won",
      "Won value (USD)": "3200",
      Source: "Referral",
      Contacted: "Nov 03, 2026 08:30",
      Won: "Nov 10, 2026 14:05",
      "Review asked": "Nov 20, 2026 12:00 by text",
    });
    // A value typed before the job was lost or won is not money won; the tag is named like Insights names it.
    expect(web).toMatchObject({
      Status: "Estimate scheduled",
      "Won value (USD)": "",
      Source: "Google",
      Contacted: "",
      Won: "",
    });
  });
});
