import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  dropReason,
  eventBodySchema,
  eventRow,
  keptPath,
  receiveEvent,
  rollUpOldEvents,
} from "~/features/insights/server/events.server";
import { analyticsDaily, analyticsEvents } from "~/server/db/schema.server";
import { databaseRateLimitStore } from "~/server/rate-limit.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const view = {
  kind: "view",
  path: "/service-area/shoreview",
  entry: "/service-area/shoreview",
  first: true,
  ref: "",
  src: "NextDoor",
  med: "social",
  camp: "Spring",
};

describe("a customer's own link in Insights", () => {
  it("is kept as its kind of page, without the customer's key", () => {
    expect(keptPath("/book/visit/abc.def.ghi")).toBe("/book/visit");
    expect(keptPath("/quote/Zx9-key")).toBe("/quote");
    expect(keptPath("/quote/Zx9-key/pdf")).toBe("/quote");
    expect(keptPath("/book")).toBe("/book");
    expect(keptPath("/quotes-and-tips")).toBe("/quotes-and-tips");
    const row = eventRow(
      eventBodySchema.parse({ ...view, path: "/quote/secret-key", entry: "/book/visit/secret.token" }),
    );
    expect([row.path, row.entryPath]).toEqual(["/quote", "/book/visit"]);
  });
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/event", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "user-agent": PHONE, "content-type": "text/plain;charset=UTF-8", ...headers },
  });
}

describe("who is not counted", () => {
  it("leaves out bots, an empty user agent, Do Not Track and Global Privacy Control", () => {
    const h = (headers: Record<string, string>) => dropReason(new Headers(headers));
    expect(h({ "user-agent": PHONE })).toBeUndefined();
    expect(
      h({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toBe("bot");
    expect(
      h({
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      }),
    ).toBe("bot");
    expect(h({ "user-agent": "curl/8.5.0" })).toBe("bot");
    expect(h({})).toBe("bot");
    expect(h({ "user-agent": "  " })).toBe("bot");
    expect(h({ "user-agent": PHONE, dnt: "1" })).toBe("opted-out");
    expect(h({ "user-agent": PHONE, "sec-gpc": "1" })).toBe("opted-out");
    expect(h({ "user-agent": PHONE, dnt: "0" })).toBeUndefined();
  });
});

describe("an event's body", () => {
  it("takes a page view or a click with site paths", () => {
    expect(eventBodySchema.safeParse(view).success).toBe(true);
    expect(eventBodySchema.safeParse({ kind: "call", path: "/", entry: "/" }).success).toBe(true);
  });

  it("refuses other kinds, outside addresses, queries and over-long fields", () => {
    const bad = [
      { ...view, kind: "purchase" },
      { ...view, path: "https://evil.example/" },
      { ...view, path: "//evil.example/" },
      { ...view, path: "/contact?email=someone@example.com" },
      { ...view, entry: "contact" },
      { ...view, path: `/${"a".repeat(300)}` },
      { ...view, src: "x".repeat(201) },
      { ...view, ref: `https://example.com/${"a".repeat(500)}` },
      { ...view, first: "yes" },
      "a string",
      null,
    ];
    for (const body of bad) expect(eventBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

onEachDatabase("the collection endpoint", (database) => {
  const store = () => ({
    db: database().db,
    limits: databaseRateLimitStore(database().db),
    timeZone: async () => "America/Chicago",
  });
  const stored = async () => database().db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

  beforeEach(async () => {
    await database().db.delete(analyticsEvents);
  });

  it("keeps a visit's page, entry and source, and nothing about the visitor", async () => {
    const response = await receiveEvent(post(view), "198.51.100.7", store());
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "view",
      path: "/service-area/shoreview",
      entryPath: "/service-area/shoreview",
      isEntry: true,
      source: "Nextdoor",
      medium: "social",
      campaign: "spring",
    });
    // No column holds the address or the browser.
    expect(JSON.stringify(rows)).not.toMatch(/198\.51\.100\.7|Pixel|Mozilla/);
  });

  it("names the source from the referrer when the link had no tag, and counts a later view as no new visit", async () => {
    await receiveEvent(
      post({ kind: "view", path: "/faq", entry: "/", first: true, ref: "https://l.facebook.com/l.php" }),
      "198.51.100.8",
      store(),
    );
    await receiveEvent(post({ kind: "call", path: "/faq", entry: "/" }), "198.51.100.8", store());
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.source, r.isEntry])).toEqual([
      ["view", "Facebook", false],
      ["call", "Direct", false],
    ]);
  });

  it("answers 204 and keeps nothing for bots, opted-out visitors and admin pages", async () => {
    const answers = await Promise.all([
      receiveEvent(post(view, { "user-agent": "Googlebot/2.1" }), "a", store()),
      receiveEvent(post(view, { "user-agent": "" }), "a", store()),
      receiveEvent(post(view, { dnt: "1" }), "a", store()),
      receiveEvent(post(view, { "sec-gpc": "1" }), "a", store()),
      receiveEvent(post({ ...view, path: "/admin", entry: "/admin" }), "a", store()),
      receiveEvent(post({ ...view, path: "/faq", entry: "/admin/insights" }), "a", store()),
    ]);
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await stored()).toEqual([]);
  });

  it("answers 400 with a short message for a body that is not an event, 413 for a large one", async () => {
    for (const body of ["not json", "{}", JSON.stringify({ ...view, kind: "sale" })]) {
      const response = await receiveEvent(post(body), "b", store());
      expect(response.status).toBe(400);
      expect((await response.text()).length).toBeLessThan(60);
    }
    const large = await receiveEvent(post({ ...view, pad: "x".repeat(5000) }), "b", store());
    expect(large.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("keeps at most its budget per client in a window, still answering 204", async () => {
    const limits = databaseRateLimitStore(database().db);
    const tight = {
      ...store(),
      limits: { ...limits, hit: (key: string, _max: number, window: number) => limits.hit(key, 3, window) },
    };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await receiveEvent(post(view), "198.51.100.9", tight)).status);
    expect(answers).toEqual([204, 204, 204, 204, 204]);
    expect(await stored()).toHaveLength(3);
  });
});

onEachDatabase("the 13-month roll-up", (database) => {
  const at = (interval: string) => sql`now() - ${interval}::interval`;

  beforeEach(async () => {
    await database().db.delete(analyticsEvents);
    await database().db.delete(analyticsDaily);
  });

  it("folds events older than 13 months into daily counts and keeps newer ones raw", async () => {
    const { db } = database();
    const row = { path: "/", entryPath: "/", source: "Google", medium: "", campaign: "" };
    await db.insert(analyticsEvents).values([
      { ...row, kind: "view", isEntry: true, at: at("14 months") },
      { ...row, kind: "view", isEntry: false, at: at("14 months") },
      { ...row, kind: "call", at: at("14 months") },
      { ...row, kind: "view", isEntry: true, at: at("2 days") },
    ]);
    await rollUpOldEvents(db, "America/Chicago");
    expect(await db.select().from(analyticsEvents)).toHaveLength(1);
    const daily = await db.select().from(analyticsDaily).orderBy(analyticsDaily.kind);
    expect(daily.map((d) => [d.kind, d.events, d.entries, d.source])).toEqual([
      ["call", 1, 0, "Google"],
      ["view", 2, 1, "Google"],
    ]);
  });

  it("adds to a day already folded, counts nothing twice when run again or at once", async () => {
    const { db } = database();
    const row = { kind: "view", path: "/faq", entryPath: "/faq", source: "Direct", isEntry: true };
    // Noon, so every one of them falls on the same day in Minnesota.
    const noon = sql`date_trunc('day', now() - interval '14 months') + interval '18 hours'`;
    await db.insert(analyticsEvents).values([{ ...row, at: noon }]);
    await rollUpOldEvents(db, "America/Chicago");
    await db.insert(analyticsEvents).values([
      { ...row, at: noon },
      { ...row, at: noon },
    ]);
    await Promise.all([rollUpOldEvents(db, "America/Chicago"), rollUpOldEvents(db, "America/Chicago")]);
    await rollUpOldEvents(db, "America/Chicago");
    const daily = await db.select().from(analyticsDaily);
    expect(daily.map((d) => [d.events, d.entries])).toEqual([[3, 3]]);
    expect(await db.select().from(analyticsEvents)).toEqual([]);
  });
});
