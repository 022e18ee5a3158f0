import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

/**
 * Fixed-window counters in the database, so every server behind a load
 * balancer counts against the same budget. One atomic upsert per hit.
 */

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
  /** Whole minutes until the window resets (at least 1). */
  retryAfterMinutes: number;
  retryAfterSeconds: number;
}

export const FORM_WINDOW_SECONDS = 10 * 60;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const freshReset = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${freshReset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return {
    allowed: row.count <= max,
    count: row.count,
    resetAt: row.resetAt,
    retryAfterSeconds,
    retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  };
}

/** Forgets a key (e.g. an account's failed sign-ins after a successful one). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Removes counters whose window ended more than a day ago. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
}
