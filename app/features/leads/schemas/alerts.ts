import { z } from "zod";
import { ownerSettingsSchema } from "./owner-settings";

/**
 * Every post the Alerts page accepts, told apart by its `intent`. The
 * subscription comes from the page's script (the browser's push
 * subscription); the other forms work without JavaScript.
 */

const gone = "That device is no longer on the list.";

/**
 * A browser's push subscription: where the push service takes messages for
 * it (always HTTPS) and its keys, base64url as `PushSubscription.toJSON()`
 * gives them: a P-256 public key (65 bytes, uncompressed) and 16 auth bytes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: "The browser's subscription was not sent." })
    .max(2048, "The browser's subscription address is too long.")
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
      error: "The browser's subscription address must be an https:// address.",
    }),
  p256dh: z
    .string({ error: "The browser's subscription key was not sent." })
    .regex(/^B[A-Za-z0-9_-]{86}$/, "The browser's subscription key is not a valid key."),
  auth: z
    .string({ error: "The browser's subscription secret was not sent." })
    .regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, "The browser's subscription secret is not valid."),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * The reminder settings as the form sends them: the owner's settings, with
 * an empty hours field refused (a number field left empty would read as 0,
 * which turns the e-mail off without the owner saying so).
 */
export const reminderSettingsFormSchema = ownerSettingsSchema.extend({
  digestAfterHours: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    ownerSettingsSchema.shape.digestAfterHours,
  ),
});

export const alertsActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("subscribe"),
      ...pushSubscriptionSchema.shape,
      label: z.string().trim().max(60).catch(""),
    }),
    z.object({ intent: z.literal("unsubscribe"), endpoint: pushSubscriptionSchema.shape.endpoint }),
    z.object({ intent: z.literal("remove"), id: z.uuid({ error: gone }) }),
    z.object({ intent: z.literal("test") }),
    z.object({ intent: z.literal("settings"), ...reminderSettingsFormSchema.shape }),
  ],
  { error: "Unknown action." },
);
