import { z } from "zod";
import { suggestAlt } from "~/features/media";
import { cityNameFromSlug } from "~/lib/city-name";
import { slugify } from "~/lib/slugify";
import { projectCategories } from "~/seed/gallery-categories";
import type { JobOpening } from "~/seed/types";

/**
 * What the owner writes in the admin's Content area, checked by the same
 * schemas in the browser and on the server. The business profile has its
 * own file (business-profile.ts).
 */

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The picture a post without one of its own gets (paint swatches on a wall), with its own description. */
export const STANDARD_POST_PICTURE = "blog/choosing-paint-colors";

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A checkbox: sent as "on" when ticked, not sent at all when not. */
export const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
);

export const testimonialSchema = z.object({
  name: text("Name", 60),
  location: text("Location", 60),
  rating: z.coerce
    .number({ error: "Choose a rating." })
    .min(1, "Rating: 1 to 5.")
    .max(5, "Rating: 1 to 5.")
    .multipleOf(0.1, "Rating: one decimal at most, like 4.8."),
  text: text("What they said", 1500),
  onHome: checkbox,
  citySlugs: z
    .array(z.string().regex(slugPattern, "Choose the city pages from the list."))
    .max(60)
    .default([]),
  hidden: checkbox,
});
export type TestimonialFields = z.output<typeof testimonialSchema>;

/** The testimonial form: the fields, and for a new one where in the list it goes (first by default). */
export const testimonialFormSchema = testimonialSchema.extend({
  place: z.enum(["first", "last"], { error: "Choose where it goes in the list." }).default("first"),
});

const isoDate = z.iso.date("Use a date like 2026-04-01.");

export const jobOpeningSchema = z
  .object({
    title: text("Job title", 80),
    type: text("Type", 40),
    location: text("Location", 80),
    description: text("Description", 2000),
    pay: text("Pay", 60),
    postedFrom: isoDate,
    postedUntil: isoDate,
    hidden: checkbox,
  })
  .refine((job) => job.postedUntil >= job.postedFrom, {
    path: ["postedUntil"],
    message: "The closing date is on or after the opening date.",
  }) satisfies z.ZodType<Omit<JobOpening, "id"> & { hidden: boolean }>;
// The fields of app/seed/types.ts's JobOpening (checked just above), and whether it is hidden.
export type JobOpeningFields = z.output<typeof jobOpeningSchema>;

/** The pages that answer questions, as the form names them. */
export const faqPageNames = ["faq", "contact"] as const;

/**
 * A question on the FAQ page or the contact page. The answer is plain text:
 * a blank line starts a new paragraph (a phone's line ends are made plain).
 */
export const faqEntrySchema = z.object({
  page: z.enum(faqPageNames, { error: "Choose the page the question is on." }),
  question: text("Question", 200),
  answer: text("Answer", 4000).transform((answer) =>
    answer
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n"),
  ),
  hidden: checkbox,
});
export type FaqEntryFields = z.output<typeof faqEntrySchema>;

/** A new blog category. */
export const categorySchema = z.object({
  name: text("Category name", 60)
    .min(2, "A category name: 2 to 60 characters.")
    .refine((name) => slugify(name) !== "", "A category name needs letters or digits."),
});

export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export const blogPostSchema = z.object({
  title: text("Title", 120),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(100, "The address must be at most 100 characters.")
    .refine(
      (s) => s === "" || slugPattern.test(s),
      "The address uses lowercase letters, digits and hyphens.",
    ),
  excerpt: text("Summary", 300),
  body: text("Article text", 60_000),
  author: text("Author", 80),
  category: text("Category", 60),
  // Written as "Lake homes, kitchen"; kept as addresses: lake-homes, kitchen.
  tags: z.preprocess(
    (value) =>
      typeof value === "string" ? [...new Set(value.split(",").map(slugify).filter(Boolean))] : value,
    z
      .array(z.string().regex(slugPattern, "Tags: words separated by commas."))
      .max(12, "Twelve tags at most."),
  ),
  // Both may be empty: a post without a picture of its own gets the standard one, with its description;
  // a photo of the owner's own needs a description (checked on the server, which knows which it is).
  heroImage: z.string().trim().max(200, "Choose the post's picture from the list.").default(""),
  heroAlt: z.string().trim().max(200, "Picture description must be at most 200 characters.").default(""),
  seoTitle: z.string().trim().max(70, "The search title must be at most 70 characters.").default(""),
  seoDescription: z
    .string()
    .trim()
    .max(170, "The search description must be at most 170 characters.")
    .default(""),
});
export type BlogPostFields = z.output<typeof blogPostSchema>;

/**
 * A gallery project's words (its pictures are uploaded files, checked apart).
 * A description left empty is made from the title, category and city: a
 * picture is never without one.
 */
export const galleryProjectSchema = z
  .object({
    title: text("Title", 100),
    category: z.enum(projectCategories, { error: "Choose a category." }),
    alt: z.string().trim().max(250, "The picture description must be at most 250 characters.").default(""),
    beforeAlt: z
      .string()
      .trim()
      .max(250, "The before photo's description must be at most 250 characters.")
      .default(""),
    citySlug: z
      .string()
      .trim()
      .refine((s) => s === "" || slugPattern.test(s), "Choose the city from the list.")
      .default(""),
    paintColor: z.string().trim().max(80, "The paint colour must be at most 80 characters.").default(""),
    hidden: checkbox,
  })
  .transform((project) => {
    const cityName = project.citySlug ? cityNameFromSlug(project.citySlug) : undefined;
    return {
      ...project,
      alt: project.alt || suggestAlt({ ...project, cityName }),
      beforeAlt: project.beforeAlt || suggestAlt({ ...project, cityName }, true),
    };
  });
export type GalleryProjectFields = z.output<typeof galleryProjectSchema>;
