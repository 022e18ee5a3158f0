/**
 * Uploaded photos whose files are not of today's cut (uploaded before the
 * focal point existed, or before the sizes in image-variants.ts last
 * changed) are cut again in the background: one at a time across every
 * server sharing the database, never in a visitor's or the owner's request,
 * inside the same processing slots as uploads, resting between photos so the
 * site stays fast. The queue is the media_updates table, so a restart
 * resumes it; the owner sees its progress and any photo that could not be
 * done (left as it was, with the reason).
 *
 * A photo's new files are written beside the old ones; the pages name them
 * from the next content version (`publish`, at most once a minute during a
 * run), and the old ones go an hour after that, once no page still open in a
 * browser names them.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { media, mediaUpdates } from "~/server/db/schema.server";
import { PolledJob } from "~/server/kicked-poller.server";
import { inBackground } from "./processing-slots.server";
import { CutRefused, cutAgain, cutSignature, removeEarlierCuts, uploadVariants } from "./refocus.server";
import type { MediaStore } from "./store.server";

export interface PhotoUpdateTiming {
  /** How often an idle server looks for work (another server's, a retry, files to remove). */
  pollMs: number;
  /** How long a claim holds without news from the server cutting the photo (it renews it meanwhile). */
  claimMs: number;
  /** During a run, new cuts are shown at most this often (each showing renders every page again). */
  publishEveryMs: number;
  /** How long an earlier cut's files stay once the pages name the new ones. */
  keepOldCutMs: number;
  /** The least rest between two photos; a photo that took longer to cut is followed by as long a rest. */
  restMs: number;
}

const TIMING: PhotoUpdateTiming = {
  pollMs: 30_000,
  claimMs: 60_000,
  publishEveryMs: 60_000,
  keepOldCutMs: 60 * 60_000,
  restMs: 1_000,
};

/** Tries before a photo is left as it was. */
const MAX_ATTEMPTS = 3;
/** Wait before the next try after a failed one: 1 minute, then 10. */
const RETRY_MS = [60_000, 10 * 60_000];
/** What the owner reads for a failure that is not one of ours (the error itself is logged). */
const UNEXPECTED = "something went wrong while cutting it again (the details are in the server's log)";
const INTERRUPTED = "the server stopped each time it was cut again";
const LOCK = sql`select pg_advisory_xact_lock(hashtext('media-updates'))`;

export interface PhotoUpdatesOptions {
  db: Db;
  store: MediaStore;
  /**
   * Inside the transaction that hands new cuts to the pages: moves the
   * content version on; returns what to call once it has committed.
   */
  publish: (tx: Db) => Promise<() => void>;
  log?: (line: string) => void;
  timing?: Partial<PhotoUpdateTiming>;
}

type Claimed = { mediaId: string; cut: string; attempts: number };

/** The owner's view of the work: how far it is, and the photos left as they were. */
export interface PhotoUpdatesProgress {
  /** Photos in this round of updates (0: nothing going on). */
  total: number;
  /** Of them, those finished (cut again, or left as they were). */
  finished: number;
  failed: { mediaId: string; reason: string }[];
}

export async function photoUpdatesProgress(db: Db): Promise<PhotoUpdatesProgress> {
  const rows = await db
    .select({ mediaId: mediaUpdates.mediaId, status: mediaUpdates.status, error: mediaUpdates.error })
    .from(mediaUpdates);
  const open = rows.filter((row) => row.status === "waiting" || row.status === "working").length;
  return {
    total: open ? rows.length : 0,
    finished: open ? rows.length - open : 0,
    failed: rows.flatMap((row) =>
      row.status === "failed" ? [{ mediaId: row.mediaId, reason: row.error ?? UNEXPECTED }] : [],
    ),
  };
}

export class PhotoUpdates extends PolledJob {
  private readonly options: PhotoUpdatesOptions;
  private readonly timing: PhotoUpdateTiming;
  private readonly log: (line: string) => void;
  private queued = false;
  private lastPublishAt = 0;
  private wake?: () => void;

  constructor(options: PhotoUpdatesOptions) {
    const timing = { ...TIMING, ...options.timing };
    super({ kickDelayMs: timing.restMs, pollMs: timing.pollMs });
    this.options = options;
    this.timing = timing;
    this.log = options.log ?? ((line) => console.log(line));
  }

  protected failed(error: unknown): void {
    this.log(`[media] photo updates: a pass failed (${error instanceof Error ? error.message : error})`);
  }

  override async stop(): Promise<void> {
    const stopping = super.stop();
    this.wake?.();
    await stopping;
  }

  /** One pass: queue the photos of an older cut (once per start), remove old files due, then cut photo after photo. */
  async drain(): Promise<void> {
    if (!this.queued) {
      const count = await this.queueOldPhotos();
      if (count) this.log(`[media] ${count} uploaded photos to cut again to today's sizes`);
      this.queued = true;
    }
    await this.removeOldCuts();
    for (;;) {
      if (this.stopped) break;
      const started = Date.now();
      if (!(await this.workOnce())) break;
      if (Date.now() - this.lastPublishAt >= this.timing.publishEveryMs) await this.publishCuts();
      await this.rest(Math.max(this.timing.restMs, Date.now() - started));
    }
    await this.publishCuts();
    await this.tidy();
  }

  /** Every photo whose cut is not today's joins the queue (again, when today's differs from the one it waits for). */
  async queueOldPhotos(): Promise<number> {
    const { db } = this.options;
    const rows = await db.select({ id: media.id, variants: media.variants, cut: media.cut }).from(media);
    const old = rows.flatMap((row) => {
      const cut = cutSignature(uploadVariants(row.variants));
      return row.cut === cut ? [] : [{ mediaId: row.id, cut }];
    });
    for (let i = 0; i < old.length; i += 500) {
      await db
        .insert(mediaUpdates)
        .values(old.slice(i, i + 500))
        .onConflictDoUpdate({
          target: mediaUpdates.mediaId,
          set: {
            cut: sql`excluded.cut`,
            status: "waiting",
            attempts: 0,
            error: null,
            nextAt: sql`now()`,
            createdAt: sql`now()`,
          },
          setWhere: sql`${mediaUpdates.cut} <> excluded.cut`,
        });
    }
    return old.length;
  }

  /** Claims the next photo (unless another server is cutting one) and cuts it; false when there was none. */
  async workOnce(): Promise<boolean> {
    const claimed = await this.claim();
    if (!claimed) return false;
    const renew = setInterval(() => void this.renew(claimed).catch(() => {}), this.timing.claimMs / 3);
    renew.unref?.();
    try {
      await this.cut(claimed);
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  private async claim(): Promise<Claimed | undefined> {
    const { db } = this.options;
    const claimFor = sql`now() + make_interval(secs => ${this.timing.claimMs / 1000})`;
    return db.transaction(async (tx) => {
      // One claim at a time, whichever server asks.
      await tx.execute(LOCK);
      // A photo whose every try stopped its server is left as it was.
      await tx
        .update(mediaUpdates)
        .set({ status: "failed", error: INTERRUPTED })
        .where(
          and(
            eq(mediaUpdates.status, "working"),
            lte(mediaUpdates.nextAt, sql`now()`),
            sql`${mediaUpdates.attempts} >= ${MAX_ATTEMPTS}`,
          ),
        );
      const [busy] = await tx
        .select({ id: mediaUpdates.mediaId })
        .from(mediaUpdates)
        .where(and(eq(mediaUpdates.status, "working"), sql`${mediaUpdates.nextAt} > now()`))
        .limit(1);
      if (busy) return undefined;
      const next = tx
        .select({ id: mediaUpdates.mediaId })
        .from(mediaUpdates)
        .where(
          and(inArray(mediaUpdates.status, ["waiting", "working"]), lte(mediaUpdates.nextAt, sql`now()`)),
        )
        .orderBy(mediaUpdates.createdAt, mediaUpdates.mediaId)
        .limit(1);
      const [row] = await tx
        .update(mediaUpdates)
        .set({ status: "working", attempts: sql`${mediaUpdates.attempts} + 1`, nextAt: claimFor })
        .where(sql`${mediaUpdates.mediaId} = any(array(${next}))`)
        .returning({ mediaId: mediaUpdates.mediaId, cut: mediaUpdates.cut, attempts: mediaUpdates.attempts });
      return row;
    });
  }

  /** Still cutting: the claim holds a while longer (only the claim this server made). */
  private async renew({ mediaId, attempts }: Claimed): Promise<void> {
    await this.options.db
      .update(mediaUpdates)
      .set({ nextAt: sql`now() + make_interval(secs => ${this.timing.claimMs / 1000})` })
      .where(this.mine(mediaId, attempts));
  }

  private mine(mediaId: string, attempts: number) {
    return and(
      eq(mediaUpdates.mediaId, mediaId),
      eq(mediaUpdates.status, "working"),
      eq(mediaUpdates.attempts, attempts),
    );
  }

  private async cut({ mediaId, cut, attempts }: Claimed): Promise<void> {
    const { db, store } = this.options;
    const setStatus = (tx: Db, status: "cut" | "done" | "waiting") =>
      tx
        .update(mediaUpdates)
        .set({ status, error: null, nextAt: sql`now()` })
        .where(this.mine(mediaId, attempts));
    try {
      const [row] = await db.select({ cut: media.cut }).from(media).where(eq(media.id, mediaId));
      // Cut meanwhile (the owner chose a new point): nothing left to do.
      if (row?.cut === cut) return void (await setStatus(db, "done"));
      const result = await inBackground(() =>
        cutAgain(db, store, mediaId, {
          unlessChanged: true,
          alsoIn: (tx) => setStatus(tx, "cut").then(() => undefined),
        }),
      );
      // Changed while it was being cut: looked at again (most likely, it is of today's cut now).
      if (result === "changed") await setStatus(db, "waiting");
    } catch (error) {
      await this.fail(mediaId, attempts, error);
    }
  }

  private async fail(mediaId: string, attempts: number, error: unknown): Promise<void> {
    const ours = error instanceof CutRefused;
    if (!ours) this.log(`[media] photo ${mediaId}: cutting it again failed (try ${attempts}): ${error}`);
    const giveUp = ours || attempts >= MAX_ATTEMPTS;
    const retryMs = RETRY_MS[Math.min(attempts, RETRY_MS.length) - 1] ?? 60_000;
    await this.options.db
      .update(mediaUpdates)
      .set({
        status: giveUp ? "failed" : "waiting",
        error: ours ? error.message : UNEXPECTED,
        nextAt: sql`now() + make_interval(secs => ${retryMs / 1000})`,
      })
      .where(this.mine(mediaId, attempts));
    if (giveUp) this.log(`[media] photo ${mediaId} left as it was: ${ours ? error.message : UNEXPECTED}`);
  }

  /** The pages name the new cuts from the next content version; their old files go after a while. */
  async publishCuts(): Promise<void> {
    const { db, publish } = this.options;
    const told = await db.transaction(async (tx) => {
      const cut = await tx
        .update(mediaUpdates)
        .set({ status: "done" })
        .where(eq(mediaUpdates.status, "cut"))
        .returning({ id: mediaUpdates.mediaId });
      if (cut.length === 0) return undefined;
      await tx
        .update(media)
        .set({ pruneAfter: sql`now() + make_interval(secs => ${this.timing.keepOldCutMs / 1000})` })
        .where(
          inArray(
            media.id,
            cut.map((row) => row.id),
          ),
        );
      return publish(tx);
    });
    this.lastPublishAt = Date.now();
    told?.();
  }

  /** The files of earlier cuts whose time is up. */
  async removeOldCuts(): Promise<void> {
    const { db, store } = this.options;
    const due = await db
      .select({ id: media.id })
      .from(media)
      .where(lte(media.pruneAfter, sql`now()`))
      .limit(50);
    for (const { id } of due) await removeEarlierCuts(db, store, id);
  }

  /** A round finished: its count starts again next time; a failed photo cut since (a new point) is no longer named. */
  private async tidy(): Promise<void> {
    const { db } = this.options;
    await db.execute(sql`delete from ${mediaUpdates} u using ${media} m
      where u.media_id = m.id and u.status = 'failed' and m.cut = u.cut`);
    await db.execute(sql`delete from ${mediaUpdates} where status = 'done'
      and not exists (select 1 from ${mediaUpdates} where status in ('waiting', 'working', 'cut'))`);
  }

  /** A pause between photos, cut short by stop(). */
  private rest(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref?.();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
