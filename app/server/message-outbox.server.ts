import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { outboxMessages } from "./db/schema.server";
import type { Mailer, OutgoingMail } from "./email.server";
import { PolledJob } from "./kicked-poller.server";
import { serviceSlot } from "./runtime.server";

/**
 * The e-mail outbox for messages to customers and the owner that are not a
 * lead's notification (a booking's confirmation and calendar invitation, a
 * quote and its follow-ups, a reminder): a feature writes the message in the
 * same transaction as the change it tells of (`queueMail`), and this sends it
 * after the commit, never inside the visitor's request. A failed send is
 * retried with backoff and survives a restart; several servers share the
 * work, each claiming a message atomically (FOR UPDATE SKIP LOCKED) and
 * holding it while it sends, so each message goes out once.
 */

export interface QueuedMail {
  /** What the message is, for the log (e.g. "booking.confirmation"). */
  kind: string;
  mail: OutgoingMail;
  /** One message per key: queueing again with it changes nothing. */
  dedupeKey?: string;
  /** Messages a later change may cancel together (e.g. a quote's follow-ups). */
  topic?: string;
  /** Not before this time; now when absent. */
  sendAt?: Date;
}

/** Attempts before giving up. */
export const MAX_SEND_ATTEMPTS = 6;
/** Wait after failed attempt n (1-based): 1, 5, 15, 60, 60 minutes. */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 60 * 60] as const;
/** How long a claimed send may take before another server may try it again. */
const CLAIM_SECONDS = 10 * 60;
const KICK_DELAY_MS = 200;
const POLL_MS = 15_000;

/**
 * Writes a message to send, inside the caller's transaction (`db` may be
 * one): it goes out only if the change commits. Returns its id, or undefined
 * when a message with the same dedupe key was queued before.
 */
export async function queueMail(db: Db, message: QueuedMail): Promise<string | undefined> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      mail: message.mail,
      dedupeKey: message.dedupeKey,
      topic: message.topic,
      sendAt: message.sendAt ?? new Date(),
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return row?.id;
}

/** Stops the messages of a topic that are not sent yet (a quote accepted stops its follow-ups). */
export async function cancelMail(db: Db, topic: string): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: "cancelled" })
    .where(and(eq(outboxMessages.topic, topic), eq(outboxMessages.status, "pending")))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Kicked after a transaction that queued mail has committed. */
export class MessageOutbox extends PolledJob {
  private readonly db: Db;
  private readonly mailer: Mailer;
  private readonly log: (line: string) => void;

  constructor(options: { db: Db; mailer: Mailer; log?: (line: string) => void }) {
    super({ kickDelayMs: KICK_DELAY_MS, pollMs: POLL_MS });
    this.db = options.db;
    this.mailer = options.mailer;
    this.log = options.log ?? ((line) => console.log(line));
  }

  protected failed(error: unknown): void {
    this.log(`[outbox] run failed: ${errorText(error)}`);
  }

  /** Sends what is due, one message per claim; returns how many sends were tried. */
  async drain(now = () => new Date()): Promise<number> {
    let tried = 0;
    for (;;) {
      if (this.stopped) return tried;
      const claimed = await this.claim(now());
      if (!claimed) return tried;
      tried++;
      await this.deliver(claimed);
    }
  }

  /** Takes the oldest due message, counting the attempt and holding it for CLAIM_SECONDS. */
  private async claim(now: Date) {
    const due = this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.sendAt, now)))
      .orderBy(outboxMessages.sendAt)
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await this.db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        sendAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(sql`${outboxMessages.id} in (${due})`)
      .returning();
    return row;
  }

  private async deliver(row: typeof outboxMessages.$inferSelect) {
    try {
      await this.mailer.send(row.mail);
      await this.db
        .update(outboxMessages)
        .set({ status: this.mailer.mode === "log" ? "logged" : "sent", sentAt: sql`now()`, lastError: null })
        .where(eq(outboxMessages.id, row.id));
    } catch (error) {
      const last = row.attempts >= MAX_SEND_ATTEMPTS;
      const delay = RETRY_DELAYS_SECONDS[Math.min(row.attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 60;
      this.log(`[outbox] ${row.kind} ${row.id} attempt ${row.attempts} failed: ${errorText(error)}`);
      await this.db
        .update(outboxMessages)
        .set({
          status: last ? "failed" : "pending",
          lastError: errorText(error),
          sendAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(outboxMessages.id, row.id));
    }
  }
}

const outboxSlot = serviceSlot<MessageOutbox>("message-outbox");

/** Started by the composition root with the core's database and mailer. */
export function startMessageOutbox(outbox: MessageOutbox): void {
  outboxSlot.set(outbox);
  outbox.start();
}

/**
 * The running outbox, to kick after a commit that queued mail; undefined
 * before start (e.g. while prerendering).
 * @public (the booking and quote features send through it)
 */
export function getMessageOutbox(): MessageOutbox | undefined {
  return outboxSlot.find();
}
