/**
 * The owner's follow-up tools: the job value typed on a won lead, the daily
 * digest of leads still new (when it is due, that one server sends it, what
 * it lists) and the review request (the same e-mail for everyone).
 */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseAdminAction } from "~/features/leads/schemas/dashboard";
import { type DigestOptions, latestDigestSlot, sendDueDigest } from "~/features/leads/server/digest.server";
import { updateLead } from "~/features/leads/server/lead-list.server";
import { saveOwnerSettings } from "~/features/leads/server/owner-settings.server";
import { askForReview, reviewRequestMail } from "~/features/leads/server/review-requests.server";
import { dollarsText, moneyText } from "~/lib/money";
import { businessProfileSchema, siteFactsFrom } from "~/lib/schemas/business-profile";
import { seedBusinessProfile } from "~/seed/site";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { contactSubmissions, nominations, ownerSettings } from "~/server/db/schema.server";
import type { Mailer, OutgoingMail } from "~/server/email.server";
import { freshDataDir } from "../../../../tests/support/databases";

const site = siteFactsFrom(
  businessProfileSchema.parse(seedBusinessProfile("https://booking.example/book")),
  "https://www.example.com",
);
const chicago = site.business.timeZone;

function postOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseAdminAction(form);
}

describe("the job value on a won lead", () => {
  const update = (jobValue: string) =>
    postOf({
      intent: "update",
      kind: "contacts",
      id: "6f1d6f3e-3a55-4c55-9b8a-6c3f5b0d2a11",
      status: "won",
      jobValue,
    });

  it.each([
    ["4250", 425_000],
    ["$4,250", 425_000],
    ["4,250.5", 425_050],
    ["$ 12,000.99", 1_200_099],
    ["0", 0],
    ["", null],
    ["  ", null],
  ])("reads %j as %j cents", (typed, cents) => {
    const parsed = update(typed);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ jobValue: cents });
  });

  it.each(["4.250,00", "-100", "12.345", "1,00", "four thousand", "99999999", "1e6"])(
    "refuses %j with a message",
    (typed) => {
      const parsed = update(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "Enter the job's value in dollars, like 4250 or 4,250.50.",
      );
    },
  );

  it("is optional: a form without the field saves no value", () => {
    const form = postOf({
      intent: "update",
      kind: "contacts",
      id: "6f1d6f3e-3a55-4c55-9b8a-6c3f5b0d2a11",
      status: "won",
    });
    expect(form.data).toMatchObject({ jobValue: null });
  });

  it("is shown back the way the owner types it", () => {
    expect(dollarsText(425_000)).toBe("4250");
    expect(dollarsText(425_050)).toBe("4250.50");
    expect(dollarsText(7)).toBe("0.07");
    expect(moneyText(425_000)).toBe("$4,250");
    expect(moneyText(425_050)).toBe("$4,250.50");
  });
});

describe("when the digest is due", () => {
  it("is today's hour once it has passed, else yesterday's (in the business's time zone)", () => {
    // 2026-11-24 06:30 in Minnesota (CST, UTC-6): 7:00 has not come yet today.
    expect(latestDigestSlot(new Date("2026-11-24T12:30:00Z"), 7, chicago).toISOString()).toBe(
      "2026-11-23T13:00:00.000Z",
    );
    expect(latestDigestSlot(new Date("2026-11-24T13:00:00Z"), 7, chicago).toISOString()).toBe(
      "2026-11-24T13:00:00.000Z",
    );
    // Summer time (CDT, UTC-5).
    expect(latestDigestSlot(new Date("2026-07-01T20:00:00Z"), 7, chicago).toISOString()).toBe(
      "2026-07-01T12:00:00.000Z",
    );
  });
});

class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  fail = false;
  readonly mode: "smtp" | "log";
  constructor(mode: "smtp" | "log" = "smtp") {
    this.mode = mode;
  }
  async send(mail: OutgoingMail) {
    if (this.fail) throw new Error("connection refused");
    this.sent.push(mail);
  }
  close() {}
}

describe("the digest and review requests on a database", () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const db = () => database.db;

  beforeAll(async () => {
    dataDir = freshDataDir("follow-up-");
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db().delete(contactSubmissions);
    await db().delete(nominations);
    await db().delete(ownerSettings);
  });

  const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

  async function addContact(name: string, createdAt: Date, status: "new" | "contacted" | "won" = "new") {
    const [row] = await db()
      .insert(contactSubmissions)
      .values({
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
        phone: "651-555-0100",
        service: "Interior Painting",
        message: "Two bedrooms and a hallway.",
        createdAt,
        status,
      })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  }

  function options(mailer: Mailer, log: string[] = []): DigestOptions {
    return {
      db: db(),
      mailer,
      mailContext: async () => ({ siteUrl: site.siteUrl, profile: site }),
      notifyTo: ["owner@example.com"],
      log: (line) => log.push(line),
    };
  }

  // 2026-11-24 08:00 in Minnesota: the default 7:00 digest is due.
  const now = new Date("2026-11-24T14:00:00Z");

  it("lists the leads still new after the owner's hours, oldest first, once per day", async () => {
    await addContact("Dana Old", hoursAgo(now, 50));
    await addContact("Eli Waiting", hoursAgo(now, 30));
    await addContact("Fay Recent", hoursAgo(now, 3));
    await addContact("Gus Called", hoursAgo(now, 40), "contacted");
    await db()
      .insert(nominations)
      .values({
        yourName: "Hal Neighbor",
        yourEmail: "hal@example.com",
        yourPhone: "651-555-0101",
        nomineeName: "Ida Porch",
        nomineeAddress: "12 Elm St, Shoreview",
        relationship: "Neighbor",
        reason: "She helps everyone on the street.",
        createdAt: hoursAgo(now, 26),
      });
    const mailer = new RecordingMailer();
    expect(await sendDueDigest(options(mailer), now)).toBe("sent");
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.subject).toBe("3 leads are still waiting for an answer");
    const listed = mail.text.split("\n").filter((line) => line.startsWith("- "));
    expect(listed.map((line) => line.split(",")[0])).toEqual([
      "- Dana Old",
      "- Eli Waiting",
      "- Hal Neighbor",
    ]);
    expect(mail.text).toContain("Nomination of Ida Porch");
    expect(mail.text).toContain("https://www.example.com/admin?status=new");
    expect(mail.text).toContain("more than 24 hours");

    // Later the same day, on this server or another: not again.
    expect(await sendDueDigest(options(mailer), new Date("2026-11-24T20:00:00Z"))).toBe("not-due");
    // The next morning it is due again.
    expect(await sendDueDigest(options(mailer), new Date("2026-11-25T13:05:00Z"))).toBe("sent");
    expect(mailer.sent).toHaveLength(2);
  });

  it("goes out from one server only when several check at the same moment", async () => {
    await addContact("Dana Old", hoursAgo(now, 50));
    const mailers = [new RecordingMailer(), new RecordingMailer(), new RecordingMailer()];
    const outcomes = await Promise.all(mailers.map((mailer) => sendDueDigest(options(mailer), now)));
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(mailers.flatMap((m) => m.sent)).toHaveLength(1);
  });

  it("follows the owner's settings: other hours, another time of day, or off", async () => {
    await addContact("Eli Waiting", hoursAgo(now, 30));
    const mailer = new RecordingMailer();
    await saveOwnerSettings(db(), { digestAfterHours: 48, digestHour: 7 });
    expect(await sendDueDigest(options(mailer), now)).toBe("nothing-waiting");
    expect(mailer.sent).toHaveLength(0);

    await db().delete(ownerSettings);
    await saveOwnerSettings(db(), { digestAfterHours: 4, digestHour: 17 });
    // 8:00 in Minnesota: yesterday's 17:00 digest was never sent, so it goes now.
    expect(await sendDueDigest(options(mailer), now)).toBe("sent");
    expect(mailer.sent[0]!.text).toContain("more than 4 hours");

    await saveOwnerSettings(db(), { digestAfterHours: 0, digestHour: 17 });
    expect(await sendDueDigest(options(mailer), new Date("2026-11-25T23:30:00Z"))).toBe("off");
    expect(mailer.sent).toHaveLength(1);
  });

  it("is tried again at the next check when sending fails", async () => {
    await addContact("Dana Old", hoursAgo(now, 50));
    const mailer = new RecordingMailer();
    mailer.fail = true;
    const log: string[] = [];
    expect(await sendDueDigest(options(mailer, log), now)).toBe("failed");
    expect(log.join("\n")).toMatch(/sending failed \(connection refused\)/);
    mailer.fail = false;
    expect(await sendDueDigest(options(mailer, log), new Date(now.getTime() + 5 * 60_000))).toBe("sent");
    expect(mailer.sent).toHaveLength(1);
  });

  it("lists the other parts of the morning (invoices overdue) with the leads, or alone", async () => {
    const overdue = {
      subject: "1 invoice is overdue ($1,200)",
      lines: [
        "This invoice is past due, $1,200 in all:",
        "",
        "- Pat Moe, Invoice 1002: $1,200 due December 14, 2026",
      ],
    };
    const withSections = (mailer: Mailer): DigestOptions => ({
      ...options(mailer),
      sections: async () => [overdue, { subject: "nothing", lines: [] }],
    });
    const alone = new RecordingMailer();
    expect(await sendDueDigest(withSections(alone), now)).toBe("sent");
    expect(alone.sent[0]!.subject).toBe("1 invoice is overdue ($1,200)");
    expect(alone.sent[0]!.text).toContain("- Pat Moe, Invoice 1002: $1,200 due December 14, 2026");
    expect(alone.sent[0]!.text).not.toContain("still marked New");

    await db().delete(ownerSettings);
    await addContact("Dana Old", hoursAgo(now, 50));
    const both = new RecordingMailer();
    expect(await sendDueDigest(withSections(both), now)).toBe("sent");
    expect(both.sent[0]!.subject).toBe("1 lead is still waiting for an answer");
    expect(both.sent[0]!.text).toMatch(/- Dana Old[\s\S]*- Pat Moe, Invoice 1002/);
  });

  it("is written to the log without SMTP", async () => {
    await addContact("Dana Old", hoursAgo(now, 50));
    const log: string[] = [];
    expect(await sendDueDigest(options(new RecordingMailer("log"), log), now)).toBe("logged");
    expect(log.join("\n")).toContain("1 lead is still waiting for an answer");
  });

  it("dates a status change only when the status changes", async () => {
    const id = await addContact("Dana Old", hoursAgo(now, 50));
    const changedAt = async () =>
      (
        (await db().execute(
          sql`select status_changed_at as at from contact_submissions where id = ${id}`,
        )) as unknown as {
          rows: { at: Date | string | null }[];
        }
      ).rows[0]?.at ?? null;
    expect(await changedAt()).toBeNull();
    await updateLead(db(), "contacts", id, { status: "won", jobValueCents: 425_000 });
    const first = await changedAt();
    expect(first).not.toBeNull();
    await updateLead(db(), "contacts", id, { status: "won", ownerNote: "Paid in full" });
    expect(String(await changedAt())).toBe(String(first));
  });

  it("asks a won customer for a review with the business's link, and says why when it cannot", async () => {
    const id = await addContact("Dana Old", hoursAgo(now, 50), "contacted");
    const mailer = new RecordingMailer();
    const withLink = { ...site, reviewUrl: "https://g.page/r/example-review" };
    expect(await askForReview(db(), mailer, withLink, id)).toMatchObject({ ok: false, status: 409 });
    await updateLead(db(), "contacts", id, { status: "won" });
    expect(await askForReview(db(), mailer, { ...site, reviewUrl: "" }, id)).toMatchObject({
      ok: false,
      message: "There is no review link yet: add it in Content, Business profile, Review link.",
    });
    expect(await askForReview(db(), new RecordingMailer("log"), withLink, id)).toMatchObject({
      ok: false,
      status: 503,
      message:
        "E-mail isn't set up for this website yet, so it can't send the request. Nothing was sent: ask by text instead.",
    });
    expect(mailer.sent).toHaveLength(0);

    expect(await askForReview(db(), mailer, withLink, id)).toEqual({
      ok: true,
      message: "Review request sent to dana@example.com",
    });
    expect(mailer.sent[0]!.to).toEqual(["dana@example.com"]);
    expect(mailer.sent[0]!.text).toContain("https://g.page/r/example-review");
    const [row] = await db().select().from(contactSubmissions);
    expect(row!.reviewRequestedAt).toBeInstanceOf(Date);
    expect(row!.reviewRequestedVia).toBe("email");
  });
});

describe("the review request e-mail", () => {
  const withLink = { ...site, reviewUrl: "https://g.page/r/example-review" };
  const mail = (name: string) =>
    reviewRequestMail({ name, email: "c@example.com", service: "Exterior Painting" }, withLink);

  it("is the same for every customer but the name, and never asks first whether they were happy", () => {
    const a = mail("Ann").text.replace("Ann", "X");
    const b = mail("Bo").text.replace("Bo", "X");
    expect(a).toBe(b);
    expect(a).toContain("https://g.page/r/example-review");
    expect(a).not.toMatch(/happy|satisf|5 stars|five stars|if you (liked|enjoyed|loved)/i);
  });
});
