import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import type { nominations } from "~/server/db/schema.server";
import type { Mailer } from "~/server/email.server";
import { PolledJob } from "~/server/kicked-poller.server";
import { type Lead, type MailContext, ownerNotification, visitorConfirmation } from "./lead-emails.server";
import { type LeadKind, sharedLeadTable } from "./leads.server";

/**
 * The outbox: tells the owner about every stored lead, after the row is
 * committed and never inside the visitor's request. The state of each send
 * lives on the lead's row (notify_status, notify_attempts, notify_error,
 * notify_next_at), so a failed send is retried with backoff, survives a
 * restart, and shows on the dashboard. Several servers can share the work:
 * each claims a row atomically (FOR UPDATE SKIP LOCKED) and, by moving
 * notify_next_at forward, holds it while it sends.
 */

/** Attempts before giving up (notify_status "failed"). */
export const MAX_NOTIFY_ATTEMPTS = 6;
/** Wait after failed attempt n (1-based) before the next one: 1, 5, 15, 60, 60 minutes. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 60 * 60] as const;
/** How long a claimed send may take before another server may try it again. */
const CLAIM_SECONDS = 10 * 60;
/**
 * How many due sends one claim takes. Real e-mails go one at a time: a send
 * can be slow, and rows held behind it would wait (and their hold could run
 * out, letting another server send them too). Log lines are cheap.
 */
const CLAIM_BATCH = { email: 1, log: 20 } as const;
/** How long a kick waits for more leads to share its run. */
const KICK_DELAY_MS = 200;
/** How often an idle outbox looks for due work (other servers' leads, retries). */
const POLL_MS = 15_000;

export interface OutboxOptions {
  db: Db;
  mailer: Mailer;
  /** The site's address and the business profile as they are now (read when a mail is made). */
  mailContext: () => Promise<MailContext>;
  /** The owner's addresses (LEADS_NOTIFY_TO); empty means the notification is only logged. */
  notifyTo: string[];
  /** Also send the visitor a short confirmation. */
  confirmVisitors: boolean;
  log?: (line: string) => void;
}

export function retryDelaySeconds(attempt: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(attempt, RETRY_DELAYS_SECONDS.length) - 1] ?? 60;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * Kicked after a new lead is committed: kicks within KICK_DELAY_MS share one
 * run, so a burst of leads costs one pass over the queue instead of one per lead.
 */
export class Outbox extends PolledJob {
  private readonly options: OutboxOptions;
  private readonly log: (line: string) => void;
  private lastSweepAt = 0;

  constructor(options: OutboxOptions) {
    super({ kickDelayMs: KICK_DELAY_MS, pollMs: POLL_MS });
    this.options = options;
    this.log = options.log ?? ((line) => console.log(line));
  }

  protected failed(error: unknown): void {
    this.log(`[notify] outbox run failed: ${errorText(error)}`);
  }

  /** Sends everything that is due; returns how many sends were tried. */
  async drain(): Promise<number> {
    let tried = 0;
    // Interrupted sends are rare (a crash mid-send): looked for once per poll interval, not on every kick.
    if (Date.now() - this.lastSweepAt >= POLL_MS) {
      await this.giveUpInterrupted();
      this.lastSweepAt = Date.now();
    }
    const { mailer, notifyTo } = this.options;
    const logOnly = mailer.mode === "log" || notifyTo.length === 0;
    for (;;) {
      let progressed = false;
      for (const kind of ["contact", "nomination"] as const) {
        if (this.stopped) return tried;
        const claimed = await this.claim(kind, logOnly ? CLAIM_BATCH.log : CLAIM_BATCH.email);
        if (claimed.length === 0) continue;
        progressed = true;
        tried += claimed.length;
        await this.deliverAll(kind, claimed, logOnly);
      }
      if (!progressed) return tried;
    }
  }

  /** Takes up to `limit` due rows, counting the attempt and holding them for CLAIM_SECONDS. */
  private async claim(kind: LeadKind, limit: number): Promise<{ lead: Lead; attempts: number }[]> {
    const t = sharedLeadTable(kind);
    const due = this.options.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.notifyStatus, "pending"),
          lte(t.notifyNextAt, sql`now()`),
          lt(t.notifyAttempts, MAX_NOTIFY_ATTEMPTS),
        ),
      )
      .orderBy(t.notifyNextAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows = await this.options.db
      .update(t)
      .set({
        notifyAttempts: sql`${t.notifyAttempts} + 1`,
        notifyNextAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      // ARRAY(subquery) runs once (an IN list with LIMIT may be re-run per row and claim more).
      .where(and(sql`${t.id} = any(array(${due}))`, eq(t.notifyStatus, "pending")))
      .returning();
    return rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => ({
        // The row is of the table `kind` names (typed as the contact table above).
        lead:
          kind === "contact"
            ? { kind, ...row }
            : { kind, ...(row as unknown as typeof nominations.$inferSelect) },
        attempts: row.notifyAttempts,
      }));
  }

  /**
   * Delivers claimed leads in order. A real e-mail is marked sent the moment
   * it has gone, so a crash cannot send it twice; log lines are marked
   * together, one statement for the batch.
   */
  private async deliverAll(
    kind: LeadKind,
    claimed: { lead: Lead; attempts: number }[],
    logOnly: boolean,
  ): Promise<void> {
    const { mailer } = this.options;
    const logged: string[] = [];
    for (const { lead, attempts } of claimed) {
      if (!(await this.deliver(lead, attempts, logOnly))) continue;
      if (logOnly) {
        logged.push(lead.id);
      } else {
        await this.markDone(kind, [lead.id], "sent");
        await this.confirmVisitor(lead);
      }
    }
    await this.markDone(kind, logged, "logged");
    // With SMTP but no owner's address, visitors are still told their message arrived.
    if (mailer.mode === "smtp") {
      for (const { lead } of claimed) if (logged.includes(lead.id)) await this.confirmVisitor(lead);
    }
  }

  /** Sends (or logs) the owner's notification; on failure records it for a retry and returns false. */
  private async deliver(lead: Lead, attempts: number, logOnly: boolean): Promise<boolean> {
    const { db, mailer, mailContext, notifyTo } = this.options;
    const { kind, id } = lead;
    const t = sharedLeadTable(kind);
    try {
      const mail = ownerNotification(lead, await mailContext(), notifyTo);
      if (logOnly) {
        this.log(
          `[notify] new ${kind} ${id}: no ${mailer.mode === "log" ? "SMTP_URL" : "LEADS_NOTIFY_TO"}; the notification goes to the log.\nSubject: ${mail.subject}\n\n${mail.text}\n[notify] end`,
        );
      } else {
        await mailer.send(mail);
      }
      return true;
    } catch (error) {
      const message = errorText(error);
      const giveUp = attempts >= MAX_NOTIFY_ATTEMPTS;
      await db
        .update(t)
        .set({
          notifyStatus: giveUp ? "failed" : "pending",
          notifyError: message,
          notifyNextAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        })
        .where(eq(t.id, id));
      this.log(
        `[notify] ${kind} ${id}: attempt ${attempts} failed (${message})${
          giveUp ? "; giving up" : `; next try in ${retryDelaySeconds(attempts) / 60} min`
        }`,
      );
      return false;
    }
  }

  private async markDone(kind: LeadKind, ids: string[], status: "sent" | "logged"): Promise<void> {
    if (ids.length === 0) return;
    const t = sharedLeadTable(kind);
    await this.options.db
      .update(t)
      .set({ notifyStatus: status, notifyError: null, notifiedAt: sql`now()` })
      .where(inArray(t.id, ids));
  }

  /**
   * The visitor's confirmation goes out once, with the owner's notification;
   * a failure is logged but does not make the owner's delivery look failed.
   */
  private async confirmVisitor(lead: Lead): Promise<void> {
    const { mailer, mailContext, confirmVisitors } = this.options;
    if (!confirmVisitors || mailer.mode !== "smtp") return;
    try {
      await mailer.send(visitorConfirmation(lead, await mailContext()));
    } catch (error) {
      this.log(`[notify] ${lead.kind} ${lead.id}: confirmation to the visitor failed (${errorText(error)})`);
    }
  }

  /** A send that was claimed but never finished (server stopped) on its last attempt. */
  private async giveUpInterrupted(): Promise<void> {
    for (const kind of ["contact", "nomination"] as const) {
      const t = sharedLeadTable(kind);
      await this.options.db
        .update(t)
        .set({
          notifyStatus: "failed",
          notifyError: sql`coalesce(${t.notifyError}, 'The last attempt was interrupted')`,
        })
        .where(
          and(
            eq(t.notifyStatus, "pending"),
            lte(t.notifyNextAt, sql`now()`),
            sql`${t.notifyAttempts} >= ${MAX_NOTIFY_ATTEMPTS}`,
          ),
        );
    }
  }
}

/** Puts a lead's notification back in the queue (the dashboard's resend). */
export async function requeueNotification(db: Db, kind: LeadKind, id: string): Promise<boolean> {
  const t = sharedLeadTable(kind);
  const rows = await db
    .update(t)
    .set({ notifyStatus: "pending", notifyAttempts: 0, notifyError: null, notifyNextAt: sql`now()` })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  return rows.length === 1;
}
