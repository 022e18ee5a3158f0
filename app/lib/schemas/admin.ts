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
/** The most a job's value can be ($10 million): anything more is a typing slip. */
const JOB_VALUE_MAX_DOLLARS = 10_000_000;
const JOB_VALUE_MESSAGE = "Enter the job's value in dollars, like 4250 or 4,250.50.";

/**
 * What a won job was worth, typed in dollars ("4250", "$4,250.50"), as
 * cents; empty means not given (null).
 */
const jobValue = z
  .string({ error: JOB_VALUE_MESSAGE })
  .trim()
  .default("")
  .transform((value, ctx) => {
    if (value === "") return null;
    const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
    const dollars = match ? Number(match[1]!.replaceAll(",", "")) : Number.NaN;
    if (!match || dollars > JOB_VALUE_MAX_DOLLARS) {
      ctx.addIssue({ code: "custom", message: JOB_VALUE_MESSAGE });
      return z.NEVER;
    }
    return dollars * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  });

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
      jobValue,
    }),
    z.object({
      intent: z.literal("ask-review"),
      ...lead,
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
