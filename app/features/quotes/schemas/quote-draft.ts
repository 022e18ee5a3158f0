import { z } from "zod";
import { hundredthsFromText } from "~/lib/money";
import { TAX_RATE_SCALE } from "../quote-totals";

/**
 * A quote as the owner's form sends it (server-side check; the browser's
 * fields only help). Money and quantities are typed as people write them and
 * kept in hundredths; an empty spare row is left out by formToObject.
 */

export const MAX_OPTIONS = 3;
/** A new quote's follow-up e-mails: 2, 5 and 10 days after it is sent (the owner may change them). */
export const DEFAULT_FOLLOW_UP_DAYS = [2, 5, 10] as const;
export const MAX_LINES_PER_OPTION = 30;
const TEXT_MAX = 2_000;
/** $1 million a line at most: more is a typing slip. */
const PRICE_MAX_CENTS = 100_000_000;
/** 100,000 units at most (square feet of a big commercial job). */
const QUANTITY_MAX = 100_000 * 100;

const amount = (what: string, max: number, example: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .transform((value, ctx) => {
      const hundredths = hundredthsFromText(value);
      if (value === "" || hundredths === undefined || hundredths > max) {
        ctx.addIssue({ code: "custom", message: `Enter ${what}, like ${example}` });
        return z.NEVER;
      }
      return hundredths;
    });

const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

export const quoteLineSchema = z.object({
  description: z
    .string({ error: "Describe the work" })
    .trim()
    .min(1, "Describe the work")
    .max(300, "Keep the description under 300 characters"),
  // An empty quantity is one (one door, one ceiling).
  quantity: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? "1" : value),
    amount("a quantity", QUANTITY_MAX, "2 or 2.5"),
  ),
  unit: text(30, "Keep the unit short, like room or sq ft"),
  unitPrice: amount("a price in dollars", PRICE_MAX_CENTS, "450 or 1,250.50"),
  optional: z
    .union([z.literal("on"), z.literal("")])
    .optional()
    .transform((v) => v === "on"),
});

export const quoteOptionSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the option, like Good or Walls only")
    .max(60, "Keep the name under 60 characters"),
  lines: z
    .array(quoteLineSchema)
    .min(1, "Add at least one line")
    .max(MAX_LINES_PER_OPTION, `At most ${MAX_LINES_PER_OPTION} lines an option`),
});

export const quoteDraftSchema = z
  .object({
    title: text(120, "Keep the title under 120 characters"),
    options: z
      .array(quoteOptionSchema, { error: "Add at least one option" })
      .min(1, "Add at least one option")
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`),
    /** The index of the recommended option (none when empty). */
    recommended: z
      .string()
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : Number(v))),
    notes: text(TEXT_MAX, "Keep the notes under 2,000 characters"),
    exclusions: text(TEXT_MAX, "Keep the exclusions under 2,000 characters"),
    warranty: text(TEXT_MAX, "Keep the warranty under 2,000 characters"),
    paymentTerms: text(TEXT_MAX, "Keep the payment terms under 2,000 characters"),
    /** Percent with up to three decimals ("7.875"). */
    taxRate: z
      .string()
      .trim()
      .default("0")
      .transform((value, ctx) => {
        const match = /^(\d{1,2})(?:\.(\d{1,3}))?$/.exec(value === "" ? "0" : value.replace(/%$/, ""));
        if (!match) {
          ctx.addIssue({ code: "custom", message: "Enter the tax rate in percent, like 7.875 or 0" });
          return z.NEVER;
        }
        return Number(match[1]) * (TAX_RATE_SCALE / 100) + Number((match[2] ?? "").padEnd(3, "0"));
      }),
    depositPercent: z.coerce
      .number({ error: "Enter the deposit in percent, like 25" })
      .int("Enter a whole percent, like 25")
      .min(0, "Enter a percent from 0 to 100")
      .max(100, "Enter a percent from 0 to 100"),
    validDays: z.coerce
      .number({ error: "Enter how many days the quote holds, like 30" })
      .int("Enter a whole number of days")
      .min(1, "Enter at least 1 day")
      .max(365, "Enter at most 365 days"),
    /** Days after sending to follow up by e-mail ("2, 5, 10"); empty for none (the default days when not sent). */
    followUpDays: z
      .string()
      .trim()
      .default(DEFAULT_FOLLOW_UP_DAYS.join(", "))
      .transform((value, ctx) => {
        const parts = value === "" ? [] : value.split(/[\s,]+/).filter(Boolean);
        const days = parts.map(Number);
        if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 60) || days.length > 5) {
          ctx.addIssue({
            code: "custom",
            message: "Enter up to 5 days from 1 to 60, like 2, 5, 10 (or leave it empty for no follow-ups)",
          });
          return z.NEVER;
        }
        return [...new Set(days)].sort((a, b) => a - b);
      }),
  })
  .refine((d) => d.recommended === undefined || (d.recommended >= 0 && d.recommended < d.options.length), {
    error: "Choose one of the options as recommended",
    path: ["recommended"],
  });

export type QuoteDraft = z.output<typeof quoteDraftSchema>;
