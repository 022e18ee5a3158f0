import { siteFacts } from "~/features/content/index.server";
import { getAuthSecret, getConfig, getDb, serviceSlot } from "~/server/runtime.server";
import { sendResetMail } from "./account-mail.server";
import type { Auth } from "./auth.server";
import { retireSetPasswordLinks } from "./retired-links.server";

const authSlot = serviceSlot<Promise<Auth> | null>("auth");

/** The auth instance, made on first use (better-auth is imported only then). */
export function getAuth(): Promise<Auth> {
  let auth = authSlot.find();
  if (!auth) {
    auth = (async () => {
      const { createAuth } = await import("./auth.server");
      const config = getConfig();
      return createAuth({
        db: getDb(),
        secret: getAuthSecret(),
        siteUrl: config.siteUrl,
        // Served over HTTPS (SITE_URL), the session cookie is Secure, whatever NODE_ENV says.
        secureCookies: config.siteUrl.startsWith("https://"),
        appName: (await siteFacts()).business.name,
        // Not awaited: the answer to "Forgot password?" takes as long whether or not the account exists.
        sendResetLink: async (to, token) => {
          // The newest link is the one that works: an older one, still in a mailbox, no longer does.
          await retireSetPasswordLinks(to.id, token);
          void sendResetMail(to, token).catch((error) =>
            console.error("[admin] the password reset e-mail could not be sent:", error),
          );
        },
      });
    })();
    authSlot.set(auth);
    // A failed start is tried again on the next use.
    auth.catch(() => authSlot.set(null));
  }
  return auth;
}
