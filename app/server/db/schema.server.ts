import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BusinessProfile } from "~/lib/schemas/business-profile";

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
  /** When the owner's devices were sent a push alert about it (set once, before sending). */
  pushedAt: timestamp("pushed_at", { withTimezone: true }),
  /** What the job was worth, in cents, entered when the owner marks the lead won. */
  jobValueCents: integer("job_value_cents"),
  /** When the status last changed (for "still new after N hours" and the won date). */
  statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
  /** When the customer was asked for a review (once; the admin shows it). */
  reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
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

// ---------------------------------------------------------------------------
// Owner content: edited in the admin, seeded from the code's content modules
// on the first start. Every change bumps the content version (public pages
// are rendered once per version); each record's revision refuses a save made
// over someone else's newer one.
// ---------------------------------------------------------------------------

/** One row: the content version every server renders public pages for. */
export const contentState = pgTable("content_state", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The last change to what every page shows (business facts, testimonials, openings): the sitemaps' lastmod. */
  siteUpdatedAt: timestamp("site_updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The parts of the starting content written so far (a part added later is written once, on upgrade). */
  seeded: jsonb("seeded").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** One row: the business profile (validated by businessProfileSchema on every write). */
export const businessProfile = pgTable("business_profile", {
  id: smallint("id").primaryKey().default(1),
  data: jsonb("data").$type<BusinessProfile>().notNull(),
  revision: integer("revision").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    // Stars out of five, to one decimal (4.9).
    rating: real("rating").notNull(),
    text: text("text").notNull(),
    /** Shown on the home page. */
    onHome: boolean("on_home").notNull().default(false),
    /** Shown on these city pages (slugs). */
    citySlugs: jsonb("city_slugs").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("testimonials_position_idx").on(t.position)],
);

export const jobOpenings = pgTable("job_openings", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  location: text("location").notNull(),
  description: text("description").notNull(),
  pay: text("pay").notNull(),
  /** The listing shows from this day until the end of postedUntil (the business's time zone). */
  postedFrom: date("posted_from").notNull(),
  postedUntil: date("posted_until").notNull(),
  hidden: boolean("hidden").notNull().default(false),
  position: integer("position").notNull().default(0),
  revision: integer("revision").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The blog's categories, in the order the filter lists them; the owner may add more. */
export const blogCategories = pgTable("blog_categories", {
  name: text("name").primaryKey(),
  position: integer("position").notNull().default(0),
});

export const postStatus = pgEnum("post_status", ["draft", "scheduled", "published"]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown, rendered with raw HTML off (app/lib/markdown.ts). */
    body: text("body").notNull(),
    author: text("author").notNull(),
    category: text("category")
      .notNull()
      .references(() => blogCategories.name, { onUpdate: "cascade" }),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** An image key of the build's manifest (blog/<name>) or an uploaded image. */
    heroImage: text("hero_image").notNull(),
    heroAlt: text("hero_alt").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    status: postStatus("status").notNull().default("draft"),
    /** When it appears (published or scheduled); its date on the page. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_posts_slug_idx").on(t.slug), index("blog_posts_publish_at_idx").on(t.publishAt)],
);

/** A published post's earlier address, answered with a 301 to its current one. */
export const blogRedirects = pgTable("blog_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
});

/** Who changed what, when, with the values before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userEmail: text("user_email").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at.desc())],
);

/** Bytes stored in the database (uploaded images' files, when several servers share PostgreSQL). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A picture the owner uploaded: its content hash (in every file's name), its
 * size and the placeholders pages show while it loads. Its files (the
 * variants, and the full-size original without metadata) are in DATA_DIR/media
 * on the embedded database, or in media_files on PostgreSQL.
 */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  hash: text("hash").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  color: text("color").notNull(),
  placeholder: text("placeholder").notNull(),
  /** The variants made (image-variants.ts), so a page asks only for files that exist. */
  variants: jsonb("variants").$type<string[]>().notNull(),
  bytes: integer("bytes").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The files of uploaded pictures, on PostgreSQL (every server reads them from here). */
export const mediaFiles = pgTable("media_files", {
  name: text("name").primaryKey(),
  mediaId: uuid("media_id")
    .notNull()
    .references(() => media.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
});

/** A project in the gallery: a photo of the finished job, and optionally one from before. */
export const galleryProjects = pgTable(
  "gallery_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    /** An image key: "gallery/<name>" (made at build) or "media/<uuid>" (uploaded). */
    image: text("image").notNull(),
    alt: text("alt").notNull(),
    /** The same job before the work: a before/after pair when set. */
    beforeImage: text("before_image").notNull().default(""),
    beforeAlt: text("before_alt").notNull().default(""),
    /** A city page's slug: the project shows on that page too. */
    citySlug: text("city_slug").notNull().default(""),
    /** The paint colour featured, as the search finds it ("Hale Navy by Benjamin Moore"). */
    paintColor: text("paint_color").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gallery_projects_position_idx").on(t.position)],
);

export const authSchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};

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

// ---------------------------------------------------------------------------
// The owner's alerts and numbers: push subscriptions of the admin's devices,
// the owner's settings, keys generated once, and first-party page analytics.
// ---------------------------------------------------------------------------

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
  /** When the last digest went out (every server checks it; one claims each day's). */
  digestLastSentAt: timestamp("digest_last_sent_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Keys the server generates once and every server shares (the push service's VAPID pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One page view or click on a public page. No cookie, no IP address, no
 * user agent: the page, where the visit came from (classified source, UTM
 * medium and campaign) and its entry page. Kept 13 months, then folded into
 * analytics_daily.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "view", "call", "email" or "booking". */
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    /** The first page of the visit (a view that is the entry has path = entry_path). */
    entryPath: text("entry_path").notNull(),
    /** Whether this view started the visit (counted as one visit). */
    isEntry: boolean("is_entry").notNull().default(false),
    source: text("source").notNull(),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
  },
  (t) => [index("analytics_events_at_idx").on(t.at)],
);

/** Events older than the raw retention, counted per day and kind (nothing else is kept of them). */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    entryPath: text("entry_path").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    /** Events of the group; visits (entries) among them. */
    events: integer("events").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.path, t.entryPath, t.source, t.medium, t.campaign] })],
);
