import { z } from "zod";
import { LEAD_SOURCE_MAX } from "~/features/leads/lead-sources";
import { cleanMultiLine, cleanSingleLine } from "~/lib/schemas/fields";
import { contactServices } from "./contact-services";

/**
 * A lead the owner adds by hand (a phone call, a walk-in, a referral): who,
 * what they want, and where they heard of the business, chosen from the
 * list or typed as a new choice. Checked in the browser and on the server.
 */

function line(max: number, label: string, required?: string) {
  let rule = z.string().max(max, `${label} must be at most ${max} characters.`);
  if (required) rule = rule.min(1, required);
  return z.string().default("").transform(cleanSingleLine).pipe(rule);
}

export const entryStatuses = ["new", "contacted", "estimate_scheduled"] as const;

export const leadEntrySchema = z
  .object({
    name: line(100, "The name", "Enter the customer's name."),
    phone: line(20, "The phone number", "Enter the customer's phone number.").refine(
      (phone) => phone.replace(/\D/g, "").length >= 7,
      "Enter the phone number with its area code, like (651) 555-0123.",
    ),
    email: z
      .string()
      .default("")
      .transform(cleanSingleLine)
      .pipe(
        z.union([
          z.literal(""),
          z.email("Enter an e-mail address like name@example.com, or leave it empty.").max(255),
        ]),
      ),
    service: z.enum(contactServices, { error: "Choose what they want from the list." }),
    location: line(100, "The town or ZIP code"),
    notes: z
      .string()
      .default("")
      .transform(cleanMultiLine)
      .pipe(z.string().max(1000, "Notes must be at most 1000 characters.")),
    heardFrom: line(LEAD_SOURCE_MAX, "Where they heard of you"),
    newSource: line(LEAD_SOURCE_MAX, "The new choice"),
    status: z.enum(entryStatuses, { error: "Choose a status." }).default("contacted"),
  })
  .superRefine((entry, ctx) => {
    if (!entry.heardFrom && !entry.newSource) {
      ctx.addIssue({
        code: "custom",
        path: ["heardFrom"],
        message: "Choose where they heard of you, or type a new choice below.",
      });
    }
  });

export type LeadEntry = z.output<typeof leadEntrySchema>;
