import { eq, isNull, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { insertContactSubmission, insertNomination } from "~/features/leads/server/leads.server";
import {
  listSubscriptions,
  PushAlerts,
  removeSubscription,
  resolveVapidKeys,
  saveSubscription,
} from "~/features/leads/server/push-alerts.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, nominations, pushSubscriptions, users } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const source = { sourcePath: "/contact", referrer: null, utm: {} };

function contact(db: Db, name: string) {
  return insertContactSubmission(
    db,
    {
      name,
      email: "dana@example.com",
      phone: "651-555-0100",
      service: "Interior Painting",
      location: "Shoreview",
      timing: "",
      message: "Two bedrooms",
    },
    source,
  );
}

function nomination(db: Db, name: string) {
  return insertNomination(
    db,
    {
      your_name: name,
      your_email: "nora@example.com",
      your_phone: "651-555-0101",
      nominee_name: "Ned Nominee",
      nominee_address: "1 Main St, Roseville, MN",
      nominee_phone: null,
      relationship: "friend",
      reason: "Always helps.",
    },
    source,
  );
}

function sender(db: Db) {
  const lines: string[] = [];
  const alerts = new PushAlerts({
    db,
    vapid: async () => ({ ...(await resolveVapidKeys(db)), subject: "mailto:owner@example.com" }),
    log: (line) => lines.push(line),
  });
  return { alerts, lines };
}

const subscription = (n: number) => ({
  endpoint: `https://push.example.com/device-${n}`,
  p256dh: `B${"x".repeat(86)}`,
  auth: `${"a".repeat(21)}Q`,
});

onEachDatabase("phone alerts", (database) => {
  beforeAll(async () => {
    const { db } = database();
    await db.insert(users).values([
      { id: "owner", name: "Owner", email: "owner@example.com" },
      { id: "helper", name: "Helper", email: "helper@example.com" },
    ]);
  });

  beforeEach(async () => {
    const { db } = database();
    // Each test starts with every earlier lead alerted and no device.
    await db
      .update(contactSubmissions)
      .set({ pushedAt: sql`now()` })
      .where(isNull(contactSubmissions.pushedAt));
    await db.update(nominations).set({ pushedAt: sql`now()` }).where(isNull(nominations.pushedAt));
    await db.delete(pushSubscriptions);
  });

  it("generates the push keys once and every later reader gets the same pair", async () => {
    const { db } = database();
    const first = await resolveVapidKeys(db);
    const again = await resolveVapidKeys(db);
    expect(again).toEqual(first);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const fromEnvironment = { publicKey: "pub", privateKey: "priv" };
    expect(await resolveVapidKeys(db, fromEnvironment)).toBe(fromEnvironment);
  });

  it("takes each new lead once, contact requests and nominations, with no device and no error", async () => {
    const { db } = database();
    const contactId = await contact(db, "Dana Smith");
    const nominationId = await nomination(db, "Nora");
    const { alerts, lines } = sender(db);
    expect(await alerts.drain()).toBe(2);
    expect(await alerts.drain()).toBe(0);
    const [stored] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, contactId));
    expect(stored?.pushedAt).toBeInstanceOf(Date);
    const [nominated] = await db.select().from(nominations).where(eq(nominations.id, nominationId));
    expect(nominated?.pushedAt).toBeInstanceOf(Date);
    // Nothing was sent (no device): nothing to report.
    expect(lines).toEqual([]);
  });

  it("never alerts a lead older than an hour (a backlog after an outage stays off the phone)", async () => {
    const { db } = database();
    const old = await contact(db, "Old Lead");
    await db
      .update(contactSubmissions)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(contactSubmissions.id, old));
    const fresh = await contact(db, "Fresh Lead");
    expect(await sender(db).alerts.drain()).toBe(1);
    const rows = await db
      .select({ id: contactSubmissions.id, pushedAt: contactSubmissions.pushedAt })
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.id} in (${old}, ${fresh})`);
    expect(rows.find((row) => row.id === old)?.pushedAt).toBeNull();
    expect(rows.find((row) => row.id === fresh)?.pushedAt).toBeInstanceOf(Date);
  });

  it("splits leads between senders running at once: none is taken twice", async () => {
    const { db } = database();
    for (let i = 0; i < 30; i++) await contact(db, `Burst ${i}`);
    const taken = await Promise.all([sender(db).alerts.drain(), sender(db).alerts.drain()]);
    expect(taken[0] + taken[1]).toBe(30);
  });

  it("keeps one row per browser (subscribing again updates it) and lets an admin remove only their own", async () => {
    const { db } = database();
    await saveSubscription(db, "owner", subscription(1), "Chrome on Android");
    await saveSubscription(
      db,
      "owner",
      { ...subscription(1), auth: `${"b".repeat(21)}Q` },
      "Chrome on Android",
    );
    await saveSubscription(db, "helper", subscription(2), "Safari on iPhone");
    const mine = await listSubscriptions(db, "owner");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ deviceLabel: "Chrome on Android", auth: `${"b".repeat(21)}Q` });

    const helpers = await listSubscriptions(db, "helper");
    expect(await removeSubscription(db, "owner", { id: helpers[0]?.id ?? "" })).toBe(false);
    expect(await listSubscriptions(db, "helper")).toHaveLength(1);
    expect(await removeSubscription(db, "owner", { endpoint: subscription(1).endpoint })).toBe(true);
    expect(await listSubscriptions(db, "owner")).toEqual([]);
  });

  it("a test alert with no device says so and sends nothing", async () => {
    const { db } = database();
    expect(await sender(db).alerts.sendTest("owner")).toEqual({ sent: 0, removed: 0, failed: 0, devices: 0 });
  });
});
