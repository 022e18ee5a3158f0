/**
 * Owner content: edited in the admin, seeded from the code's content modules
 * on the first start. Every change bumps the content version (public pages
 * are rendered once per version); each record's revision refuses a save made
 * over someone else's newer one.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BusinessProfile } from "~/lib/schemas/business-profile";
import { media } from "./media.server";

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

/** A question and its answer on the FAQ page or the contact page, in the owner's order per page. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The page it is answered on: "faq" (the FAQ page) or "contact" (the contact page's shorter list). */
    page: text("page").notNull(),
    question: text("question").notNull(),
    /** Plain text, paragraphs separated by a blank line; {warrantyYears} and the like quote the profile. */
    answer: text("answer").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_entries_page_position_idx").on(t.page, t.position)],
);

/**
 * A block of a page's running text the owner rewrote (the about page's story,
 * a section's intro): its value as the page-texts registry shapes it. A block
 * without a row shows the specification's text.
 */
export const pageTexts = pgTable("page_texts", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<string | string[] | Record<string, string>[]>().notNull(),
  revision: integer("revision").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A town with its own page, /service-area/{slug}, in the order the service
 * areas page lists them: its texts and coordinates (a fresh install starts
 * with the specification's, app/seed/cities.ts), and what the owner decided
 * about it: hidden (its address then leads to /service-areas), merged into a
 * neighbour's page (its address leads there), and his own words about
 * working there. A text left empty shows the general one every page starts from.
 */
export const cityPages = pgTable("city_pages", {
  /** Its address, /service-area/{slug}; set when it is added. */
  slug: text("slug").primaryKey(),
  name: text("name").notNull().default(""),
  /** The page's heading and its title in search results. */
  title: text("title").notNull().default(""),
  /** Under the heading and in search results. */
  description: text("description").notNull().default(""),
  /** Its centre, in degrees (a dot on the maps, the miles from the office). */
  lat: doublePrecision("lat").notNull().default(0),
  lng: doublePrecision("lng").notNull().default(0),
  /** Paragraphs. */
  intro: jsonb("intro").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  neighborhoods: jsonb("neighborhoods").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  housingStock: text("housing_stock").notNull().default(""),
  climateNotes: text("climate_notes").notNull().default(""),
  popularProjects: jsonb("popular_projects").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  additionalInfo: text("additional_info").notNull().default(""),
  /** The slugs of the city pages its "Nearby Areas" links to, in order (none: the nearest ones). */
  nearbyAreas: jsonb("nearby_areas").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** An uploaded photo of the owner's ("media/<id>"), or "" for none. */
  image: text("image").notNull().default(""),
  imageAlt: text("image_alt").notNull().default(""),
  /** A card in the list of cities; otherwise reached from the communities list, the maps and the sitemap. */
  listed: boolean("listed").notNull().default(true),
  hidden: boolean("hidden").notNull().default(false),
  /** The slug of the page this one now leads to; "" when it stands on its own. */
  mergedInto: text("merged_into").notNull().default(""),
  /** Plain text, paragraphs separated by a blank line. */
  ownWords: text("own_words").notNull().default(""),
  position: integer("position").notNull().default(0),
  revision: integer("revision").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the other communities the service areas page names, in the
 * owner's order, each linking to a city page when he chose one ("" for none).
 */
export const cityCommunities = pgTable("city_communities", {
  id: smallint("id").primaryKey().default(1),
  list: jsonb("list").$type<{ name: string; slug: string }[]>().notNull(),
  revision: integer("revision").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The services the site offers, in the owner's order (the home page shows the
 * first six shown). A detail list left empty (process, benefits, additional
 * information) shows the general text every service starts with.
 */
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Its address, /service/{slug}; set when it is added. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The name of a lucide icon from the admin's list. */
    icon: text("icon").notNull(),
    /** A picture key: made at build ("services/interior-painting") or uploaded ("media/<id>"). */
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    /** "What's Included": six short points. */
    features: jsonb("features").$type<string[]>().notNull(),
    process: jsonb("process").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    benefits: jsonb("benefits").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    additionalInfo: text("additional_info").notNull().default(""),
    /** Whole dollars; none for no price shown. A range when both are set. */
    priceFrom: integer("price_from"),
    priceTo: integer("price_to"),
    priceUnit: text("price_unit").notNull().default(""),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** Listed in the footer's "Our Services" column. */
    inFooter: boolean("in_footer").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    position: integer("position").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("services_slug_idx").on(t.slug)],
);

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
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    // A record's history: its entries, newest first.
    index("audit_log_record_idx").on(t.entity, t.entityId, t.id.desc()),
  ],
);

/**
 * A photo uploaded from the gallery list and not yet saved into a project:
 * kept (and listed under "Not finished yet") until the owner finishes or
 * discards it. Gone with its picture.
 */
export const galleryDrafts = pgTable("gallery_drafts", {
  mediaId: uuid("media_id")
    .primaryKey()
    .references(() => media.id, { onDelete: "cascade" }),
  /** The file's name on the owner's device, to recognise it. */
  fileName: text("file_name").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
