import { isIPv4, isIPv6 } from "node:net";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

/**
 * Fixed-window counters in the database, so every server behind a load
 * balancer counts against the same budget. One atomic upsert per hit.
 * With REDIS_URL set, the counters live in Redis instead
 * (rate-limit-redis.server.ts); both are a RateLimitStore.
 */

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
  /** Whole minutes until the window resets (at least 1). */
  retryAfterMinutes: number;
  retryAfterSeconds: number;
}

/** Where the counters are kept; every server of a site must use the same one. */
export interface RateLimitStore {
  readonly kind: "database" | "redis";
  /**
   * Counts a hit on `key` (`amount` of them: a post's megabytes, say); `max`
   * are allowed per window of `windowSeconds`.
   */
  hit(key: string, max: number, windowSeconds: number, amount?: number): Promise<RateLimitResult>;
  /** Forgets a key (e.g. an account's failed sign-ins after a successful one). */
  clear(key: string): Promise<void>;
  /** The count of `key`'s current window and when it ends, without counting a hit; undefined when none is open. */
  peek(key: string): Promise<{ count: number; resetAt: Date } | undefined>;
  /** Throws when the store cannot be reached (for /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The answer for a hit that brought the window's count to `count`. */
export function rateLimitResult(count: number, resetAt: Date, max: number): RateLimitResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return {
    allowed: count <= max,
    count,
    resetAt,
    retryAfterSeconds,
    retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  };
}

/**
 * The part of a client's address the budgets count: an IPv4 address whole,
 * an IPv6 address by its /64 (a home or a phone is given a whole /64 and can
 * pick any address in it), an IPv4 address written as IPv6 as the IPv4.
 */
export function clientBudgetKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return address;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = bare.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = bare.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export const FORM_WINDOW_SECONDS = 10 * 60;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  amount = 1,
): Promise<RateLimitResult> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const freshReset = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${amount}::int else ${rateLimits.count} + ${amount}::int end`,
        resetAt: sql`case when ${expired} then ${freshReset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return rateLimitResult(row.count, row.resetAt, max);
}

export async function peekRateLimit(db: Db, key: string) {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row;
}

/** Forgets a key (e.g. an account's failed sign-ins after a successful one). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Removes counters whose window ended more than a day ago. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
}

/** The counters in the site's database (the default). */
export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    kind: "database",
    hit: (key, max, windowSeconds, amount) => hitRateLimit(db, key, max, windowSeconds, amount),
    clear: (key) => clearRateLimit(db, key),
    peek: (key) => peekRateLimit(db, key),
    // The database's own health is checked separately.
    ping: async () => {},
    // The database is closed by its owner.
    close: async () => {},
  };
}
