/** What the servers share to run together: rate-limit counters, keys generated once, and the e-mail outbox. */
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OutgoingMail } from "../../email.server";

/** Fixed-window counters shared by every server (forms and sign-in). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Keys the server generates once and every server shares (the push service's VAPID pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "logged", "failed", "cancelled"]);

/**
 * E-mails to send after the transaction that asked for them has committed
 * (a booking's confirmation and invitation, a quote, a follow-up, a
 * reminder): stored first, sent after, retried, sent once whatever the
 * number of servers (app/server/message-outbox.server.ts).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is, for the log and the admin (e.g. "booking.confirmation"). */
    kind: text("kind").notNull(),
    /** One message per key: asking again with the same key changes nothing. */
    dedupeKey: text("dedupe_key"),
    /** What a later change may cancel together (e.g. every follow-up of one quote). */
    topic: text("topic"),
    mail: jsonb("mail").$type<OutgoingMail>().notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    /** Not before this time (a reminder the day before; a follow-up on day 2). */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("outbox_messages_dedupe_key_idx").on(t.dedupeKey),
    index("outbox_messages_due_idx").on(t.sendAt).where(sql`status = 'pending'`),
    index("outbox_messages_topic_idx").on(t.topic),
  ],
);

/**
 * Work done now and then by one server of several (the daily backup, reading
 * the owner's calendar): the server whose update still sees the previous
 * start claims the run (app/server/scheduled-runs.server.ts).
 */
export const scheduledRuns = pgTable("scheduled_runs", {
  name: text("name").primaryKey(),
  /** When the last run was claimed (the next is due a day later). */
  startedAt: timestamp("started_at", { withTimezone: true }),
  /** When the last run finished well, what it wrote and its size. */
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  fileName: text("file_name"),
  bytes: bigint("bytes", { mode: "number" }),
  /** Why the last try failed (cleared by the next good run). */
  lastError: text("last_error"),
});
