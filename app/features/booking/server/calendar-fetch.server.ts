/**
 * Reads the owner's calendar from its private address: https only (webcal://
 * is read as https), never an address inside the server's own network
 * (loopback, private, link-local: the server must not be made to read its
 * neighbours) unless BOOKING_CALENDAR_ALLOW_LOCAL is set for tests, with
 * If-None-Match / If-Modified-Since, a time limit, a size limit and at most
 * three redirects, each checked again.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { FormBodyError, readCapped } from "~/server/form-body.server";

export const CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/** A read that failed, with what the owner is told. */
export class CalendarReadError extends Error {}

export type CalendarAnswer =
  | { status: "not-modified" }
  | { status: "ok"; ics: string; etag: string | null; lastModified: string | null };

export interface CalendarRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
  /** Lets http:// and addresses inside the server's network through (tests). */
  allowLocal?: boolean;
  fetch?: typeof fetch;
}

const inside = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  inside.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  inside.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address is inside a private network, the machine itself, or not a single host. */
export function isInsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInsideAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return inside.check(address, family === 4 ? "ipv4" : "ipv6");
}

async function checkAddress(url: URL, allowLocal: boolean): Promise<void> {
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) {
    throw new CalendarReadError("The calendar address must start with https://.");
  }
  if (allowLocal) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => {
          throw new CalendarReadError(`The calendar's server (${host}) could not be found.`);
        },
      );
  if (addresses.length === 0 || addresses.some(isInsideAddress)) {
    throw new CalendarReadError(
      "That address points inside a private network, so the site does not read it.",
    );
  }
}

async function readCalendarText(response: Response): Promise<string> {
  try {
    return new TextDecoder().decode(await readCapped(response, CALENDAR_MAX_BYTES));
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
}

const tooLarge = () =>
  new CalendarReadError(
    `The calendar is larger than ${CALENDAR_MAX_BYTES / 1024 / 1024} MB, so it was not read.`,
  );

/** Reads the calendar once: its text, or "not modified" when the copy kept is still current. */
export async function fetchCalendar(request: CalendarRequest): Promise<CalendarAnswer> {
  const doFetch = request.fetch ?? fetch;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = new URL(request.url.replace(/^webcal:/i, "https:"));
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5" };
  if (request.etag) headers["If-None-Match"] = request.etag;
  if (request.lastModified) headers["If-Modified-Since"] = request.lastModified;
  try {
    for (let hop = 0; ; hop++) {
      await checkAddress(url, Boolean(request.allowLocal));
      const response = await doFetch(url, { headers, signal, redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && response.status !== 304 && location) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS)
          throw new CalendarReadError("The calendar address redirects too many times.");
        url = new URL(location, url);
        continue;
      }
      if (response.status === 304) return { status: "not-modified" };
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        await response.body?.cancel();
        throw new CalendarReadError(
          `The calendar's server said the address is not (or no longer) shared (error ${response.status}). Copy the secret address again from your calendar's settings.`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CalendarReadError(
          `The calendar's server had a problem (error ${response.status}). The site will try again in a few minutes.`,
        );
      }
      const ics = await readCalendarText(response);
      return {
        status: "ok",
        ics,
        etag: response.headers.get("etag"),
        lastModified: response.headers.get("last-modified"),
      };
    }
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    if (signal.aborted) {
      throw new CalendarReadError(
        "The calendar's server took too long to answer. The site will try again in a few minutes.",
      );
    }
    throw new CalendarReadError(
      "The calendar's server could not be reached. The site will try again in a few minutes.",
    );
  }
}
