import { z } from "zod";
import { contentIconNames } from "./icon-choices";
import { checkbox, slugPattern, text } from "./schemas";

/**
 * A service as the owner edits it: the card's words, the detail page's
 * lists, an optional price and the search engines' title. Checked by the
 * same schema in the browser and on the server; it also reads back its own
 * output (a version the history brings back).
 */

/** How many points "What's Included" shows on every card and page. */
export const SERVICE_POINTS = 6;

/** A list written one item per line (or a list already, as saved). */
export const lines = (label: string, most: number, longest: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(z.string().max(longest, `${label}: each line at most ${longest} characters.`))
      .max(most, `${label}: ${most} lines at most.`),
  );

/** Whole dollars, typed as "400" or "$1,200"; empty for none. */
const dollars = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === "" || value === undefined || value === null) return null;
      return typeof value === "string" ? Number(value.replace(/[$,\s]/g, "")) : value;
    },
    z
      .number({ error: `${label}: whole dollars, like 400.` })
      .int(`${label}: whole dollars, like 400.`)
      .min(1, `${label}: at least $1.`)
      .max(1_000_000, `${label}: at most $1,000,000.`)
      .nullable(),
  );

export const serviceSchema = z
  .object({
    title: text("Service name", 60),
    /** Its address, /service/{slug}: set when it is added (made from the name when left empty). */
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(60, "The address must be at most 60 characters.")
      .refine(
        (s) => s === "" || slugPattern.test(s),
        "The address uses lowercase letters, digits and hyphens.",
      )
      .default(""),
    description: text("Short description", 300),
    icon: z.enum(contentIconNames, { error: "Choose an icon." }),
    image: z.string().trim().max(200, "Choose the picture from the list.").default(""),
    imageAlt: z.string().trim().max(200, "Picture description must be at most 200 characters.").default(""),
    features: z
      .array(
        z
          .string()
          .trim()
          .min(1, "Write this point: the page shows six.")
          .max(80, "Each point must be at most 80 characters."),
      )
      .length(SERVICE_POINTS, "Write six points: the page shows six."),
    process: lines("Process steps", 12, 400),
    benefits: lines("Benefits", 12, 160),
    additionalInfo: z
      .string()
      .trim()
      .max(3000, "Additional information must be at most 3,000 characters.")
      .default(""),
    priceFrom: dollars("Price from"),
    priceTo: dollars("Price up to"),
    priceUnit: z.string().trim().max(30, "The price's unit must be at most 30 characters.").default(""),
    seoTitle: z.string().trim().max(70, "The search title must be at most 70 characters.").default(""),
    seoDescription: z
      .string()
      .trim()
      .max(170, "The search description must be at most 170 characters.")
      .default(""),
    inFooter: checkbox,
    hidden: checkbox,
  })
  .refine((service) => service.priceTo === null || service.priceFrom !== null, {
    path: ["priceFrom"],
    message: "A price range starts with a 'from' price.",
  })
  .refine(
    (service) =>
      service.priceTo === null || service.priceFrom === null || service.priceTo > service.priceFrom,
    { path: ["priceTo"], message: "The 'up to' price is more than the 'from' price." },
  );
export type ServiceFields = z.output<typeof serviceSchema>;

/** The price as a page shows it ("From $400 per room", "$400 to $900"), or "" when none is set. */
export function priceText({
  priceFrom,
  priceTo,
  priceUnit,
}: Pick<ServiceFields, "priceFrom" | "priceTo" | "priceUnit">) {
  if (priceFrom === null) return "";
  const money = (n: number) => `$${n.toLocaleString("en-US")}`;
  const amount = priceTo === null ? `From ${money(priceFrom)}` : `${money(priceFrom)} to ${money(priceTo)}`;
  return priceUnit ? `${amount} ${priceUnit}` : amount;
}
