/**
 * Canary for docs/decisions/0014-two-factor-cookie-name.md: the admin tells
 * "between the password and the code" from the cookie better-auth's
 * two-factor plugin sets (`hasTwoFactorChallenge`), whose name is that
 * plugin's own business. A real better-auth, on a scratch embedded database,
 * signs in an account with two-factor on, and the check must recognise the
 * cookie it sets, plain and with the Secure prefix; and must not take a
 * finished sign-in's session cookie for a challenge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasTwoFactorChallenge } from "~/features/auth/index.server";
import { createAuth } from "~/features/auth/server/auth.server";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { freshDataDir } from "../../support/databases";

const password = "a long enough password";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: freshDataDir("canary-two-factor-") });
});
afterAll(async () => {
  await database?.close();
});

function authWith(secureCookies: boolean) {
  return createAuth({
    db: database.db,
    secret: "s".repeat(32),
    siteUrl: "http://localhost:3000",
    secureCookies,
    appName: "Canary",
  });
}

/** An account with a password, and two-factor sign-in on or off. */
async function account(email: string, twoFactor: boolean) {
  const context = await authWith(false).$context;
  const user = await context.internalAdapter.createUser(
    { email, name: "Owner", emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  if (twoFactor) await context.internalAdapter.updateUser(user.id, { twoFactorEnabled: true });
}

/** The browser's Cookie header after the sign-in's answer, as the next request carries it. */
async function cookiesAfterSignIn(email: string, secureCookies: boolean) {
  const { headers, response } = await authWith(secureCookies).api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, challenged: "twoFactorRedirect" in response && response.twoFactorRedirect === true };
}

const requestWith = (cookie: string) =>
  new Request("http://localhost:3000/admin?step=code", { headers: { cookie } });

describe("better-auth's two-factor cookie", () => {
  beforeAll(async () => {
    await account("two-factor@example.com", true);
    await account("password-only@example.com", false);
  });

  for (const secure of [false, true]) {
    it(`is recognised after the password step${secure ? " (Secure cookies)" : ""}`, async () => {
      const { cookie, challenged } = await cookiesAfterSignIn("two-factor@example.com", secure);
      expect(challenged).toBe(true);
      expect(cookie.startsWith("__Secure-")).toBe(secure);
      expect(hasTwoFactorChallenge(requestWith(cookie))).toBe(true);
    });

    it(`is not mistaken for a finished sign-in's session${secure ? " (Secure cookies)" : ""}`, async () => {
      const { cookie, challenged } = await cookiesAfterSignIn("password-only@example.com", secure);
      expect(challenged).toBe(false);
      expect(cookie).toContain("session_token=");
      expect(hasTwoFactorChallenge(requestWith(cookie))).toBe(false);
    });
  }
});
