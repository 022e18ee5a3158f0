import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { CitySettings } from "~/features/content/city-schema";
import { type PageTextValue, type TextKey, type TextValue, textBlocks } from "~/features/content/page-texts";
import type { TestimonialFields } from "~/features/content/schemas";
import { type FactSource, fillFacts } from "~/lib/facts";
import type { ImageRef } from "~/lib/image-variants";
import { markdownToText, readingMinutes, renderMarkdown } from "~/lib/markdown";
import {
  type BusinessProfile,
  type SiteFacts,
  siteFactsFrom,
  storedProfileSchema,
} from "~/lib/schemas/business-profile";
import { dayIn } from "~/lib/zoned-time";
import type { JobOpening, SavedFaqItem } from "~/seed/types";
import type { Db } from "~/server/db/client.server";
import {
  blogCategories,
  blogPosts,
  blogRedirects,
  businessProfile,
  contentState,
  faqEntries,
  galleryProjects,
  jobOpenings,
  media,
  pageTexts,
  testimonials,
} from "~/server/db/schema.server";
import {
  type CityLists,
  type CityPage,
  cityLists,
  cityViews,
  readCommunityList,
} from "./cities-content.server";
import { listCityRows } from "./edits/city-pages.server";
import { mediaRefColumns, pictureLookup } from "./picture-refs.server";
import type { BlogPost } from "./posts.server";
import { readServiceRows, type ServiceLists, serviceLists } from "./services-content.server";

/**
 * Everything the public pages show that the owner edits, read from the
 * database once per content version and kept in memory: loaders read it
 * without a query. A post scheduled for later is in it from the start and
 * appears when its time comes (the view is made for "now").
 */

/** A testimonial the site shows: the fields the owner edits, but whether it is hidden (it is not). */
export type Testimonial = { id: string } & Omit<TestimonialFields, "hidden">;

/** A gallery project as the pages show it. */
export interface GalleryProject {
  id: string;
  title: string;
  category: string;
  image: ImageRef;
  alt: string;
  /** The same job before the work, for a before/after pair. */
  before: { image: ImageRef; alt: string } | null;
  citySlug: string;
  paintColor: string;
}

interface Snapshot {
  version: number;
  updatedAt: Date;
  siteUpdatedAt: Date;
  profile: BusinessProfile;
  testimonials: Testimonial[];
  openings: JobOpening[];
  categories: string[];
  /** Published and scheduled posts, newest first, with the time each appears. */
  posts: (BlogPost & { appearsAt: number })[];
  /** Earlier slug -> the post's id. */
  redirects: Map<string, string>;
  gallery: GalleryProject[];
  faq: FaqLists;
  /** The blocks of running text the owner rewrote, by key (page-texts.ts). */
  texts: Map<string, { value: PageTextValue; savedAt: Date }>;
  cities: CityLists;
  services: ServiceLists;
}

/** The questions each page answers, in the owner's order, as written ({warrantyYears} not yet filled in). */
export interface FaqLists {
  faq: SavedFaqItem[];
  contact: SavedFaqItem[];
}

/** The content as of now: what a public page may show. */
export interface Content {
  version: number;
  /** The page cache's key: the version, how many scheduled posts have come due, and the day (openings close). */
  key: string;
  updatedAt: Date;
  /** The last change to what every page shows (business facts, testimonials, openings). */
  siteUpdatedAt: Date;
  profile: BusinessProfile;
  site: SiteFacts;
  testimonials: Testimonial[];
  /** Open today (from postedFrom to the end of postedUntil). */
  openings: JobOpening[];
  categories: string[];
  /** Published posts, newest first. */
  posts: BlogPost[];
  /** The gallery's projects the site shows, in the owner's order. */
  gallery: GalleryProject[];
  /** The questions the FAQ page and the contact page answer. */
  faq: FaqLists;
  /** A block of a page's running text: as the owner wrote it, or the specification's. */
  text<K extends TextKey>(key: K): TextValue<K>;
  /** When the owner last saved a block (undefined: it is still the specification's). */
  textSavedAt(key: TextKey): Date | undefined;
  /** The services shown, in the owner's order, and the addresses of the hidden ones. */
  services: ServiceLists;
  /** The city pages (all of them, and those on the site) and the other communities (the same object for a content version). */
  cities: CityLists;
  /** A city page by its address (hidden and merged ones too). */
  city(slug: string): CityPage | undefined;
  /** What the owner set on a city page (hidden, merged into another, his own words). */
  cityPage(slug: string): CitySettings;
  /** Whether a city page is on the site: it exists, neither hidden nor merged into another. */
  cityShown(slug: string): boolean;
  postBySlug(slug: string): BlogPost | undefined;
  /** The current slug of a post that had this slug before. */
  redirectFor(slug: string): string | undefined;
}

/** The business profile as saved (through the schema's defaults, for a row an older version wrote). */
export async function readBusinessProfile(db: Db): Promise<BusinessProfile> {
  const [row] = await db.select().from(businessProfile).where(eq(businessProfile.id, 1));
  if (!row) throw new Error("No content yet (the seed has not been applied).");
  return storedProfileSchema.parse(row.data);
}

// A post's body rendered, kept across content versions until the post changes:
// a change elsewhere (a phone number, another post) renders no Markdown again.
// The profile's names and figures a body quotes ({businessName}) are part of the key.
const renderedBodies = new Map<string, { key: string; html: string; text: string }>();

function renderedBody(
  row: { id: string; body: string; updatedAt: Date },
  siteUrl: string,
  facts: FactSource,
) {
  const body = fillFacts(row.body, facts);
  const key = `${row.updatedAt.getTime()}|${siteUrl}|${body === row.body ? "" : body}`;
  const kept = renderedBodies.get(row.id);
  if (kept?.key === key) return kept;
  const rendered = { key, html: renderMarkdown(body, siteUrl), text: markdownToText(body) };
  renderedBodies.set(row.id, rendered);
  return rendered;
}

async function loadSnapshot(db: Db, siteUrl: string): Promise<Snapshot> {
  const [state] = await db.select().from(contentState).where(eq(contentState.id, 1));
  if (!state) throw new Error("No content yet (the seed has not been applied).");
  const profile = await readBusinessProfile(db);
  const [
    testimonialRows,
    openingRows,
    categoryRows,
    postRows,
    redirectRows,
    galleryRows,
    mediaRows,
    faqRows,
    textRows,
    cityRows,
    communityRows,
    serviceRows,
  ] = await Promise.all([
    db.select().from(testimonials).where(eq(testimonials.hidden, false)).orderBy(asc(testimonials.position)),
    db.select().from(jobOpenings).where(eq(jobOpenings.hidden, false)).orderBy(asc(jobOpenings.position)),
    db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.name)),
    db
      .select()
      .from(blogPosts)
      .where(and(inArray(blogPosts.status, ["published", "scheduled"]), isNotNull(blogPosts.publishAt))),
    db.select().from(blogRedirects),
    db
      .select()
      .from(galleryProjects)
      .where(eq(galleryProjects.hidden, false))
      .orderBy(asc(galleryProjects.position)),
    db.select(mediaRefColumns).from(media),
    db.select().from(faqEntries).where(eq(faqEntries.hidden, false)).orderBy(asc(faqEntries.position)),
    db.select({ key: pageTexts.key, value: pageTexts.value, savedAt: pageTexts.updatedAt }).from(pageTexts),
    listCityRows(db),
    readCommunityList(db),
    readServiceRows(db),
  ]);
  const picture = pictureLookup(mediaRows);
  const posts = postRows
    .flatMap((row) => {
      const image = picture(row.heroImage);
      // A post whose picture is gone is not shown broken (the editor asks for a new one).
      if (!image) return [];
      const { html, text } = renderedBody(row, siteUrl, profile);
      const appearsAt = row.publishAt?.getTime() ?? 0;
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        // A byline may name the owner as "{ownerName}" (the seed's posts do): it follows a rename.
        author: fillFacts(row.author, profile),
        date: dayIn(profile.business.timeZone, new Date(appearsAt)),
        category: row.category,
        tags: row.tags,
        image,
        imageAlt: row.heroAlt,
        html,
        text,
        readingMinutes: readingMinutes(text),
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        publishedAt: new Date(appearsAt).toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        appearsAt,
      };
    })
    // Newest first; ties by title for a stable order.
    .sort((a, b) => b.appearsAt - a.appearsAt || a.title.localeCompare(b.title));
  const current = new Set(postRows.map((row) => row.id));
  for (const id of renderedBodies.keys()) if (!current.has(id)) renderedBodies.delete(id);
  return {
    version: state.version,
    updatedAt: state.updatedAt,
    siteUpdatedAt: state.siteUpdatedAt,
    profile,
    testimonials: testimonialRows.map(({ id, name, location, rating, text, onHome, citySlugs }) => ({
      id,
      name,
      location,
      rating,
      text,
      onHome,
      citySlugs,
    })),
    openings: openingRows.map(({ id, title, type, location, description, pay, postedFrom, postedUntil }) => ({
      id,
      title,
      type,
      location,
      description,
      pay,
      postedFrom,
      postedUntil,
    })),
    categories: categoryRows.map((row) => row.name),
    posts,
    redirects: new Map(redirectRows.map((row) => [row.fromSlug, row.postId])),
    gallery: galleryRows.flatMap((row) => {
      const image = picture(row.image);
      if (!image) return [];
      const before = row.beforeImage ? picture(row.beforeImage) : undefined;
      return {
        id: row.id,
        title: row.title,
        category: row.category,
        image,
        alt: row.alt,
        before: before ? { image: before, alt: row.beforeAlt } : null,
        citySlug: row.citySlug,
        paintColor: row.paintColor,
      };
    }),
    faq: {
      faq: faqRows
        .filter((row) => row.page === "faq")
        .map(({ id, question, answer }) => ({ id, question, answer })),
      contact: faqRows
        .filter((row) => row.page === "contact")
        .map(({ id, question, answer }) => ({ id, question, answer })),
    },
    texts: new Map(textRows.map(({ key, value, savedAt }) => [key, { value, savedAt }])),
    cities: cityLists(cityRows, communityRows, picture),
    services: serviceLists(serviceRows, picture),
  };
}

/** What a page can show changes with the version, with a scheduled post coming due, and with the day. */
function keyOf(snapshot: Snapshot, now: number): string {
  const due = snapshot.posts.filter((post) => post.appearsAt <= now).length;
  return `${snapshot.version}.${due}.${dayIn(snapshot.profile.business.timeZone, new Date(now))}`;
}

function viewOf(snapshot: Snapshot, siteUrl: string, now: number): Content {
  const posts = snapshot.posts.filter((post) => post.appearsAt <= now);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const byId = new Map(posts.map((post) => [post.id, post]));
  const today = dayIn(snapshot.profile.business.timeZone, new Date(now));
  return {
    version: snapshot.version,
    key: keyOf(snapshot, now),
    updatedAt: snapshot.updatedAt,
    siteUpdatedAt: snapshot.siteUpdatedAt,
    profile: snapshot.profile,
    site: siteFactsFrom(
      snapshot.profile,
      siteUrl,
      today,
      snapshot.services.shown
        .filter((service) => service.inFooter)
        .map((service) => ({ name: service.title, path: `/service/${service.id}` })),
    ),
    testimonials: snapshot.testimonials,
    openings: snapshot.openings.filter((job) => job.postedFrom <= today && today <= job.postedUntil),
    categories: snapshot.categories,
    posts,
    gallery: snapshot.gallery,
    faq: snapshot.faq,
    text: <K extends TextKey>(key: K) =>
      (snapshot.texts.get(key)?.value ?? textBlocks[key].start) as TextValue<K>,
    textSavedAt: (key) => snapshot.texts.get(key)?.savedAt,
    cities: snapshot.cities,
    services: snapshot.services,
    ...cityViews(snapshot.cities),
    postBySlug: (slug) => bySlug.get(slug),
    redirectFor(slug) {
      const id = snapshot.redirects.get(slug);
      return id ? byId.get(id)?.slug : undefined;
    },
  };
}

/**
 * The content store of a running server: one snapshot per version, loaded
 * on first use after a change (so a server answers /healthz and serves
 * pages before anything is loaded), and a view of it per minute.
 */
export class ContentStore {
  private snapshot?: Snapshot;
  private loading?: { version: number; promise: Promise<Snapshot> };
  private view?: { key: string; minute: number; content: Content };

  private readonly db: Db;
  private readonly siteUrl: string;
  private readonly version: () => number;

  constructor(db: Db, siteUrl: string, version: () => number) {
    this.db = db;
    this.siteUrl = siteUrl;
    this.version = version;
  }

  private async current(): Promise<Snapshot> {
    const version = this.version();
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    if (this.loading?.version !== version) {
      const promise = loadSnapshot(this.db, this.siteUrl);
      this.loading = { version, promise };
      promise.then(
        (snapshot) => {
          if (!this.snapshot || snapshot.version >= this.snapshot.version) this.snapshot = snapshot;
        },
        () => {
          if (this.loading?.promise === promise) this.loading = undefined;
        },
      );
    }
    try {
      return await this.loading.promise;
    } catch (error) {
      // The database is unreachable: the last content loaded is better than no page.
      if (this.snapshot) {
        console.error("[content] could not load the new content; serving the last loaded:", error);
        return this.snapshot;
      }
      throw error;
    }
  }

  /** Starts loading the current version now (after a change), so the next visitor does not wait for it. */
  warm(): void {
    this.current().catch(() => {
      // Logged when a request needs it; the last loaded content is served meanwhile.
    });
  }

  async get(now = Date.now()): Promise<Content> {
    const snapshot = await this.current();
    const minute = Math.floor(now / 60_000);
    const key = keyOf(snapshot, now);
    if (this.view?.key === key && this.view.minute === minute) return this.view.content;
    const content = viewOf(snapshot, this.siteUrl, now);
    this.view = { key, minute, content };
    return content;
  }

  /** The page cache's key for now, without waiting for a load: the version alone until one is loaded. */
  cacheKey(now = Date.now()): string {
    const snapshot = this.snapshot;
    if (!snapshot || snapshot.version < this.version()) return String(this.version());
    return keyOf(snapshot, now);
  }
}
