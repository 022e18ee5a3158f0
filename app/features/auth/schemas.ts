import { z } from "zod";

/**
 * The posts of signing in and out and of setting up two-factor sign-in, told
 * apart by their `intent`. They are posted to /admin, whose action (the
 * dashboard's) parses every post with these and its own.
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
export const authActionSchemas = [
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
] as const;

const authActionSchema = z.discriminatedUnion("intent", authActionSchemas);
export type AuthAction = z.infer<typeof authActionSchema>;
export type AuthActionOf<I extends AuthAction["intent"]> = Extract<AuthAction, { intent: I }>;
