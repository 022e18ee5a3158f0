import { z } from "zod";
import {
  defaultTextTemplates,
  TEXT_TEMPLATE_MAX,
  type TextTemplateKey,
  textPlaceholders,
  unknownPlaceholders,
} from "~/features/leads/text-messages";
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

const placeholderList = textPlaceholders.map((p) => `{${p.name}}`).join(", ");

/** One text's words: empty means the default wording; a placeholder must be one of the list. */
function textTemplate(key: TextTemplateKey) {
  return z
    .string()
    .default("")
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(
          TEXT_TEMPLATE_MAX,
          `Keep it under ${TEXT_TEMPLATE_MAX} characters (a text that long is split into several).`,
        )
        .superRefine((value, ctx) => {
          const unknown = unknownPlaceholders(value);
          if (unknown.length > 0) {
            ctx.addIssue({
              code: "custom",
              message: `${unknown.map((name) => `{${name}}`).join(" and ")} can't be filled in. Use ${placeholderList}.`,
            });
          }
        }),
    )
    .transform((value) => value || defaultTextTemplates[key]);
}

/** The owner's wording of the four texts the lead cards write. */
export const textTemplatesSchema = z.object({
  acknowledge: textTemplate("acknowledge"),
  onMyWay: textTemplate("onMyWay"),
  followUp: textTemplate("followUp"),
  reviewRequest: textTemplate("reviewRequest"),
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
    z.object({ intent: z.literal("texts"), ...textTemplatesSchema.shape }),
  ],
  { error: "Unknown action." },
);
