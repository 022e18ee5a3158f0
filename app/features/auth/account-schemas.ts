import { z } from "zod";
import { teamRoles } from "~/lib/team-role";
import { PASSWORD_MAX, PASSWORD_MIN } from "./team-rules";

/**
 * The account forms outside the dashboard: asking for a new password,
 * setting one from the e-mailed link, and the owner's team page. The browser
 * checks with these before sending; the server checks again.
 */

const emailField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, missing)
    .max(255, "That e-mail address is too long.")
    .pipe(z.email("Enter an e-mail address like name@example.com."));

export const forgotPasswordSchema = z.object({ email: emailField("Enter your e-mail address.") });

export const setPasswordSchema = z
  .object({
    password: z
      .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` })
      .min(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `A password can be at most ${PASSWORD_MAX} characters.`),
    confirm: z.string({ error: "Type the same password again." }),
  })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "The two passwords are not the same. Type it again.",
  });

const role = z.enum(teamRoles as ["owner", "staff"], { error: "Choose Owner or Staff." });

export const inviteSchema = z.object({
  name: z
    .string({ error: "Enter their name." })
    .trim()
    .min(1, "Enter their name.")
    .max(100, "Keep the name under 100 characters."),
  email: emailField("Enter their e-mail address."),
  role,
});

export const teamMemberSchema = z.object({ id: z.string().min(1).max(100) });
export const roleChangeSchema = teamMemberSchema.extend({ role });
