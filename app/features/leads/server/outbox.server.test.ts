import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertContactSubmission, insertNomination } from "~/features/leads/server/leads.server";
import {
  MAX_NOTIFY_ATTEMPTS,
  Outbox,
  requeueNotification,
  retryDelaySeconds,
} from "~/features/leads/server/outbox.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, nominations } from "~/server/db/schema.server";
import type { Mailer, OutgoingMail } from "~/server/email.server";
import { onEachDatabase } from "../../../../tests/support/databases";
import { seedProfile } from "../../../../tests/support/seed-content";

class FakeMailer implements Mailer {
  readonly mode: "smtp" | "log";
  sent: OutgoingMail[] = [];
  failWith: string | undefined;
  delayMs = 0;
  constructor(mode: "smtp" | "log" = "smtp") {
    this.mode = mode;
  }
  async send(mail: OutgoingMail) {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(mail);
  }
  close() {}
}

const source = { sourcePath: "/contact", referrer: null, utm: {} };
let counter = 0;

function contact(db: Db, marker = `lead-${++counter}`) {
  return insertContactSubmission(
    db,
    {
      name: marker,
      email: `${marker}@example.com`,
      phone: "651-555-0100",
      service: "Other",
      location: "",
      timing: "",
      message: "Hi",
    },
    source,
  );
}

function outbox(db: Db, mailer: Mailer, extra: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) {
  const logs: string[] = [];
  const box = new Outbox({
    db,
    mailer,
    mailContext: async () => ({ siteUrl: "https://www.advancedpainting.example", profile: seedProfile() }),
    notifyTo: ["owner@example.com"],
    confirmVisitors: false,
    log: (line) => logs.push(line),
    ...extra,
  });
  return { box, logs };
}

async function stateOf(db: Db, id: string) {
  const [row] = await db
    .select({
      status: contactSubmissions.notifyStatus,
      attempts: contactSubmissions.notifyAttempts,
      error: contactSubmissions.notifyError,
      notifiedAt: contactSubmissions.notifiedAt,
      waitSeconds: sql<number>`extract(epoch from (${contactSubmissions.notifyNextAt} - now()))`.mapWith(
        Number,
      ),
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  return row!;
}

/** Makes a pending send due now (as if its backoff had passed). */
async function makeDue(db: Db, id: string) {
  await db.update(contactSubmissions).set({ notifyNextAt: sql`now()` }).where(eq(contactSubmissions.id, id));
}

describe("retry schedule", () => {
  it("waits 1, 5, 15, 60 and 60 minutes between the six attempts", () => {
    expect(MAX_NOTIFY_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([60, 300, 900, 3600, 3600]);
  });
});

onEachDatabase("the notification outbox", (database) => {
  beforeEach(async () => {
    // Each test starts with nothing due.
    const { db } = database();
    await db.update(contactSubmissions).set({ notifyStatus: "sent" });
    await db.update(nominations).set({ notifyStatus: "sent" });
  });

  it("sends the owner one e-mail per stored lead and records it", async () => {
    const { db } = database();
    const mailer = new FakeMailer();
    const id = await contact(db, "Alice Once");
    const nominationId = await insertNomination(
      db,
      {
        your_name: "Nora Nominator",
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
    const { box } = outbox(db, mailer);
    expect(await box.drain()).toBe(2);
    expect(await box.drain()).toBe(0);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      "New contact request from Alice Once (Other)",
      "New nomination: Ned Nominee, nominated by Nora Nominator",
    ]);
    expect(mailer.sent[0]?.to).toEqual(["owner@example.com"]);
    expect(await stateOf(db, id)).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect((await stateOf(db, id)).notifiedAt).toBeInstanceOf(Date);
    const [nomination] = await db
      .select({ status: nominations.notifyStatus })
      .from(nominations)
      .where(eq(nominations.id, nominationId));
    expect(nomination?.status).toBe("sent");
  });

  it("keeps a failed send pending with its error, retries after the backoff, and succeeds later", async () => {
    const { db } = database();
    const mailer = new FakeMailer();
    mailer.failWith = "421 Service not available";
    const id = await contact(db);
    const { box, logs } = outbox(db, mailer);
    await box.drain();
    let state = await stateOf(db, id);
    expect(state).toMatchObject({ status: "pending", attempts: 1, error: "421 Service not available" });
    expect(state.waitSeconds).toBeGreaterThan(50);
    expect(state.waitSeconds).toBeLessThanOrEqual(60);
    expect(logs.join("\n")).toMatch(/attempt 1 failed \(421 Service not available\); next try in 1 min/);
    // Not due yet: nothing happens.
    expect(await box.drain()).toBe(0);
    await makeDue(db, id);
    mailer.failWith = undefined;
    expect(await box.drain()).toBe(1);
    state = await stateOf(db, id);
    expect(state).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it("gives up after six attempts and keeps the last error", async () => {
    const { db } = database();
    const mailer = new FakeMailer();
    mailer.failWith = "550 Mailbox unavailable";
    const id = await contact(db);
    const { box } = outbox(db, mailer);
    for (let attempt = 1; attempt <= MAX_NOTIFY_ATTEMPTS; attempt++) {
      await makeDue(db, id);
      expect(await box.drain()).toBe(1);
    }
    await makeDue(db, id);
    expect(await box.drain()).toBe(0);
    expect(await stateOf(db, id)).toMatchObject({
      status: "failed",
      attempts: 6,
      error: "550 Mailbox unavailable",
    });
  });

  it("a resend puts a failed notification back in the queue", async () => {
    const { db } = database();
    const mailer = new FakeMailer();
    const id = await contact(db);
    await db
      .update(contactSubmissions)
      .set({ notifyStatus: "failed", notifyAttempts: 6, notifyError: "550" })
      .where(eq(contactSubmissions.id, id));
    expect(await requeueNotification(db, "contact", id)).toBe(true);
    const { box } = outbox(db, mailer);
    expect(await box.drain()).toBe(1);
    expect(await stateOf(db, id)).toMatchObject({ status: "sent", attempts: 1, error: null });
  });

  it("resumes sends left pending by an earlier run, and one interrupted on its last attempt is marked failed", async () => {
    const { db } = database();
    const left = await contact(db);
    const interrupted = await contact(db);
    await db
      .update(contactSubmissions)
      .set({ notifyAttempts: MAX_NOTIFY_ATTEMPTS, notifyNextAt: sql`now() - interval '1 minute'` })
      .where(eq(contactSubmissions.id, interrupted));
    const mailer = new FakeMailer();
    const { box } = outbox(db, mailer);
    box.start();
    await new Promise((r) => setTimeout(r, 300));
    await box.stop();
    expect(await stateOf(db, left)).toMatchObject({ status: "sent" });
    expect(await stateOf(db, interrupted)).toMatchObject({
      status: "failed",
      error: "The last attempt was interrupted",
    });
  });

  it("without SMTP (or without recipients) writes the notification to the log and marks it logged", async () => {
    const { db } = database();
    const id = await contact(db, "Logan Logged");
    const { box, logs } = outbox(db, new FakeMailer("log"));
    await box.drain();
    expect(await stateOf(db, id)).toMatchObject({ status: "logged", attempts: 1 });
    expect(logs.join("\n")).toContain("New contact request from Logan Logged");
    const noRecipients = await contact(db, "Nobody Told");
    const mailer = new FakeMailer();
    await outbox(db, mailer, { notifyTo: [] }).box.drain();
    expect(mailer.sent).toEqual([]);
    expect(await stateOf(db, noRecipients)).toMatchObject({ status: "logged" });
  });

  it("a burst of leads is claimed in batches and each is logged exactly once", async () => {
    const { db } = database();
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) ids.push(await contact(db, `Burst ${i}`));
    const { box, logs } = outbox(db, new FakeMailer("log"));
    expect(await box.drain()).toBe(45);
    expect(await box.drain()).toBe(0);
    for (let i = 0; i < 45; i++) {
      expect(logs.filter((line) => line.includes(`New contact request from Burst ${i} (`))).toHaveLength(1);
    }
    for (const id of ids) expect(await stateOf(db, id)).toMatchObject({ status: "logged", attempts: 1 });
  });

  it("sends the visitor a confirmation when asked, and its failure does not fail the owner's notice", async () => {
    const { db } = database();
    const id = await contact(db, "Carla Confirm");
    const mailer = new FakeMailer();
    await outbox(db, mailer, { confirmVisitors: true }).box.drain();
    expect(mailer.sent.map((m) => m.to)).toEqual([["owner@example.com"], ["Carla Confirm@example.com"]]);
    expect(mailer.sent[1]?.subject).toBe("We received your message - Advanced Painting Services MN");
    expect(await stateOf(db, id)).toMatchObject({ status: "sent" });
  });

  it("several servers draining at once send each notification exactly once", async () => {
    const { db } = database();
    const ids = await Promise.all(Array.from({ length: 12 }, () => contact(db)));
    const mailers = [new FakeMailer(), new FakeMailer(), new FakeMailer()];
    for (const mailer of mailers) mailer.delayMs = 5;
    await Promise.all(mailers.map((mailer) => outbox(db, mailer).box.drain()));
    const subjects = mailers.flatMap((m) => m.sent.map((mail) => mail.subject));
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    for (const id of ids) expect(await stateOf(db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
