import { beforeEach, describe, expect, it } from "vitest";
import { closeRate, formatDays, type InsightsPeriod, median } from "~/features/insights/report-view";
import { insightsCsv, insightsReport } from "~/features/insights/server/report.server";
import { contactSubmissions, nominations, quotes } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

/** Insights' quote figures: the leads of a period sent a quote, and what became of it (report.server.ts). */

const TZ = "America/Chicago";

describe("the quote figures as shown", () => {
  it("takes the middle of the times, divides yeses by quoted leads, and writes days plainly", () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([3, 0.25, 1.5, 1])).toBe(1.25);
    expect(closeRate(0, 0)).toBeNull();
    expect(closeRate(1, 4)).toBe(0.25);
    expect([null, 0.01, 0.25, 1, 1.25, 15, 28.4].map(formatDays)).toEqual([
      "—",
      "under an hour",
      "6 hours",
      "1 day",
      "1.3 days",
      "15 days",
      "28 days",
    ]);
  });
});

const march: InsightsPeriod = { from: "2024-03-01", to: "2024-03-31", preset: "custom", days: 31 };

/** A row's quote counts, for leads none of which was sent a quote. */
const notQuoted = { quoted: 0, quoteOpened: 0, quoteAccepted: 0, acceptedCents: 0, collectedCents: 0 };

onEachDatabase("the Insights quote figures", (database) => {
  beforeEach(async () => {
    const { db } = database();
    // A lead's quotes go with it.
    for (const table of [contactSubmissions, nominations]) await db.delete(table);
  });

  const nomination = (at: string, extra: Partial<typeof nominations.$inferInsert> = {}) => ({
    yourName: "Sam",
    yourEmail: "sam@example.com",
    yourPhone: "651-555-0101",
    nomineeName: "Lee",
    nomineeAddress: "1 Main St",
    relationship: "Neighbor",
    reason: "Kind",
    createdAt: new Date(at),
    ...extra,
  });

  const contact = (at: string, extra: Partial<typeof contactSubmissions.$inferInsert> = {}) => ({
    name: "Pat",
    email: "pat@example.com",
    phone: "651-555-0100",
    service: "Interior Painting",
    message: "Two rooms",
    createdAt: new Date(at),
    ...extra,
  });

  it("counts the period's leads sent a quote, opened, accepted and the value accepted, whenever it happened", async () => {
    const { db } = database();
    const leads = await db
      .insert(contactSubmissions)
      .values([
        contact("2024-03-04T15:00:00Z", { utm: { utm_source: "nextdoor", utm_campaign: "spring" } }),
        contact("2024-03-10T15:00:00Z", { utm: { utm_source: "nextdoor" } }),
        contact("2024-03-12T15:00:00Z", { referrer: "https://www.google.com/" }),
        contact("2024-03-20T15:00:00Z", { referrer: "https://www.google.com/" }),
        contact("2024-03-25T15:00:00Z", { referrer: "https://www.google.com/" }),
        // Before the period: its quote, sent and accepted in March, is not the period's.
        contact("2024-02-20T15:00:00Z", { utm: { utm_source: "nextdoor" } }),
      ])
      .returning({ id: contactSubmissions.id });
    const [revised, unopened, declined, draftOnly, twoQuotes, february] = leads.map((row) => row.id!);
    await db
      .insert(nominations)
      .values(nomination("2024-03-09T15:00:00Z", { referrer: "https://l.facebook.com/" }));
    const at = (iso: string) => new Date(iso);
    const acceptance = (totalCents: number, when: string) => ({
      fullName: "Pat Doe",
      optionId: "option",
      optionName: "Better",
      optionalLineIds: [],
      totalCents,
      depositCents: Math.round(totalCents / 4),
      ip: "192.0.2.1",
      userAgent: "test",
      fingerprint: "0".repeat(64),
      at: when,
    });
    const accepted = (totalCents: number, when: string) => ({
      status: "accepted" as const,
      answeredAt: at(when),
      acceptance: acceptance(totalCents, when),
    });
    await db.insert(quotes).values([
      // Sent a day after the lead, opened, changed (the first revision superseded), accepted in April.
      {
        leadId: revised!,
        number: 1001,
        revision: 1,
        status: "superseded",
        sentAt: at("2024-03-05T15:00:00Z"),
        firstViewedAt: at("2024-03-05T18:00:00Z"),
      },
      {
        leadId: revised!,
        number: 1001,
        revision: 2,
        sentAt: at("2024-03-06T03:00:00Z"),
        firstViewedAt: at("2024-03-06T12:00:00Z"),
        ...accepted(480000, "2024-04-02T15:00:00Z"),
      },
      // Sent a day and a half after the lead, never opened.
      { leadId: unopened!, number: 1002, status: "sent", sentAt: at("2024-03-12T03:00:00Z") },
      // Sent three days after, opened and declined.
      {
        leadId: declined!,
        number: 1003,
        status: "declined",
        sentAt: at("2024-03-15T15:00:00Z"),
        firstViewedAt: at("2024-03-16T15:00:00Z"),
        answeredAt: at("2024-03-17T15:00:00Z"),
      },
      // Written but never sent: not quoted.
      { leadId: draftOnly!, number: 1004, status: "draft" },
      // Two quotes: the first, sent six hours after the lead, declined; the second accepted two days
      // after the first was sent.
      {
        leadId: twoQuotes!,
        number: 1005,
        status: "declined",
        sentAt: at("2024-03-25T21:00:00Z"),
        answeredAt: at("2024-03-26T10:00:00Z"),
      },
      {
        leadId: twoQuotes!,
        number: 1006,
        sentAt: at("2024-03-26T15:00:00Z"),
        firstViewedAt: at("2024-03-26T16:00:00Z"),
        ...accepted(150050, "2024-03-27T21:00:00Z"),
      },
      {
        leadId: february!,
        number: 1007,
        sentAt: at("2024-03-01T15:00:00Z"),
        firstViewedAt: at("2024-03-01T16:00:00Z"),
        ...accepted(999900, "2024-03-02T15:00:00Z"),
      },
    ]);

    const report = await insightsReport(db, march, TZ);
    expect(report.totals).toMatchObject({
      leads: 6,
      requests: 5,
      quoted: 4,
      quoteOpened: 3,
      quoteAccepted: 2,
      acceptedCents: 630050,
      closeRate: 0.5,
      // Lead to first sent quote: 0.25, 1, 1.5 and 3 days. First sent quote to yes: 2 and 28 days.
      medianDaysToQuote: 1.25,
      medianDaysToAccept: 15,
    });
    const row = (label: string) => report.bySource.find((r) => r.label === label);
    expect(row("Nextdoor")).toMatchObject({
      leads: 2,
      quoted: 2,
      quoteOpened: 1,
      quoteAccepted: 1,
      acceptedCents: 480000,
    });
    expect(row("Google")).toMatchObject({
      leads: 3,
      quoted: 2,
      quoteOpened: 2,
      quoteAccepted: 1,
      acceptedCents: 150050,
    });
    // The nomination has no quotes.
    expect(row("Facebook")).toMatchObject({ leads: 1, ...notQuoted });
    expect(report.byCampaign).toEqual([
      expect.objectContaining({
        label: "spring",
        leads: 1,
        quoted: 1,
        quoteAccepted: 1,
        acceptedCents: 480000,
      }),
    ]);

    const lines = insightsCsv(report)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe(
      "Table,Name,Visits,Call taps and clicks,Leads,Conversion,Won,Revenue (USD),Estimate requests," +
        "Booked a visit,Share booked,Quotes sent,Quotes opened,Quotes accepted,Close rate,Accepted value (USD),Collected (USD)",
    );
    expect(lines).toContain(
      "Total,2024-03-01 to 2024-03-31,0,0,6,,0,0.00,5,0,0.0000,4,3,2,0.5000,6300.50,0.00",
    );
    expect(lines).toContain("Source,Google,0,0,3,,0,0.00,3,0,0.0000,2,2,1,0.5000,1500.50,0.00");
    expect(lines).toContain("Source,Nextdoor,0,0,2,,0,0.00,2,0,0.0000,2,1,1,0.5000,4800.00,0.00");
    // No quotes: no close rate.
    expect(lines).toContain("Source,Facebook,0,0,1,,0,0.00,0,0,,0,0,0,,0.00,0.00");
    expect(lines).toContain("Campaign,spring,0,0,1,,0,0.00,1,0,0.0000,1,1,1,1.0000,4800.00,0.00");
  });
});
