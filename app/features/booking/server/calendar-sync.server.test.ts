/**
 * Reading the owner's calendar (calendar-sync.server.ts, calendar-fetch.server.ts):
 * busy times kept from a good read, a 304 answered to the ETag, the last good
 * copy kept when the address answers 500 or something that is no calendar
 * or one over a cap (with the reason in plain words), one read per five minutes whatever the
 * number of servers, and no address inside the server's own network.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { onEachDatabase } from "../../../../tests/support/databases";
import { calendar, everyMinuteCalendar } from "../../../../tests/support/ics";
import { readCalendarCopy, saveCalendarUrl } from "./booking-store.server";
import { fetchCalendar, isInsideAddress } from "./calendar-fetch.server";
import { syncCalendar } from "./calendar-sync.server";

const ics = calendar(
  [
    "BEGIN:VEVENT",
    "UID:job",
    "DTSTAMP:20261001T000000Z",
    "DTSTART;TZID=America/Chicago:20261202T160000",
    "DTEND;TZID=America/Chicago:20261202T170000",
    "END:VEVENT",
  ].join("\r\n"),
);

let answer: { status: number; body: string } = { status: 200, body: ics };
const seen: IncomingHttpHeaders[] = [];
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    if (answer.body === ics && req.headers["if-none-match"] === '"v1"') {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(answer.status, { "Content-Type": "text/calendar", ETag: '"v1"' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/basic.ics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MINUTE = 60_000;
const start = new Date("2026-12-01T12:00:00Z");
const later = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

onEachDatabase("the calendar's reads", (database) => {
  const deps = () => ({ db: database().db, timeZone: "America/Chicago", allowLocal: true });

  it("keeps the busy times of a good read, then asks with the ETag and keeps them on a 304", async () => {
    await saveCalendarUrl(database().db, url);
    answer = { status: 200, body: ics };
    expect(await syncCalendar(deps(), start)).toEqual({ outcome: "read", busy: 1, notModified: false });
    let copy = await readCalendarCopy(database().db);
    expect(copy?.busy).toEqual([{ start: "2026-12-02T22:00:00.000Z", end: "2026-12-02T23:00:00.000Z" }]);
    expect(copy?.etag).toBe('"v1"');

    // Not again within five minutes, whichever server asks.
    expect(await syncCalendar(deps(), later(4))).toEqual({ outcome: "not-due" });
    expect(await syncCalendar(deps(), later(5))).toEqual({ outcome: "read", busy: 1, notModified: true });
    expect(seen.at(-1)?.["if-none-match"]).toBe('"v1"');
    copy = await readCalendarCopy(database().db);
    expect(copy?.busy).toHaveLength(1);
    expect(copy?.readAt?.toISOString()).toBe(later(5).toISOString());
  });

  it("keeps the last good copy when the address answers 500, and says what went wrong", async () => {
    answer = { status: 500, body: "oops" };
    const result = await syncCalendar(deps(), later(10));
    expect(result).toEqual({
      outcome: "failed",
      error: expect.stringContaining("had a problem (error 500)"),
    });
    const copy = await readCalendarCopy(database().db);
    expect(copy?.busy).toHaveLength(1);
    expect(copy?.readAt?.toISOString()).toBe(later(5).toISOString());
    expect(copy?.triedAt?.toISOString()).toBe(later(10).toISOString());
    expect(copy?.lastError).toContain("error 500");
  });

  it("keeps it too when the address answers with something that is no calendar", async () => {
    answer = { status: 200, body: "<!doctype html><p>Sign in to see this calendar</p>" };
    const result = await syncCalendar(deps(), later(15));
    expect(result).toEqual({ outcome: "failed", error: expect.stringContaining("not with a calendar") });
    const copy = await readCalendarCopy(database().db);
    expect(copy?.busy).toHaveLength(1);
    expect(copy?.lastError).toContain("not with a calendar");

    // The next good read clears the problem.
    answer = { status: 200, body: ics };
    expect(await syncCalendar(deps(), later(20))).toMatchObject({ outcome: "read" });
    expect((await readCalendarCopy(database().db))?.lastError).toBeNull();
  });

  it("keeps it too when the calendar is over a cap, and names the cap", async () => {
    answer = { status: 200, body: everyMinuteCalendar() };
    const result = await syncCalendar(deps(), later(25));
    expect(result).toEqual({ outcome: "failed", error: expect.stringContaining("the occurrences cap") });
    const copy = await readCalendarCopy(database().db);
    expect(copy?.busy).toHaveLength(1);
    expect(copy?.ics).toBe(ics);
    expect(copy?.lastError).toContain("too large to read");
    answer = { status: 200, body: ics };
    expect(await syncCalendar(deps(), later(30))).toMatchObject({ outcome: "read" });
  });

  it("starts afresh for a new address", async () => {
    await saveCalendarUrl(database().db, `${url}?other`);
    const copy = await readCalendarCopy(database().db);
    expect(copy).toMatchObject({ busy: [], etag: null, ics: null, readAt: null });
  });
});

it("never reads an address inside the server's network, nor plain http, unless allowed for tests", async () => {
  for (const inside of [
    "127.0.0.1",
    "10.1.2.3",
    "192.168.1.1",
    "172.20.0.1",
    "169.254.169.254",
    "::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "0.0.0.0",
  ]) {
    expect(isInsideAddress(inside), inside).toBe(true);
  }
  for (const outside of ["8.8.8.8", "142.250.190.14", "2607:f8b0:4009:80b::200e"]) {
    expect(isInsideAddress(outside), outside).toBe(false);
  }
  await expect(fetchCalendar({ url: "https://127.0.0.1/cal.ics" })).rejects.toThrow(/private network/);
  await expect(fetchCalendar({ url: "https://[::1]/cal.ics" })).rejects.toThrow(/private network/);
  await expect(fetchCalendar({ url })).rejects.toThrow(/https/);
  // A redirect to the inside is checked too.
  const redirecting = (async () =>
    new Response(null, { status: 302, headers: { location: "https://10.0.0.1/x.ics" } })) as typeof fetch;
  await expect(fetchCalendar({ url: "https://8.8.8.8/cal.ics", fetch: redirecting })).rejects.toThrow(
    /private network/,
  );
});

it("refuses a calendar larger than the limit", async () => {
  const huge = (async () => new Response("x".repeat(6 * 1024 * 1024), { status: 200 })) as typeof fetch;
  await expect(fetchCalendar({ url: "https://8.8.8.8/cal.ics", fetch: huge })).rejects.toThrow(
    /larger than 5 MB/,
  );
});
