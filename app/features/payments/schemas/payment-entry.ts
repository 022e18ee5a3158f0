/** A payment the owner marks received, as his form posts it (checked the same in the browser and on the server). */
import { z } from "zod";
import { hundredthsFromText } from "~/lib/money";

export const paymentEntrySchema = z
  .object({
    amount: z
      .string()
      .trim()
      .transform((text) => hundredthsFromText(text) ?? -1)
      .pipe(
        z
          .number()
          .int()
          .min(1, "Type the amount received, like 1200 or 1,200.50.")
          .max(100_000_000_00, "That amount is too large."),
      ),
    method: z.enum(["cash", "check", "other"], { error: "Choose how it was paid." }),
    checkNumber: z.string().trim().max(30, "Keep the check number under 30 characters.").default(""),
    otherMeans: z.string().trim().max(40, "Keep it under 40 characters.").default(""),
    receivedOn: z.iso.date({ error: "Choose the day it came, like 2026-12-07." }),
  })
  .superRefine((entry, context) => {
    if (entry.method === "other" && !entry.otherMeans) {
      context.addIssue({ code: "custom", path: ["otherMeans"], message: "Say how it was paid, like Zelle." });
    }
  });
