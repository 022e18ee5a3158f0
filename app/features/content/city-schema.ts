import { z } from "zod";
import { checkbox, slugPattern, text } from "./schemas";
import { lines } from "./service-schema";

/**
 * A city page as the owner edits it: the town, its page's texts, where it
 * sits on the map, an optional photo of his, and what he decided about it
 * (his own words, hidden, merged into a neighbour's page). Checked by the
 * same schema in the browser and on the server; it also reads back its own
 * output (a version the history brings back). The other communities list
 * has its schema here too.
 */

/**
 * Where a town may be: a box around Minnesota and Wisconsin (a dot outside
 * it would stretch the maps across half the country; a slip of a digit
 * usually lands there).
 */
export const CITY_AREA = { south: 42.4, north: 49.4, west: -97.3, east: -86.7 } as const;

/** Longest town name and page address (the addresses of city pages are read back as names up to 40). */
const NAME_MAX = 40;

/** A coordinate typed as "45.0791" (or "45,0791"), within the box; said plainly when it is not. */
function coordinate(label: "Latitude" | "Longitude", low: number, high: number, example: string) {
  const range = `between ${low} and ${high}`;
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const typed = value.trim().replace(/°/g, "");
      if (typed === "") return undefined;
      // A phone set to a language that writes a decimal comma.
      return Number(/^-?\d+,\d+$/.test(typed) ? typed.replace(",", ".") : typed);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `${label} is required: the town centre's, like ${example} (a map app shows it).`
            : `${label}: a number like ${example}.`,
      })
      .refine((n) => Number.isFinite(n), `${label}: a number like ${example}.`)
      .refine(
        (n) => !(label === "Longitude" && n > 0 && -n >= low && -n <= high),
        `Longitude: west of Greenwich, so it starts with a minus, like ${example}.`,
      )
      .refine(
        (n) => n >= low && n <= high,
        `${label}: the town must be in Minnesota or Wisconsin, ${range} (like ${example}).`,
      ),
  );
}

/** Paragraphs written with a blank line between them (or a list already, as saved). */
const paragraphs = (label: string, most: number, longest: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .replace(/\r\n?/g, "\n")
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(
        z
          .string()
          .max(longest, `${label}: each paragraph at most ${longest.toLocaleString("en-US")} characters.`),
      )
      .min(1, `${label} is required: a paragraph or more about the town.`)
      .max(most, `${label}: ${most} paragraphs at most.`),
  );

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .default("");

/** The page's heading when the owner gives none: made from the town's name. */
export const titleFor = (name: string) => `Painting & Drywall in ${name}, MN`;

export const citySchema = z
  .object({
    name: text("Town name", NAME_MAX),
    /** Its address, /service-area/{slug}: set when it is added (made from the name when left empty). */
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(NAME_MAX, `The address must be at most ${NAME_MAX} characters.`)
      .refine(
        (s) => s === "" || slugPattern.test(s),
        "The address uses lowercase letters, digits and hyphens.",
      )
      .refine((s) => s !== "new", "That address is kept for the admin: choose another.")
      .default(""),
    title: optionalText("The page title", 80),
    description: text("Description", 170),
    lat: coordinate("Latitude", CITY_AREA.south, CITY_AREA.north, "45.0791"),
    lng: coordinate("Longitude", CITY_AREA.west, CITY_AREA.east, "-93.1472"),
    intro: paragraphs("The introduction", 6, 1500),
    neighborhoods: lines("Neighborhoods", 12, 80),
    housingStock: optionalText("The houses", 1500),
    climateNotes: optionalText("Weather and paint", 1500),
    popularProjects: lines("Popular projects", 8, 120),
    additionalInfo: optionalText("Good to know", 2000),
    nearbyAreas: z
      .array(z.string().regex(slugPattern, "Choose the nearby pages from the list."))
      .max(12, "Twelve nearby pages at most.")
      .default([]),
    /** An uploaded photo ("media/<id>"), or "" for none; a new one comes with the form. */
    image: z.string().trim().max(200, "Choose the photo again.").default(""),
    imageAlt: optionalText("The photo's description", 200),
    listed: checkbox,
    /** His own words about working there (plain text; a blank line starts a paragraph). */
    ownWords: z
      .string()
      .trim()
      .max(2000, "Your words must be at most 2,000 characters.")
      .transform((words) => words.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n"))
      .default(""),
    hidden: checkbox,
    /** The slug of a neighbour's page this one leads to (checked on the server), or "". */
    mergedInto: z
      .string()
      .trim()
      .refine((s) => s === "" || slugPattern.test(s), "Choose the page from the list.")
      .default(""),
  })
  .transform((city) => ({ ...city, title: city.title || titleFor(city.name) }));
export type CityFields = z.output<typeof citySchema>;

/** What the owner decided about a page, besides its texts. */
export type CitySettings = Pick<CityFields, "ownWords" | "hidden" | "mergedInto">;

/** The other communities the service areas page names, each linking to a city page or not (""). */
export const communitiesSchema = z
  .object({
    communities: z
      .array(
        z.object({
          name: text("A community's name", NAME_MAX),
          slug: z
            .string()
            .trim()
            .refine((s) => s === "" || slugPattern.test(s), "Choose the page from the list.")
            .default(""),
        }),
      )
      .max(120, "120 communities at most.")
      .default([]),
  })
  .superRefine(({ communities }, context) => {
    const seen = new Set<string>();
    for (const [index, community] of communities.entries()) {
      const key = community.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: ["communities", index, "name"],
          message: `${community.name} is on the list twice.`,
        });
      }
      seen.add(key);
    }
  });
export type Community = z.output<typeof communitiesSchema>["communities"][number];
