import { beforeEach, describe, expect, it } from "vitest";
import { type InsightsPeriod, parseInsightsPeriod } from "~/features/insights/report-view";
import { insightsCsv, insightsReport } from "~/features/insights/server/report.server";
import {
  analyticsDaily,
  analyticsEvents,
  bookings,
  contactSubmissions,
  nominations,
} from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const TZ = "America/Chicago";

describe("the period shown", () => {
  const today = "2025-06-15";
  const parse = (query: string) => parseInsightsPeriod(new URLSearchParams(query), today);

  it("is the last 30 days by default, or 7, 90 or 365 when asked", () => {
    expect(parse("")).toEqual({ from: "2025-05-17", to: today, preset: 30, days: 30 });
    expect(parse("days=7")).toMatchObject({ from: "2025-06-09", to: today, preset: 7 });
    expect(parse("days=365")).toMatchObject({ from: "2024-06-16", preset: 365 });
    expect(parse("days=12")).toMatchObject({ preset: 30 });
  });

  it("takes dates typed in, put in order and never past today", () => {
    expect(parse("from=2025-03-01&to=2025-03-31")).toEqual({
      from: "2025-03-01",
      to: "2025-03-31",
      preset: "custom",
      days: 31,
    });
    expect(parse("from=2025-03-31&to=2025-03-01")).toMatchObject({ from: "2025-03-01", to: "2025-03-31" });
    expect(parse("from=2025-06-01&to=2026-01-01")).toMatchObject({ from: "2025-06-01", to: today });
    // Not a date: the default period.
    expect(parse("from=2025-02-31&to=2025-03-01")).toMatchObject({ preset: 30 });
  });
});

const march: InsightsPeriod = { from: "2024-03-01", to: "2024-03-31", preset: "custom", days: 31 };

/** A row's quote counts, for leads none of which was sent a quote. */
const notQuoted = { quoted: 0, quoteOpened: 0, quoteAccepted: 0, acceptedCents: 0, collectedCents: 0 };
/** The totals' quote figures for a period none of whose leads was sent a quote. */
const noQuotes = {
  ...notQuoted,
  closeRate: null,
  medianDaysToQuote: null,
  medianDaysToAccept: null,
  medianDaysToPaid: null,
};

onEachDatabase("the Insights numbers", (database) => {
  beforeEach(async () => {
    const { db } = database();
    for (const table of [analyticsEvents, analyticsDaily, contactSubmissions, nominations])
      await db.delete(table);
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

  it("sums raw events and daily counts inside the period only, and attributes leads like visits", async () => {
    const { db } = database();
    const event = {
      path: "/service-area/shoreview",
      entryPath: "/service-area/shoreview",
      source: "nextdoor",
      medium: "",
      campaign: "spring",
    };
    await db.insert(analyticsEvents).values([
      { ...event, kind: "view", isEntry: true, at: new Date("2024-03-10T15:00:00Z") },
      { ...event, kind: "view", isEntry: false, at: new Date("2024-03-10T15:01:00Z") },
      { ...event, kind: "call", at: new Date("2024-03-10T15:02:00Z") },
      // 11 p.m. on March 31 in Minnesota: still in the period.
      { ...event, kind: "view", isEntry: true, at: new Date("2024-04-01T04:00:00Z") },
      // 12:30 a.m. on April 1 in Minnesota: after it.
      { ...event, kind: "view", isEntry: true, at: new Date("2024-04-01T05:30:00Z") },
      {
        ...event,
        kind: "view",
        isEntry: true,
        source: "Google",
        campaign: "",
        entryPath: "/",
        path: "/",
        at: new Date("2024-03-12T15:00:00Z"),
      },
    ]);
    await db.insert(analyticsDaily).values([
      { ...event, day: "2024-03-02", kind: "view", events: 5, entries: 4 },
      { ...event, day: "2024-03-02", kind: "booking", events: 2, entries: 0 },
      { ...event, day: "2024-02-29", kind: "view", events: 50, entries: 50 },
    ]);
    await db.insert(contactSubmissions).values([
      contact("2024-03-10T15:10:00Z", {
        sourcePath: "/service-area/shoreview",
        utm: { utm_source: "NextDoor", utm_campaign: "spring" },
        status: "won",
        jobValueCents: 480000,
      }),
      contact("2024-03-11T15:10:00Z", {
        sourcePath: "/service-area/shoreview",
        utm: { utm_source: "nextdoor" },
        status: "lost",
        jobValueCents: 999900,
      }),
      contact("2024-03-12T15:10:00Z", { sourcePath: "/", referrer: "https://www.google.com/" }),
      contact("2024-02-20T15:10:00Z", {
        sourcePath: "/",
        referrer: "https://www.google.com/",
        status: "won",
        jobValueCents: 100000,
      }),
    ]);
    await db.insert(nominations).values(
      nomination("2024-03-15T15:00:00Z", {
        referrer: "https://l.facebook.com/",
        sourcePath: "/nominate",
        status: "won",
        jobValueCents: null,
      }),
    );

    const report = await insightsReport(db, march, TZ);
    expect(report.totals).toEqual({
      visits: 4 + 2 + 1,
      calls: 1,
      emails: 0,
      bookings: 2,
      leads: 4,
      conversion: 4 / 7,
      requests: 3,
      booked: 0,
      bookedShare: 0,
      won: 2,
      revenueCents: 480000,
      ...noQuotes,
    });
    const nextdoor = report.bySource.find((row) => row.label === "Nextdoor");
    expect(nextdoor).toEqual({
      label: "Nextdoor",
      visits: 6,
      actions: 3,
      leads: 2,
      conversion: 2 / 6,
      requests: 2,
      booked: 0,
      won: 1,
      revenueCents: 480000,
      ...notQuoted,
    });
    expect(report.bySource.map((row) => row.label)).toEqual(["Nextdoor", "Google", "Facebook"]);
    // Leads without a visit counted (the visitor blocked the count) have no rate to show.
    expect(report.bySource.find((row) => row.label === "Facebook")).toMatchObject({
      visits: 0,
      leads: 1,
      conversion: null,
      won: 1,
      revenueCents: 0,
    });
    expect(report.byCampaign).toEqual([
      {
        label: "spring",
        visits: 6,
        actions: 3,
        leads: 1,
        conversion: 1 / 6,
        requests: 1,
        booked: 0,
        won: 1,
        revenueCents: 480000,
        ...notQuoted,
      },
    ]);
    expect(report.byCityPage).toEqual([
      expect.objectContaining({ label: "Shoreview", path: "/service-area/shoreview", visits: 6, leads: 2 }),
    ]);
    expect(report.byLandingPage.map((row) => row.path)).toEqual([
      "/service-area/shoreview",
      "/",
      "/nominate",
    ]);
    expect(report.series.unit).toBe("day");
    expect(report.series.points).toHaveLength(31);
    expect(report.series.points.find((p) => p.start === "2024-03-02")).toEqual({
      start: "2024-03-02",
      visits: 4,
      leads: 0,
    });
    expect(report.series.points.find((p) => p.start === "2024-03-31")).toEqual({
      start: "2024-03-31",
      visits: 1,
      leads: 0,
    });

    const csv = insightsCsv(report);
    expect(csv).toContain("Source,Nextdoor,6,3,2,0.3333,1,4800.00");
    expect(csv).toContain("City page,Shoreview,6,3,2");
  });

  it("counts each source once however it was written, and a lead the owner added under where they heard of him", async () => {
    const { db } = database();
    const view = { kind: "view", path: "/", entryPath: "/", isEntry: true, medium: "", campaign: "" };
    await db.insert(analyticsEvents).values([
      { ...view, source: "google", at: new Date("2024-03-10T15:00:00Z") },
      { ...view, source: "Google", at: new Date("2024-03-11T15:00:00Z") },
    ]);
    await db
      .insert(contactSubmissions)
      .values([
        contact("2024-03-12T15:10:00Z", { utm: { utm_source: "GOOGLE" } }),
        contact("2024-03-13T15:10:00Z", { heardFrom: "Referral", status: "won", jobValueCents: 320000 }),
        contact("2024-03-14T15:10:00Z", { heardFrom: "google", referrer: "https://www.bing.com/" }),
      ]);
    const report = await insightsReport(db, march, TZ);
    expect(report.bySource).toEqual([
      {
        label: "Referral",
        visits: 0,
        actions: 0,
        leads: 1,
        conversion: null,
        requests: 1,
        booked: 0,
        won: 1,
        revenueCents: 320000,
        ...notQuoted,
      },
      {
        label: "Google",
        visits: 2,
        actions: 0,
        leads: 2,
        conversion: 1,
        requests: 2,
        booked: 0,
        won: 0,
        revenueCents: 0,
        ...notQuoted,
      },
    ]);
  });

  it("counts the requests that booked an estimate visit by source and campaign, and their share", async () => {
    const { db } = database();
    const requests = await db
      .insert(contactSubmissions)
      .values([
        contact("2024-03-04T15:10:00Z", { utm: { utm_source: "nextdoor", utm_campaign: "spring" } }),
        contact("2024-03-05T15:10:00Z", {
          utm: { utm_source: "nextdoor" },
          status: "won",
          jobValueCents: 250000,
        }),
        contact("2024-03-06T15:10:00Z", { referrer: "https://www.google.com/" }),
        contact("2024-03-07T15:10:00Z", { referrer: "https://www.google.com/" }),
        contact("2024-03-08T15:10:00Z", { referrer: "https://l.facebook.com/" }),
        // Before the period: its visit, booked in March, is not the period's.
        contact("2024-02-27T15:10:00Z", { utm: { utm_source: "nextdoor" } }),
      ])
      .returning({ id: contactSubmissions.id });
    // The fifth (from Facebook) books no visit.
    const [spring, nextdoor, cancelled, rebooked, , february] = requests.map((row) => row.id);
    await db
      .insert(nominations)
      .values(nomination("2024-03-09T15:00:00Z", { referrer: "https://l.facebook.com/" }));
    let hour = 0;
    const visit = (leadId: string | undefined, status: typeof bookings.$inferInsert.status) => {
      // One visit an hour from March 11, so no two overlap.
      const startsAt = new Date(Date.UTC(2024, 2, 11, 14 + hour++));
      return {
        leadId: leadId!,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        blockedUntil: new Date(startsAt.getTime() + 60 * 60_000),
        day: "2024-03-11",
        status,
      };
    };
    await db.insert(bookings).values([
      // Held already, and another one coming: one request that booked, counted once.
      visit(spring, "confirmed"),
      visit(spring, "confirmed"),
      // Waiting for the owner's answer: the time is held, it counts.
      visit(nextdoor, "requested"),
      visit(cancelled, "cancelled"),
      visit(rebooked, "declined"),
      visit(rebooked, "confirmed"),
      visit(february, "confirmed"),
    ]);

    const report = await insightsReport(db, march, TZ);
    expect(report.totals).toMatchObject({ leads: 6, requests: 5, booked: 3, bookedShare: 3 / 5, won: 1 });
    const row = (label: string) => report.bySource.find((r) => r.label === label);
    expect(row("Nextdoor")).toMatchObject({ leads: 2, requests: 2, booked: 2, won: 1, revenueCents: 250000 });
    expect(row("Google")).toMatchObject({ leads: 2, requests: 2, booked: 1 });
    // The nomination is a lead, not an estimate request.
    expect(row("Facebook")).toMatchObject({ leads: 2, requests: 1, booked: 0 });
    expect(report.byCampaign).toEqual([expect.objectContaining({ label: "spring", requests: 1, booked: 1 })]);

    const csv = insightsCsv(report);
    expect(csv).toContain("Estimate requests,Booked a visit,Share booked");
    expect(csv).toContain("Total,2024-03-01 to 2024-03-31,0,0,6,,1,2500.00,5,3,0.6000");
    expect(csv).toContain("Source,Nextdoor,0,0,2,,1,2500.00,2,2,1.0000");
    expect(csv).toContain("Campaign,spring,0,0,1,,0,0.00,1,1,1.0000");
  });

  it("shows zeros and no conversion rate for a period with nothing in it", async () => {
    const report = await insightsReport(database().db, march, TZ);
    expect(report.totals).toEqual({
      visits: 0,
      calls: 0,
      emails: 0,
      bookings: 0,
      leads: 0,
      conversion: null,
      requests: 0,
      booked: 0,
      bookedShare: null,
      won: 0,
      revenueCents: 0,
      ...noQuotes,
    });
    expect(report.bySource).toEqual([]);
  });

  it("counts a year by week, and keeps a formula in a campaign name as text in the CSV", async () => {
    const { db } = database();
    await db.insert(analyticsEvents).values({
      kind: "view",
      path: "/",
      entryPath: "/",
      isEntry: true,
      source: "flyer",
      campaign: '=HYPERLINK("x")',
      at: new Date("2024-03-10T15:00:00Z"),
    });
    const year: InsightsPeriod = { from: "2023-04-01", to: "2024-03-31", preset: "custom", days: 366 };
    const report = await insightsReport(db, year, TZ);
    expect(report.series.unit).toBe("week");
    expect(report.series.points[0]?.start).toBe("2023-03-27");
    expect(report.series.points.reduce((sum, p) => sum + p.visits, 0)).toBe(1);
    expect(insightsCsv(report)).toContain(`Campaign,"'=HYPERLINK(""x"")"`);
  });
});
