/**
 * Booking that cannot be hoarded (issue 51): the booking page's and the
 * visit page's actions, as the server runs them on a real (embedded)
 * database. A lead has one visit to come (booking again moves it); the time
 * step and the visit's moves are charged per client and per lead, a refusal
 * being a 429 with Retry-After that changes nothing; one message per visit
 * change to the visitor and one to the owner; one notice of the burst.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveSchedulingChoice, siteFacts } from "~/features/content/index.server";
import { startRuntime, stopRuntime } from "~/runtime.server";
import { bookings, contactSubmissions, outboxMessages } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";
import { bookPageAction } from "./book-page.server";
import { BOOKING_POSTS_PER_LEAD, NEW_VISITS_PER_CLIENT } from "./booking-budget.server";
import { ACTIVE_STATUSES, offeredSlots } from "./bookings.server";
import { visitPageAction } from "./visit-page.server";
import { leadToken } from "./visit-urls.server";
import { visitRules } from "./visitor-rules.server";

/** What an action came to: the status, the redirect's target, Retry-After. */
function outcome(answer: unknown) {
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location") ?? "", retryAfter: null };
  const init = (answer as { init: ResponseInit | null }).init;
  return {
    status: init?.status ?? 200,
    location: "",
    retryAfter: new Headers(init?.headers).get("retry-after"),
    data: (answer as { data: unknown }).data,
  };
}

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

async function newLead(name: string): Promise<string> {
  const [row] = await getDb()
    .insert(contactSubmissions)
    .values({
      name,
      email: "visitor@example.com",
      phone: "651-555-0142",
      service: "Interior Painting",
      message: "",
      location: "12 Elm St, Shoreview",
    })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

const book = (leadId: string, start: Date, client: string) =>
  bookPageAction(
    post("http://localhost:3000/book", {
      intent: "book",
      token: leadToken(leadId),
      start: start.toISOString(),
    }),
    client,
  ).then(outcome);

/** 60 posts' times, going round the month's times. */
const sixty = (times: number[]) => Array.from({ length: 60 }, (_, i) => times[i % times.length]!);

async function freeTimes() {
  const { rules } = await visitRules(getDb());
  return (await offeredSlots(getDb(), rules)).map((slot) => slot.start.getTime());
}

const activeVisits = (leadIds: string[]) =>
  getDb()
    .select()
    .from(bookings)
    .where(and(inArray(bookings.leadId, leadIds), inArray(bookings.status, [...ACTIVE_STATUSES])));

async function mailsFor(visitIds: string[]) {
  const rows = await getDb().select().from(outboxMessages).where(like(outboxMessages.dedupeKey, "visit:%"));
  return rows.filter((row) => visitIds.some((id) => row.dedupeKey?.startsWith(`visit:${id}:`)));
}

describe("booking that cannot be hoarded", () => {
  beforeAll(async () => {
    await startRuntime({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "booking-budget-")),
      LEADS_NOTIFY_TO: "owner@example.com",
      // Nowhere: the messages stay queued, to be counted.
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    // The owner books visits on the site (the seed's Schedule buttons open an external page), as he does.
    await saveSchedulingChoice(
      { id: "owner", email: "owner@example.com", name: "Owner", role: "owner", twoFactorEnabled: false },
      "here",
    );
    expect((await siteFacts()).scheduling).toBe("here");
  }, 60_000);
  afterAll(async () => {
    await stopRuntime();
  });

  it("60 booking posts from one client leave the month's other times free", async () => {
    const before = await freeTimes();
    // The month's times (52 with the default hours), each asked for once or twice.
    expect(before.length).toBeGreaterThan(30);
    const leadId = await newLead("Hoarder One");
    const answers = await Promise.all(
      sixty(before).map((start) => book(leadId, new Date(start), "198.51.100.10")),
    );
    // Sent at once, each post would make the lead's first visit: the client's new visits for the day stop them first.
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(60 - BOOKING_POSTS_PER_LEAD);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.stringify(answer.data)).toContain("Too many booking changes");
    }
    const visits = await activeVisits([leadId]);
    expect(visits).toHaveLength(1);
    const after = await freeTimes();
    expect(after).toEqual(before.filter((t) => t !== visits[0]!.startsAt.getTime()));

    // One message per change to the visitor, one to the owner: the booking and each move.
    const changes = answers.filter((a) => a.status === 303).length;
    const mails = await mailsFor([visits[0]!.id]);
    const visitor = mails.filter((m) => m.kind.startsWith("booking.visitor."));
    const owner = mails.filter((m) => m.kind === "booking.invitation");
    expect(visitor.length).toBe(visits[0]!.sequence + 1);
    expect(owner.length).toBe(visits[0]!.sequence + 1);
    expect(changes).toBeGreaterThanOrEqual(visitor.length);
    expect(visitor.length).toBeLessThanOrEqual(BOOKING_POSTS_PER_LEAD);
    // The owner is told once for each budget the burst went over.
    const bursts = await getDb()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, "booking-burst:%"));
    const ofThis = bursts.filter(
      (b) => b.dedupeKey!.includes("198.51.100.10:") || b.dedupeKey!.includes(leadId),
    );
    expect(ofThis.map((b) => b.dedupeKey!.split(":")[1]).sort()).toEqual(["client", "lead", "new-visits"]);
  });

  it("60 posts from 20 clients for one lead leave the month's other times free", async () => {
    const before = await freeTimes();
    const leadId = await newLead("Hoarder Two");
    const answers = await Promise.all(
      sixty(before).map((start, i) => book(leadId, new Date(start), `203.0.113.${(i % 20) + 1}`)),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - BOOKING_POSTS_PER_LEAD);
    const visits = await activeVisits([leadId]);
    expect(visits).toHaveLength(1);
    expect(await freeTimes()).toEqual(before.filter((t) => t !== visits[0]!.startsAt.getTime()));
    // The owner is told of the burst once per budget, however long it goes on.
    const bursts = await getDb()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `booking-burst:lead:${leadId}:%`));
    expect(bursts).toHaveLength(1);
    expect(bursts[0]!.mail).toMatchObject({
      to: ["owner@example.com"],
      subject: "Unusual booking activity on your site",
    });
  });

  it("one client's many leads: the client's new visits for the day stop them", async () => {
    const before = await freeTimes();
    const leads = await Promise.all(Array.from({ length: 30 }, (_, i) => newLead(`Many ${i}`)));
    const answers = await Promise.all(
      leads.map((leadId, i) => book(leadId, new Date(before[i]!), "198.51.100.77")),
    );
    expect(answers.filter((a) => a.status === 303)).toHaveLength(NEW_VISITS_PER_CLIENT);
    expect(await activeVisits(leads)).toHaveLength(NEW_VISITS_PER_CLIENT);
    expect(await freeTimes()).toHaveLength(before.length - NEW_VISITS_PER_CLIENT);
    // One notice for each budget the burst went over (posts in ten minutes, new visits in a day).
    const bursts = await getDb()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, "booking-burst:%198.51.100.77:%"));
    expect(bursts.map((b) => b.dedupeKey!.split(":")[1]).sort()).toEqual(["client", "new-visits"]);
  });

  it("50 racing clients for one time still get exactly one booking", async () => {
    const [time] = await freeTimes();
    const leads = await Promise.all(Array.from({ length: 50 }, (_, i) => newLead(`Racer ${i}`)));
    const answers = await Promise.all(
      leads.map((leadId, i) => book(leadId, new Date(time!), `192.0.2.${i + 1}`)),
    );
    expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(await activeVisits(leads)).toHaveLength(1);
  });

  it("moves from a visit's link are charged too: a 429 moves nothing", async () => {
    const times = await freeTimes();
    const leadId = await newLead("Mover");
    const booked = await book(leadId, new Date(times[0]!), "198.51.100.200");
    const visitPath = booked.location.replace(/\?.*$/, "");
    const token = visitPath.split("/").at(-1)!;
    const answers = [];
    for (const start of times.slice(1, 15)) {
      answers.push(
        outcome(
          await visitPageAction(
            post(`http://localhost:3000${visitPath}`, {
              intent: "move",
              start: new Date(start).toISOString(),
            }),
            token,
            `198.51.100.${201 + answers.length}`,
          ),
        ),
      );
    }
    // The booking took one post of the lead's budget.
    expect(answers.filter((a) => a.status === 303)).toHaveLength(BOOKING_POSTS_PER_LEAD - 1);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(14 - (BOOKING_POSTS_PER_LEAD - 1));
    expect(refused[0]!.retryAfter).toMatch(/^\d+$/);
    const [visit] = await activeVisits([leadId]);
    expect(visit!.sequence).toBe(BOOKING_POSTS_PER_LEAD - 1);
  });
});
