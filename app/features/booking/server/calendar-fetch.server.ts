/**
 * Reads the owner's calendar from its private address: https only (webcal://
 * is read as https), never an address inside the server's own network
 * (loopback, private, link-local: the server must not be made to read its
 * neighbours) unless BOOKING_CALENDAR_ALLOW_LOCAL is set for tests, with
 * If-None-Match / If-Modified-Since, a time limit, a size limit and at most
 * three redirects, each checked again. The host's name is resolved once, and
 * the connection is made to the address that was checked (a name that
 * answers a public address to the check and a private one to the connection,
 * "DNS rebinding", reaches nothing); TLS and the Host header keep the name.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { Readable } from "node:stream";
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

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail read as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (side: string) => (side ? side.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach an IPv4
 * host: mapped (::ffff:0:0/96), compatible (::/96, also :: and ::1), NAT64
 * (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroesTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (zeroesTo(5) && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && !g2 && !g3 && !g4 && !g5) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  return undefined;
}

/** Whether an IP address is inside a private network, the machine itself, or not a single host. */
export function isInsideAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return inside.check(bare, "ipv4");
  const groups = ipv6Groups(bare);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== undefined) return isInsideAddress(ipv4);
  // NAT64 for a local network (64:ff9b:1::/48) and Teredo (2001::/32) are refused whole.
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return true;
  if (groups[0] === 0x2001 && groups[1] === 0) return true;
  return inside.check(bare, "ipv6");
}

/** The address a host's name was checked at, to connect to it and nowhere else. */
interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * A fetch for one request that connects to the addresses `to` whatever the URL's host
 * resolves to now; the URL's host still names the server (TLS's SNI and
 * certificate check, the Host header).
 */
export function fetchAt(to: readonly CheckedAddress[]): typeof fetch {
  return ((input: URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const client = url.protocol === "https:" ? https : http;
      const request = client.request(
        url,
        {
          method: "GET",
          headers: init.headers as Record<string, string>,
          signal: init.signal ?? undefined,
          // A connection of its own: a kept one may be to an address checked for another request.
          agent: false,
          lookup: (_host, options, callback) => {
            // Node asks for all addresses when it tries each family in turn (autoSelectFamily).
            const first = to[0] ?? { address: "", family: 4 };
            if (options.all) callback(null, [...to]);
            else callback(null, first.address, first.family);
          },
        },
        (message) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(message.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
          }
          const status = message.statusCode ?? 500;
          const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
          if (empty) message.resume();
          const body = empty ? null : (Readable.toWeb(message) as ReadableStream<Uint8Array>);
          resolve(new Response(body, { status, headers }));
        },
      );
      request.on("error", reject);
      request.end();
    })) as typeof fetch;
}

/** Checks the address (its scheme, and where its host is): the checked IP addresses to connect to. */
async function checkAddress(url: URL, allowLocal: boolean): Promise<CheckedAddress[] | undefined> {
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) {
    throw new CalendarReadError("The calendar address must start with https://.");
  }
  if (allowLocal) return undefined;
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
  return addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
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
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = new URL(request.url.replace(/^webcal:/i, "https:"));
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5" };
  if (request.etag) headers["If-None-Match"] = request.etag;
  if (request.lastModified) headers["If-Modified-Since"] = request.lastModified;
  try {
    for (let hop = 0; ; hop++) {
      const checked = await checkAddress(url, Boolean(request.allowLocal));
      const doFetch = request.fetch ?? (checked ? fetchAt(checked) : fetch);
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
