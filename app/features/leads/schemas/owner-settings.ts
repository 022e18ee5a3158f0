import { z } from "zod";

/** The longest wait the daily digest can be set to (a week). */
export const MAX_DIGEST_AFTER_HOURS = 168;

/**
 * The owner's settings for follow-up reminders: the daily digest lists leads
 * still "new" after `digestAfterHours` (0 turns it off), sent at `digestHour`
 * (0-23, the business's time zone).
 */
export const ownerSettingsSchema = z.object({
  digestAfterHours: z.coerce
    .number({ error: "Enter a number of hours" })
    .int("Enter a whole number of hours")
    .min(0, "Enter 0 (off) or more hours")
    .max(MAX_DIGEST_AFTER_HOURS, `Enter at most ${MAX_DIGEST_AFTER_HOURS} hours (a week)`),
  digestHour: z.coerce
    .number({ error: "Choose an hour" })
    .int("Choose an hour")
    .min(0, "Choose an hour")
    .max(23, "Choose an hour"),
});

export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;

export const DEFAULT_OWNER_SETTINGS: OwnerSettings = { digestAfterHours: 24, digestHour: 7 };
