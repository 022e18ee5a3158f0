import { z } from "zod";
import { authActionSchemas } from "~/features/auth";
import { leadStatuses, OWNER_NOTE_MAX } from "~/features/leads/lead-filters";
import { hundredthsFromText } from "~/lib/money";

/**
 * Every post the admin page accepts, told apart by its `intent` (the
 * button that sent it): signing in and out and the two-factor set-up (the
 * auth feature's), and the changes to leads. Server-side only: the dashboard's forms work without
 * JavaScript, and the action parses each post with this before it acts.
 */

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
    const cents = hundredthsFromText(value);
    if (cents === undefined || cents > JOB_VALUE_MAX_DOLLARS * 100) {
      ctx.addIssue({ code: "custom", message: JOB_VALUE_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const lead = {
  kind: z.enum(["contacts", "nominations"], { error: "That lead could not be found." }),
  id: z.uuid({ error: "That lead could not be found." }),
};
/** The lead's revision as the card showed it (sent by the card's forms; absent from older pages). */
const revision = z.coerce.number().int().positive().optional();

export const adminActionSchema = z.discriminatedUnion(
  "intent",
  [
    ...authActionSchemas,
    z.object({
      intent: z.literal("update"),
      ...lead,
      revision,
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
    z.object({ intent: z.literal("text-review"), ...lead }),
    z.object({
      intent: z.literal("set-status"),
      ...lead,
      revision,
      status: z.enum(leadStatuses, { error: "Choose a status." }),
    }),
    z.object({ intent: z.literal("resend"), ...lead }),
    z.object({ intent: z.literal("delete"), ...lead }),
  ],
  { error: "Unknown action." },
);

/** The post as the schema reads it: text fields only (a file where text belongs is refused). */
export function parseAdminAction(form: FormData) {
  return adminActionSchema.safeParse(Object.fromEntries(form));
}
