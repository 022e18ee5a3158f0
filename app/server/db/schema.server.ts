import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Auth tables (better-auth core + two-factor plugin). Property names follow
// better-auth's field names; SQL columns are snake_case.
// ---------------------------------------------------------------------------

export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

// ---------------------------------------------------------------------------
// Product tables (spec 001 §3), plus where each lead came from and how the
// owner is working it.
// ---------------------------------------------------------------------------

/** `admin` grants the dashboard. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

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
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...leadTracking(),
  },
  (t) => [
    index("contact_submissions_created_at_idx").on(t.createdAt.desc()),
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
    index("nominations_notify_due_idx").on(t.notifyNextAt).where(sql`notify_status = 'pending'`),
  ],
);

/** Fixed-window counters shared by every server (forms and sign-in). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const authSchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};
