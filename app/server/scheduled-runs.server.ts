/**
 * Work done now and then by one server of several, without cron: every server
 * checks on a timer, and the run is claimed in `scheduled_runs` by a
 * compare-and-set on its last start, so exactly one server whose update still
 * sees the previous start does it (the daily backup, the owner's calendar).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { scheduledRuns } from "./db/schema.server";

/**
 * Claims the run `name` at `now` if `isDue` says so from its last start:
 * "claimed" (with that start), or why not.
 */
export async function claimScheduledRun(
  db: Db,
  name: string,
  now: Date,
  isDue: (lastStartedAt: Date | null) => boolean,
): Promise<{ outcome: "claimed"; previous: Date | null } | { outcome: "not-due" | "taken" }> {
  await db.insert(scheduledRuns).values({ name }).onConflictDoNothing();
  const [row] = await db.select().from(scheduledRuns).where(eq(scheduledRuns.name, name));
  const previous = row?.startedAt ?? null;
  if (!isDue(previous)) return { outcome: "not-due" };
  const claimed = await db
    .update(scheduledRuns)
    .set({ startedAt: now })
    .where(
      and(
        eq(scheduledRuns.name, name),
        previous ? eq(scheduledRuns.startedAt, previous) : isNull(scheduledRuns.startedAt),
      ),
    )
    .returning({ name: scheduledRuns.name });
  return claimed.length > 0 ? { outcome: "claimed", previous } : { outcome: "taken" };
}

/**
 * Calls `check` after `firstMs`, then every `everyMs`, never two at once (a
 * check still running skips the next). Returns the stop, which waits for a
 * check under way. A failed check is logged under `label`.
 */
export function startChecks(
  check: () => Promise<unknown>,
  { firstMs, everyMs, label }: { firstMs: number; everyMs: number; label: string },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = check()
      .catch((error) => console.error(`[${label}] failed:`, error))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
