import { eq } from "drizzle-orm";
import { blogCategories as seedCategories } from "~/lib/blog";
import { footerServiceLinks } from "~/lib/navigation";
import { type BusinessProfile, businessProfileSchema } from "~/lib/schemas/business-profile";
import { addDays, dayIn, zonedTimeToDate } from "~/lib/zoned-time";
import { jobOpenings as seedOpenings } from "~/seed/careers";
import { additionalCommunities, otherCityPages, primaryCities } from "~/seed/cities";
import { contactFaqItems, faqItems } from "~/seed/faq";
import { galleryItems } from "~/seed/gallery";
import { testimonials as homeTestimonials } from "~/seed/home";
import { services as seedServices, serviceDetails } from "~/seed/services";
import { seedBusinessProfile } from "~/seed/site";
import type { Db } from "~/server/db/client.server";
import {
  blogCategories,
  blogPosts,
  businessProfile,
  cityCommunities,
  cityPages,
  contentState,
  faqEntries,
  galleryProjects,
  jobOpenings,
  services,
  testimonials,
} from "~/server/db/schema.server";
import { seedPosts } from "./posts.server";
import { bumpContentVersion } from "./version.server";

/** How long the specification's openings were listed (2025-04-01 to 2025-06-30): 90 days after the first. */
const LISTING_DAYS = 90;

function sameTime(at: Date) {
  return { publishAt: at, createdAt: at, updatedAt: at };
}

/** Noon in the business's time zone on a day: a post's time when only its date is known. */
export function noonIn(timeZone: string, day: string): Date {
  const noon = zonedTimeToDate(timeZone, `${day}T12:00`);
  if (!noon) throw new Error(`Not a date: ${day}`);
  return noon;
}

/** The specification's city pages: its 29 cities with a card, then Bloomington's page (reached from the communities). */
const seedCities = [
  ...primaryCities.map((city) => ({ city, listed: true })),
  ...otherCityPages.map((city) => ({ city, listed: false })),
];
const slugByName = new Map(seedCities.map(({ city }) => [city.name, city.slug]));

/** The city page a seed project's title names ("... in Shoreview"), if any. */
function cityOf(title: string): string {
  const found = seedCities.find(({ city }) => title.endsWith(` in ${city.name}`));
  return found?.city.slug ?? "";
}

interface SeedContext {
  tx: Db;
  now: Date;
  profile: BusinessProfile;
}

/**
 * The parts of a fresh install's content, in order. A part added in a later
 * version of the site is written once on an existing install too (content_state.seeded).
 */
const parts: Record<string, (context: SeedContext) => Promise<void>> = {
  async profile({ tx, profile }) {
    await tx.insert(businessProfile).values({ id: 1, data: profile });
  },
  async testimonials({ tx }) {
    const cityTestimonials = seedCities.flatMap(({ city }) =>
      city.testimonial ? [{ ...city.testimonial, citySlugs: [city.slug], onHome: false }] : [],
    );
    await tx.insert(testimonials).values(
      [
        ...homeTestimonials.map((t) => ({
          name: t.author,
          location: t.location,
          rating: t.rating,
          text: t.text,
          onHome: true,
          citySlugs: [],
        })),
        ...cityTestimonials,
      ].map((t, position) => ({ ...t, position })),
    );
  },
  async openings({ tx, now, profile }) {
    // The listings open on the day of the install, for as long as the specification's were.
    const today = dayIn(profile.business.timeZone, now);
    await tx.insert(jobOpenings).values(
      seedOpenings.map((job, position) => ({
        title: job.title,
        type: job.type,
        location: job.location,
        description: job.description,
        pay: job.pay,
        postedFrom: today,
        postedUntil: addDays(today, LISTING_DAYS),
        position,
      })),
    );
  },
  async blog({ tx, profile }) {
    const posts = seedPosts();
    const categories = [...seedCategories, ...posts.map((p) => p.category)];
    await tx
      .insert(blogCategories)
      .values([...new Set(categories)].map((name, position) => ({ name, position })));
    await tx.insert(blogPosts).values(
      posts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        author: post.author,
        category: post.category,
        tags: post.tags,
        heroImage: post.image,
        heroAlt: post.imageAlt,
        status: "published" as const,
        // Written on its date and not changed since.
        ...sameTime(noonIn(profile.business.timeZone, post.date)),
      })),
    );
  },
  async gallery({ tx }) {
    await tx.insert(galleryProjects).values(
      galleryItems.map((item, position) => ({
        title: item.title,
        category: item.category,
        image: item.image,
        alt: item.alt,
        citySlug: cityOf(item.title),
        paintColor: `${item.color.name} by ${item.color.brand}`,
        position,
      })),
    );
  },
  async faq({ tx }) {
    const page = (name: "faq" | "contact", items: typeof faqItems) =>
      items.map((item, position) => ({ page: name, question: item.question, answer: item.answer, position }));
    await tx.insert(faqEntries).values([...page("faq", faqItems), ...page("contact", contactFaqItems)]);
  },
  async services({ tx }) {
    const inFooter = new Set<string>(footerServiceLinks.map((link) => link.path));
    await tx.insert(services).values(
      seedServices.map((service, position) => {
        const detail = serviceDetails[service.id];
        return {
          slug: service.id,
          title: service.title,
          description: service.description,
          icon: service.icon,
          image: service.image,
          imageAlt: service.imageAlt,
          features: service.features,
          // The specification's own texts for its nine; none for another (the general ones show).
          process: detail?.process ?? [],
          benefits: detail?.benefits ?? [],
          additionalInfo: detail?.additionalInfo ?? "",
          inFooter: inFooter.has(`/service/${service.id}`),
          position,
        };
      }),
    );
  },
  /**
   * The city pages' records. An install made before they were in the
   * database has rows already (what the owner set on a page): they keep
   * his words and whether the page is hidden or merged, and get the texts.
   */
  async cities({ tx }) {
    for (const [position, { city, listed }] of seedCities.entries()) {
      const record = {
        name: city.name,
        title: city.title,
        description: city.description,
        lat: city.lat,
        lng: city.lng,
        intro: city.intro,
        neighborhoods: city.neighborhoods,
        housingStock: city.housingStock,
        climateNotes: city.climateNotes,
        popularProjects: city.popularProjects,
        additionalInfo: city.additionalInfo,
        nearbyAreas: city.nearbyAreas.flatMap((name) => slugByName.get(name) ?? []),
        listed,
        position,
      };
      await tx
        .insert(cityPages)
        .values({ slug: city.slug, ...record })
        .onConflictDoUpdate({ target: cityPages.slug, set: record });
    }
  },
  async communities({ tx }) {
    await tx
      .insert(cityCommunities)
      .values({ id: 1, list: additionalCommunities.map(({ name, slug }) => ({ name, slug: slug ?? "" })) });
  },
};

/**
 * The specification's content, from the code's content modules and
 * app/seed/posts/*.md: all of it on a fresh install, and on an existing one
 * the parts added since it was made. Several servers starting together on
 * one PostgreSQL: the content row is locked while one writes; the others then
 * find nothing left to write. Returns the parts written.
 */
export async function applySeed(
  db: Db,
  options: { bookingUrl: string; kind?: "pglite" | "postgres"; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const profile = businessProfileSchema.parse(seedBusinessProfile(options.bookingUrl));
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(contentState)
      .values({ id: 1, version: 1 })
      .onConflictDoNothing()
      .returning({ id: contentState.id });
    const [state] = await tx.select().from(contentState).where(eq(contentState.id, 1)).for("update");
    const done = new Set(state?.seeded ?? []);
    const written: string[] = [];
    for (const [name, write] of Object.entries(parts)) {
      if (done.has(name)) continue;
      await write({ tx, now, profile });
      written.push(name);
    }
    if (written.length === 0) return written;
    await tx
      .update(contentState)
      .set({ seeded: [...done, ...written] })
      .where(eq(contentState.id, 1));
    // An existing install gets new content: its servers render their pages again.
    if (fresh.length === 0) await bumpContentVersion(tx, options.kind ?? "pglite", "site");
    return written;
  });
}
