/**
 * Calendars that cannot hurt the server (issue 51): the owner's calendar is
 * expanded in a worker thread, within caps. Two calendars that once held the
 * server for 23.7 s and 68.6 s (10 events repeating every minute since 2016;
 * 300 daily events since 2016) are served from a local address and read as
 * the owner reads his (saving the address, then "Read now" on the Booking
 * page) while /healthz is polled: every answer comes within 100 ms. The
 * first is over the occurrences cap: the last good copy of the calendar is
 * kept and the Booking page names the cap. The second is read (each series
 * started again just before the bookable days).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendar, dailyFor300Calendar, event, everyMinuteCalendar } from "../support/ics";
import { createAdmin, markup, type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3531;
const HEALTH_LIMIT_MS = 100;

// One job three days from now: inside the bookable days.
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const jobAt = new Date(Date.now() + 3 * 86_400_000);
const good = calendar(
  event(`
    UID:job@example.com
    DTSTAMP:20260101T000000Z
    DTSTART:${stamp(jobAt)}
    DTEND:${stamp(new Date(jobAt.getTime() + 3_600_000))}
  `),
);
let served = good;
let calendars: Server;
let calendarUrl = "";
let server: RunningServer;
let cookie = "";

beforeAll(async () => {
  calendars = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/calendar" }).end(served);
  });
  await new Promise<void>((resolve) => calendars.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(calendars.address() as AddressInfo).port}/owner.ics`;
  const dataDir = tempDir("heavy-calendars");
  const email = "owner@calendars.test";
  const password = "calendars-test-password";
  await createAdmin(email, password, { DATA_DIR: dataDir });
  server = await startServer({ port: PORT, dataDir, env: { BOOKING_CALENDAR_ALLOW_LOCAL: "true" } });
  const signIn = await fetch(`${server.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  expect(signIn.status).toBe(303);
  cookie =
    (signIn.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "").split(";")[0] ?? "";
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => calendars.close(() => resolve()));
});

/** A post of the admin's Booking page, as his browser sends it. */
async function bookingPost(fields: Record<string, string>) {
  const answer = await fetch(`${server.base}/admin/booking`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  await answer.arrayBuffer();
  return answer.status;
}

const bookingPage = async () =>
  markup(await (await fetch(`${server.base}/admin/booking`, { headers: { Cookie: cookie } })).text());

/** Runs `work` while /healthz is asked every 20 ms; gives every answer's time. */
async function whilePolling(work: () => Promise<unknown>): Promise<{ times: number[]; workMs: number }> {
  const times: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${server.base}/healthz`);
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await work();
  const workMs = performance.now() - started;
  done = true;
  await poll;
  return { times, workMs };
}

describe("heavy calendars", () => {
  it("reads a good calendar first: one busy time kept", async () => {
    served = good;
    expect(await bookingPost({ intent: "calendar", calendarUrl })).toBe(303);
    expect(await bookingPage()).toContain("1 busy time");
  });

  const heavy = [
    ["10 events repeating every minute since 2016", everyMinuteCalendar(), "over the cap"],
    ["300 daily events since 2016", dailyFor300Calendar(), "read"],
  ] as const;
  for (const [name, text, outcome] of heavy) {
    it(`${name}: /healthz answers within ${HEALTH_LIMIT_MS} ms throughout; ${outcome}`, async () => {
      served = text;
      const { times, workMs } = await whilePolling(() => bookingPost({ intent: "read-calendar" }));
      const worst = Math.max(...times);
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      console.log(
        `[heavy calendars] ${name} (${(text.length / 1024).toFixed(1)} KB): read in ${Math.round(workMs)} ms; ` +
          `/healthz asked ${times.length} times, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
      );
      expect(times.length).toBeGreaterThan(3);
      expect(worst).toBeLessThan(HEALTH_LIMIT_MS);
      const page = await bookingPage();
      if (outcome === "over the cap") {
        expect(page).toContain("the occurrences cap");
        expect(page).toContain("the copy read last is used");
        expect(page).toContain("1 busy time ahead");
      } else {
        expect(page.replace(/<[^>]+>/g, "").match(/did not work.{0,200}/)?.[0]).toBeUndefined();
        // One block a day (the 300 events overlap), over the bookable days.
        expect(page).toMatch(/[23]\d busy times ahead/);
      }
    });
  }
});
