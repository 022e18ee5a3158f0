import { z } from "zod";
import { leadStatuses, OWNER_NOTE_MAX } from "~/lib/admin";

/**
 * Every post the admin page accepts, told apart by its `intent` (the
 * button that sent it). Server-side only: the dashboard's forms work without
 * JavaScript, and the action parses each post with this before it acts.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** Spaces typed into a code (or pasted with it) do not count. */
const code = z
  .string({ error: "Enter the code." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1, "Enter the code.").max(64, "Enter the code."));
const password = z
  .string({ error: "Enter your password to continue." })
  .min(1, "Enter your password to continue.")
  .max(128, "Enter your password to continue.");
const lead = {
  kind: z.enum(["contacts", "nominations"], { error: "That lead could not be found." }),
  id: z.uuid({ error: "That lead could not be found." }),
};

export const adminActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("login"),
      email: required("Enter your e-mail and password.").toLowerCase(),
      password: z.string().min(1, "Enter your e-mail and password."),
    }),
    z.object({
      intent: z.literal("verify-code"),
      code,
      method: z.enum(["totp", "recovery"]).catch("totp"),
    }),
    z.object({ intent: z.literal("logout") }),
    z.object({ intent: z.literal("2fa-start"), password }),
    z.object({
      intent: z.literal("2fa-confirm"),
      code,
      // What the page showed, sent back so a mistyped code can show it again.
      totpUri: z.string().max(500).optional(),
      backupCodes: z.string().max(2000).optional(),
    }),
    z.object({ intent: z.literal("2fa-disable"), password }),
    z.object({
      intent: z.literal("update"),
      ...lead,
      status: z.enum(leadStatuses, { error: "Choose a status." }),
      note: z
        .string()
        .trim()
        .max(OWNER_NOTE_MAX, `Notes must be less than ${OWNER_NOTE_MAX} characters.`)
        .default(""),
    }),
    z.object({
      intent: z.literal("set-status"),
      ...lead,
      status: z.enum(leadStatuses, { error: "Choose a status." }),
    }),
    z.object({ intent: z.literal("resend"), ...lead }),
    z.object({ intent: z.literal("delete"), ...lead }),
  ],
  { error: "Unknown action." },
);

export type AdminAction = z.infer<typeof adminActionSchema>;
export type ActionOf<I extends AdminAction["intent"]> = Extract<AdminAction, { intent: I }>;

/** The post as the schema reads it: text fields only (a file where text belongs is refused). */
export function parseAdminAction(form: FormData) {
  return adminActionSchema.safeParse(Object.fromEntries(form));
}
