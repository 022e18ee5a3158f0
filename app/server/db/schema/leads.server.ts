/**
 * Leads: the estimate requests and nominations visitors send, where each came
 * from and how the owner is working it, the photos sent with a request, and
 * how the owner hears of them (push alerts on the admin's devices, the digest).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.server";
import { bytea } from "./columns.server";

export const leadStatus = pgEnum("lead_status", ["new", "contacted", "estimate_scheduled", "won", "lost"]);

/** Delivery state of the owner's e-mail notification for a lead. */
export const notifyStatus = pgEnum("notify_status", ["pending", "sent", "failed", "logged"]);

export type UtmParams = Partial<
  Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>
>;

/** Columns every lead table shares: origin of the visit and the owner's work. */
const leadTracking = () => ({
  sourcePath: text("source_path"),
  referrer: text("referrer"),
  utm: jsonb("utm").$type<UtmParams>().notNull().default(sql`'{}'::jsonb`),
  status: leadStatus("status").notNull().default("new"),
  ownerNote: text("owner_note").notNull().default(""),
  notifyStatus: notifyStatus("notify_status").notNull().default("pending"),
  notifyAttempts: integer("notify_attempts").notNull().default(0),
  notifyError: text("notify_error"),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  /** When the outbox may next try the notification (also its claim on a send in progress). */
  notifyNextAt: timestamp("notify_next_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the owner's devices were sent a push alert about it (set once, before sending). */
  pushedAt: timestamp("pushed_at", { withTimezone: true }),
  /** What the job was worth, in cents, entered when the owner marks the lead won. */
  jobValueCents: integer("job_value_cents"),
  /** When the status last changed (for "still new after N hours" and the won date). */
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
  /** When the customer was asked for a review (the last time; the admin shows it). */
  reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
  /** How the last review request went: "text" (the owner's phone) or "email". */
  reviewRequestedVia: text("review_requested_via").$type<"text" | "email">(),
  /** When the lead was first marked contacted (or further along: estimate booked, won). */
  contactedAt: timestamp("contacted_at", { withTimezone: true }),
  /** When the lead was last marked won. */
  wonAt: timestamp("won_at", { withTimezone: true }),
  /**
   * The key the visitor's page sent with the post (one per filled form): a
   * post sent again after a failure it could not see the end of is the same
   * lead, never a second one.
   */
  submissionKey: text("submission_key"),
  /** Counts the owner's saves (status, note, value): a save made from an older copy is refused. */
  revision: integer("revision").notNull().default(1),
});

/** A photo sent with a request that could not be used, and why (shown to the owner with the lead). */
export interface RefusedPhoto {
  name: string;
  reason: string;
}

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    /** The ZIP code or city the visitor gave (optional), and what it was found to be. */
    location: text("location").notNull().default(""),
    /** Miles from the office, when the place was found. */
    distanceMiles: integer("distance_miles"),
    /** Within the service radius; null when no place was given or it was not found. */
    inServiceArea: boolean("in_service_area"),
    /** When the visitor would like the work done (optional; one of the form's choices). */
    timing: text("timing").notNull().default(""),
    /** How many photos came with it (lead_photos). */
    photoCount: integer("photo_count").notNull().default(0),
    /**
     * Where the customer heard of the business, for a lead the owner added by
     * hand (a call, a walk-in, a referral); null for a request sent from the site.
     */
    heardFrom: text("heard_from"),
    /** Photos sent with it that could not be used: the request was kept without them. */
    refusedPhotos: jsonb("refused_photos").$type<RefusedPhoto[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...leadTracking(),
  },
  (t) => [
    index("contact_submissions_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("contact_submissions_submission_key_idx").on(t.submissionKey),
    index("contact_submissions_notify_due_idx").on(t.notifyNextAt).where(sql`notify_status = 'pending'`),
  ],
);

export const nominations = pgTable(
  "nominations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    yourName: text("your_name").notNull(),
    yourEmail: text("your_email").notNull(),
    yourPhone: text("your_phone").notNull(),
    nomineeName: text("nominee_name").notNull(),
    nomineeAddress: text("nominee_address").notNull(),
    nomineePhone: text("nominee_phone"),
    relationship: text("relationship").notNull(),
    reason: text("reason").notNull(),
    ...leadTracking(),
  },
  (t) => [
    index("nominations_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("nominations_submission_key_idx").on(t.submissionKey),
    index("nominations_notify_due_idx").on(t.notifyNextAt).where(sql`notify_status = 'pending'`),
  ],
);

/**
 * A photo a visitor sent with an estimate request. Private: only a signed-in
 * admin is served it. Kept in the database with its request (one transaction
 * stores both; deleting the request deletes it), re-encoded without metadata.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The photo whole, JPEG, at most 1600 pixels on its long side. */
    view: bytea("view").notNull(),
    /** A square WebP thumbnail. */
    thumb: bytea("thumb").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_photos_submission_idx").on(t.submissionId, t.position)],
);

/** A device (browser) of an admin that asked for a push alert on every new lead. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's address for this device (unique: subscribing again updates the row). */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the owner sees in the list ("Chrome on Android"), from the browser that subscribed. */
    deviceLabel: text("device_label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint)],
);

/** One row: settings the owner changes in the admin (not content: no page shows them). */
export const ownerSettings = pgTable("owner_settings", {
  id: smallint("id").primaryKey().default(1),
  /** The daily digest lists leads still "new" after this many hours; 0 turns it off. */
  digestAfterHours: integer("digest_after_hours").notNull().default(24),
  /** The hour of the day (site's time zone, 0-23) the digest goes out. */
  digestHour: smallint("digest_hour").notNull().default(7),
  /** The owner's own wording of the text messages (a missing one is the default wording). */
  textTemplates: jsonb("text_templates").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  /** The owner's own "where they heard of us" choices, added to the built-in list. */
  leadSources: jsonb("lead_sources").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Days after an invoice's due day its reminders go out (e.g. [1, 7, 14]); empty for none. */
  invoiceReminderDays: jsonb("invoice_reminder_days")
    .$type<number[]>()
    .notNull()
    .default(sql`'[1,7,14]'::jsonb`),
  /** The owner's other ways of being paid, offered when he marks a payment ("Zelle", "Venmo"). */
  paymentMeans: jsonb("payment_means").$type<string[]>().notNull().default(sql`'["Zelle","Venmo"]'::jsonb`),
  /** Whether staff may delete a lead for good (the owner may always). */
  staffMayDeleteLeads: boolean("staff_may_delete_leads").notNull().default(false),
  /** When the last digest went out (every server checks it; one claims each day's). */
  digestLastSentAt: timestamp("digest_last_sent_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
