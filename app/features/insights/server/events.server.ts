import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { z } from "zod";
import {
  addVitals,
  type VitalsBody,
  vitalsBodySchema,
  vitalsRows,
} from "~/features/insights/server/vitals.server";
import { normaliseUtm, trafficSource } from "~/features/insights/traffic-source";
import type { Db } from "~/server/db/client.server";
import { analyticsEvents } from "~/server/db/schema.server";
import { FormBodyError, readCapped } from "~/server/form-body.server";
import type { RateLimitStore } from "~/server/rate-limit.server";
import { clientBudgetKey } from "~/server/rate-limit.server";

/**
 * First-party page views and clicks (app/features/insights/measure.ts sends them): no
 * cookie, no IP address, no user agent stored. What is kept is the page, the
 * visit's first page and where the visit came from, named the way leads are
 * (app/features/insights/traffic-source.ts); a page's speed only as daily counts
 * (vitals.server.ts). Bots, visitors who asked not to be tracked
 * (Do Not Track, Global Privacy Control) and the admin's pages are dropped.
 */

/** A page view is a few hundred bytes; anything much larger is not ours. */
export const EVENT_MAX_BYTES = 2048;
/** Per client address and window: far more than a person reads, and still a bound. */
const EVENTS_PER_WINDOW = 600;
const EVENT_WINDOW_SECONDS = 10 * 60;
/**
 * Speed beacons per client address and day. A real visitor's browser sends
 * one per page load, and a visit here is a few pages; eight in a day is a
 * long read. A figure needs MIN_VITAL_VIEWS (20) views, so two clients alone
 * cannot make one in a day, and a few cannot move one real visitors made (two
 * addresses once sent 600 each and turned every phone figure to "Poor").
 */
export const VITALS_PER_DAY = 8;
const VITALS_WINDOW_SECONDS = 24 * 60 * 60;

/** A path on this site: one leading slash, no host, no query, no spaces. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, "a path on this site");
const tag = z.string().max(200).default("");

export const eventBodySchema = z.object({
  kind: z.enum(["view", "call", "email", "booking"]),
  /** The page it happened on. */
  path: sitePath,
  /** The visit's first page. */
  entry: sitePath,
  /** A view that began the visit (counted as one visit). */
  first: z.boolean().default(false),
  /** The outside page that linked to the visit (origin and path), only to name the source. */
  ref: z.string().max(500).default(""),
  src: tag,
  med: tag,
  camp: tag,
});
export type EventBody = z.infer<typeof eventBodySchema>;

const isAdminPath = (path: string) => /^\/admin(\/|\.|$)/.test(path);

/** Why a request's event is not kept (answered 204 all the same), or undefined to keep it. */
export function dropReason(headers: Headers): "bot" | "opted-out" | undefined {
  const agent = headers.get("user-agent") ?? "";
  if (!agent.trim() || isbot(agent)) return "bot";
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return "opted-out";
  return undefined;
}

/**
 * A page at a customer's own link (a visit's page, a quote) is kept without its key: the key is
 * the customer's, and Insights (which staff read) lists pages by their address.
 */
export function keptPath(path: string): string {
  return path.replace(/^\/(book\/visit|quote)\/[^/]+(\/.*)?$/, "/$1");
}

/** The row kept for an event: what happened where, and the visit's source; nothing about who. */
export function eventRow(body: EventBody): typeof analyticsEvents.$inferInsert {
  return {
    kind: body.kind,
    path: keptPath(body.path),
    entryPath: keptPath(body.entry),
    isEntry: body.kind === "view" && body.first && body.path === body.entry,
    source: trafficSource(body.src, body.ref),
    medium: normaliseUtm(body.med),
    campaign: normaliseUtm(body.camp),
  };
}

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
const refusal = (status: 400 | 413, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

async function readEvent(request: Request): Promise<EventBody | VitalsBody | Response> {
  let text: string;
  try {
    text = new TextDecoder("utf-8").decode(await readCapped(request, EVENT_MAX_BYTES));
  } catch (error) {
    if (error instanceof FormBodyError && error.status === 413) return refusal(413, "Event too large.");
    return refusal(400, "Unreadable event.");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refusal(400, "An event is a JSON object.");
  }
  // A page's speed (Web Vitals) when it was hidden, or a view or a click.
  const isVitals = typeof json === "object" && json !== null && "kind" in json && json.kind === "vitals";
  const parsed = (isVitals ? vitalsBodySchema : eventBodySchema).safeParse(json);
  return parsed.success ? parsed.data : refusal(400, "Not a valid event.");
}

/** Counts a hit on a client's budget: whether it is within it. */
async function within(limits: RateLimitStore, key: string, max: number, windowSeconds: number) {
  try {
    return (await limits.hit(key, max, windowSeconds)).allowed;
  } catch (error) {
    // The counters are away (Redis down): a page view is not worth refusing over it.
    console.error("[analytics] rate-limit counters unreachable; keeping the event uncounted:", error);
    return true;
  }
}

/**
 * POST /api/event. Always a quick answer and never a server error for what
 * a visitor sends: 204 (kept or quietly dropped), 400 for a body that is not
 * an event. A beacon does not read the answer, so a client over its budget
 * gets 204 too, and its events are not kept.
 */
export async function receiveEvent(
  request: Request,
  clientAddress: string,
  store: { db: Db; limits: RateLimitStore; timeZone: () => Promise<string> },
): Promise<Response> {
  if (dropReason(request.headers)) return noContent();
  const body = await readEvent(request);
  if (body instanceof Response) return body;
  if (body.kind !== "vitals" && (isAdminPath(body.path) || isAdminPath(body.entry))) return noContent();
  const client = clientBudgetKey(clientAddress);
  // A speed beacon over the client's day is dropped before it counts anywhere.
  if (
    body.kind === "vitals" &&
    !(await within(store.limits, `vitals:${client}`, VITALS_PER_DAY, VITALS_WINDOW_SECONDS))
  )
    return noContent();
  if (!(await within(store.limits, `event:${client}`, EVENTS_PER_WINDOW, EVENT_WINDOW_SECONDS)))
    return noContent();
  try {
    if (body.kind === "vitals") {
      const rows = vitalsRows(body, request.headers.get("user-agent") ?? "");
      await addVitals(store.db, rows, await store.timeZone());
    } else {
      await store.db.insert(analyticsEvents).values(eventRow(body));
    }
  } catch (error) {
    console.error("[analytics] could not store an event:", error);
  }
  return noContent();
}

/** Raw events are kept this long; older ones survive only as daily counts. */
const RAW_RETENTION = "13 months";

/**
 * Moves events older than the retention into analytics_daily, counted per day
 * (in the business's time zone), kind, page, entry page and source. One
 * statement: a second server running it at the same moment finds the rows
 * already gone (the delete locks them), so nothing is counted twice; running
 * it again moves nothing.
 */
export async function rollUpOldEvents(db: Db, timeZone: string): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from analytics_events
      where at < now() - ${RAW_RETENTION}::interval
      returning at, kind, path, entry_path, is_entry, source, medium, campaign
    )
    insert into analytics_daily (day, kind, path, entry_path, source, medium, campaign, events, entries)
    select (at at time zone ${timeZone})::date, kind, path, entry_path, source, medium, campaign,
      count(*)::int, (count(*) filter (where is_entry))::int
    from moved
    group by 1, 2, 3, 4, 5, 6, 7
    on conflict (day, kind, path, entry_path, source, medium, campaign) do update
      set events = analytics_daily.events + excluded.events,
        entries = analytics_daily.entries + excluded.entries
  `);
}

const ROLL_UP_MS = 4 * 60 * 60 * 1000;

/** Runs the roll-up now and every few hours; the answer stops it. */
export function startAnalyticsRollUp(db: Db, timeZone: () => Promise<string>): () => void {
  const run = () =>
    timeZone()
      .then((zone) => rollUpOldEvents(db, zone))
      .catch((error) => console.error("[analytics] rolling up old events failed:", error));
  void run();
  const timer = setInterval(run, ROLL_UP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
