import { data, redirect } from "react-router";
import { forgotPasswordSchema, setPasswordSchema } from "~/features/auth/account-schemas";
import { checkForm, readAdminForm, redirectWithFlash, refused } from "~/server/admin-posts.server";
import { clientBudgetKey } from "~/server/rate-limit.server";
import { getRateLimits } from "~/server/runtime.server";
import { setPasswordLinkOwner } from "./account-links.server";
import { mailIsOn } from "./account-mail.server";
import { authErrorStatus } from "./admin-session.server";
import { getAuth } from "./auth-instance.server";
import { retireSetPasswordLinks } from "./retired-links.server";

/**
 * "Forgot password?" (better-auth's requestPasswordReset and resetPassword):
 * the answer is the same whether or not an account uses the address, asks
 * are counted per client and per address, and the e-mailed link works once
 * for 30 minutes. Where e-mail is off, the page says how to set a password on
 * the server instead.
 */

/** Asks per client address in a quarter of an hour; past it, a wait. */
const CLIENT_ASKS = 5;
const CLIENT_WINDOW_SECONDS = 15 * 60;
/** E-mails per address in an hour; past it, the same answer and no e-mail (nobody can flood an inbox). */
const ADDRESS_MAILS = 3;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

export function forgotPasswordPageData(request: Request) {
  return { mailOn: mailIsOn(), sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function forgotPasswordAction(request: Request, clientAddress: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const checked = checkForm(forgotPasswordSchema, post.form);
  if ("answer" in checked) return checked.answer;
  if (!mailIsOn()) {
    return refused(
      409,
      "E-mail is not set up on this server, so no link can be sent. See below for what to do.",
    );
  }
  const limits = getRateLimits();
  const client = await limits.hit(
    `reset-ask:${clientBudgetKey(clientAddress)}`,
    CLIENT_ASKS,
    CLIENT_WINDOW_SECONDS,
  );
  if (!client.allowed) {
    return refused(
      429,
      `Too many requests from this device. Please wait ${client.retryAfterMinutes} ${client.retryAfterMinutes === 1 ? "minute" : "minutes"} and try again.`,
    );
  }
  const { email } = checked.values;
  const address = await limits.hit(`reset-mail:${email}`, ADDRESS_MAILS, ADDRESS_WINDOW_SECONDS);
  if (address.allowed) {
    try {
      const auth = await getAuth();
      await auth.api.requestPasswordReset({ body: { email } });
    } catch (error) {
      console.error("[admin] password reset request failed:", error);
      return refused(503, "The link could not be sent just now. Please try again in a moment.");
    }
  }
  return redirect("/admin/forgot-password?sent=1", { status: 303 });
}

export async function setPasswordPageData(token: string) {
  const owner = await setPasswordLinkOwner(token);
  if (!owner) return { state: "expired" as const };
  return { state: "ready" as const, email: owner.email, firstTime: !owner.hasPassword };
}

const expired = "This link has already been used or has expired. Ask for a new one below.";

export async function setPasswordAction(request: Request, token: string) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  const checked = checkForm(setPasswordSchema, post.form);
  if ("answer" in checked) return checked.answer;
  try {
    const owner = await setPasswordLinkOwner(token);
    const auth = await getAuth();
    await auth.api.resetPassword({ body: { token, newPassword: checked.values.password } });
    // Set: every other link this person was sent (an invitation, an older reset) ends with it.
    if (owner) await retireSetPasswordLinks(owner.userId);
  } catch (error) {
    const status = authErrorStatus(error);
    if (status === 400)
      return data({ ok: false, message: expired, issues: [], expired: true }, { status: 410 });
    console.error("[admin] setting a password failed:", error);
    return refused(503, "The password could not be saved just now. Please try again.");
  }
  return redirectWithFlash("/admin", {
    message: "Your password is set. Sign in with it now.",
    kind: "success",
  });
}
