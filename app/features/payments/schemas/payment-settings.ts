/** The owner's payment settings as his form posts them (checked the same in the browser and on the server). */
import { z } from "zod";

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

export const paymentSettingsSchema = z.object({
  reminderDays: z
    .string()
    .trim()
    .max(60, "Keep it to a few days, like 1, 7, 14.")
    .transform((text, context) => {
      const days = list(text).map(Number);
      if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 90)) {
        context.addIssue({
          code: "custom",
          message: "Type whole days from 1 to 90, like 1, 7, 14 (or leave it empty).",
        });
        return z.NEVER;
      }
      return [...new Set(days)].sort((a, b) => a - b).slice(0, 5);
    }),
  means: z
    .string()
    .trim()
    .max(300, "Keep the list under 300 characters.")
    .transform((text, context) => {
      const means = [...new Set(list(text))];
      if (means.some((name) => name.length > 30)) {
        context.addIssue({ code: "custom", message: "Keep each name under 30 characters." });
        return z.NEVER;
      }
      return means.slice(0, 10);
    }),
});
