import { eq } from "drizzle-orm";
import { createCookie, data, redirect } from "react-router";
import { adminMessages } from "~/lib/admin";
import type { ActionOf } from "~/lib/schemas/admin";
import { isAdmin } from "./auth.server";
import { sessions } from "./db/schema.server";
import { LOGIN_WINDOW_SECONDS } from "./rate-limit.server";
import { getAuth, getConfig, getDb, getRateLimits } from "./runtime.server";

/**
 * The admin gate (spec 001 §4, §6): who is signed in, whether they hold the
 * admin role, and the sign-in, second-factor and sign-out steps. Every
 * loader, action and download behind /admin goes through `requireAdmin` or
 * `readAdminSession`; the role is read from `user_roles` on every request.
 */

export interface AdminUser {
  id: string;
  email: string;
  twoFactorEnabled: boolean;
}

export type AdminSession =
  | { state: "admin"; user: AdminUser }
  | { state: "signed-out" }
  /** Signed in without the admin role: the session has been ended (clearing headers attached). */
  | { state: "denied"; headers: Headers };

/** A one-time message carried across a redirect (e.g. "Login successful"). */
// Path "/" because the page's data requests go to /admin.data, outside a "/admin" cookie path.
const flashCookie = createCookie("admin_flash", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

export interface Flash {
  message: string;
  kind: "success" | "error";
}

export async function readFlash(request: Request): Promise<Flash | undefined> {
  const value = await flashCookie.parse(request.headers.get("Cookie"));
  if (value && typeof value.message === "string" && (value.kind === "success" || value.kind === "error")) {
    return { message: value.message, kind: value.kind };
  }
  return undefined;
}

export async function clearFlashHeader(): Promise<string> {
  return flashCookie.serialize("", { maxAge: 0 });
}

/** A 303 to the dashboard (or another admin address) carrying a message and any auth cookies. */
export async function redirectWithFlash(to: string, flash: Flash, authHeaders?: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashCookie.serialize(flash));
  return redirect(to, { status: 303, headers });
}

/**
 * Only what better-auth needs from the visitor's request: the cookies and
 * the client's address and browser (recorded with the session). The
 * cross-site check has already been made by the server for every post.
 */
function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent.slice(0, 300));
  headers.set("X-Forwarded-For", clientAddress);
  return headers;
}

/** Ends a session by its token, so a non-admin never keeps one. */
async function endSession(token: string) {
  await getDb().delete(sessions).where(eq(sessions.token, token));
}

/** Expired session cookies for a browser that holds a session it may not keep. */
async function signOutHeaders(request: Request, clientAddress: string): Promise<Headers> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({
      headers: authHeaders(request, clientAddress),
      returnHeaders: true,
    });
    return headers;
  } catch {
    return new Headers();
  }
}

/**
 * The session check. A failure to check (the database is down) reads as
 * signed out, so the login form shows (spec 001 §8), and is logged.
 */
export async function readAdminSession(request: Request, clientAddress: string): Promise<AdminSession> {
  if (!request.headers.get("Cookie")) return { state: "signed-out" };
  try {
    const auth = await getAuth();
    const found = await auth.api.getSession({ headers: authHeaders(request, clientAddress) });
    if (!found) return { state: "signed-out" };
    if (!(await isAdmin(getDb(), found.user.id))) {
      const headers = await signOutHeaders(request, clientAddress);
      await endSession(found.session.token);
      return { state: "denied", headers };
    }
    return {
      state: "admin",
      user: {
        id: found.user.id,
        email: found.user.email,
        twoFactorEnabled: Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      },
    };
  } catch (error) {
    console.error("[admin] session check failed:", error);
    return { state: "signed-out" };
  }
}

/** The signed-in admin, or a 403 answer for anyone else. */
export async function requireAdmin(request: Request, clientAddress: string): Promise<AdminUser> {
  const session = await readAdminSession(request, clientAddress);
  if (session.state !== "admin") {
    throw data({ ok: false, message: adminMessages.accessDenied }, { status: 403 });
  }
  return session.user;
}

export interface AuthFailure {
  ok: false;
  message: string;
  /** The sign-in step the form should show next. */
  step: "password" | "code";
}

export function authFailure(status: number, message: string, step: AuthFailure["step"] = "password") {
  return data<AuthFailure>({ ok: false, message, step }, { status });
}

function loginRateLimitMessage(minutes: number) {
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

/**
 * Counts a sign-in attempt against the client's budget and, when the e-mail
 * is known, the account's (so one account cannot be guessed at from many
 * addresses); an answer when either is spent.
 */
async function loginBudgetSpent(clientAddress: string, step: AuthFailure["step"], email?: string) {
  const store = getRateLimits();
  const { rateLimitMaxLogins } = getConfig();
  const keys = [`login:${clientAddress}`, ...(email ? [accountKey(email)] : [])];
  const limits = await Promise.all(
    keys.map((key) => store.hit(key, rateLimitMaxLogins, LOGIN_WINDOW_SECONDS)),
  );
  const refused = limits
    .filter((limit) => !limit.allowed)
    .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  if (!refused) return undefined;
  return data<AuthFailure>(
    { ok: false, message: loginRateLimitMessage(refused.retryAfterMinutes), step },
    { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } },
  );
}

function accountKey(email: string): string {
  return `login-account:${email.trim().toLowerCase()}`;
}

/** better-auth's refusals carry a status; anything else is a failure of ours. */
function authErrorStatus(error: unknown): number | undefined {
  if (error && typeof error === "object" && "statusCode" in error) {
    const status = (error as { statusCode: unknown }).statusCode;
    if (typeof status === "number") return status;
  }
  return undefined;
}

function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | undefined)?.body;
  return typeof body?.code === "string" ? body.code : undefined;
}

/**
 * After the last factor: keep the session only for an admin. A non-admin's
 * new session is deleted before its cookie ever reaches the browser.
 */
async function finishSignIn(
  user: { id: string; email: string },
  token: string,
  headers: Headers,
  clientAddress: string,
) {
  if (!(await isAdmin(getDb(), user.id))) {
    await endSession(token);
    return authFailure(403, adminMessages.accessDenied);
  }
  const store = getRateLimits();
  await Promise.all([store.clear(`login:${clientAddress}`), store.clear(accountKey(user.email))]);
  return redirectWithFlash("/admin", { message: adminMessages.loginSuccess, kind: "success" }, headers);
}

const MAX_EMAIL = 255;
const MAX_PASSWORD = 128;

export async function signIn(
  request: Request,
  { email, password }: ActionOf<"login">,
  clientAddress: string,
) {
  // Too long to be an account of ours: the same answer as a wrong password.
  if (email.length > MAX_EMAIL || password.length > MAX_PASSWORD) {
    return authFailure(401, adminMessages.invalidCredentials);
  }
  try {
    const spent = await loginBudgetSpent(clientAddress, "password", email);
    if (spent) return spent;
    const auth = await getAuth();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authHeaders(request, clientAddress),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      const next = new Headers();
      for (const cookie of headers.getSetCookie()) next.append("Set-Cookie", cookie);
      return redirect("/admin?step=code", { status: 303, headers: next });
    }
    if (!("user" in response) || !response.token) return authFailure(503, adminMessages.loginFailed);
    return await finishSignIn(response.user, response.token ?? "", headers, clientAddress);
  } catch (error) {
    const status = authErrorStatus(error);
    if (status === 401 || status === 400 || status === 403) {
      return authFailure(401, adminMessages.invalidCredentials);
    }
    console.error("[admin] sign-in failed:", error);
    return authFailure(503, adminMessages.loginFailed);
  }
}

/** The second step for an owner with an authenticator app: a TOTP code or a recovery code. */
export async function verifySecondFactor(
  request: Request,
  { code, method }: ActionOf<"verify-code">,
  clientAddress: string,
) {
  const recovery = method === "recovery";
  try {
    const spent = await loginBudgetSpent(clientAddress, "code");
    if (spent) return spent;
    const auth = await getAuth();
    const headers = authHeaders(request, clientAddress);
    const { headers: answerHeaders, response } = recovery
      ? await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    return await finishSignIn(response.user, response.token ?? "", answerHeaders, clientAddress);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      return authFailure(401, adminMessages.invalidCode, "code");
    }
    const status = authErrorStatus(error);
    if (status === 401 || status === 400) return authFailure(401, adminMessages.codeExpired);
    console.error("[admin] second factor failed:", error);
    return authFailure(503, adminMessages.loginFailed, "code");
  }
}

export async function signOut(request: Request, clientAddress: string) {
  const headers = await signOutHeaders(request, clientAddress);
  return redirectWithFlash("/admin", { message: adminMessages.loggedOut, kind: "success" }, headers);
}

/** Auth calls made for the signed-in admin (two-factor enrolment), with the request's cookies. */
export async function adminAuthCall<T>(
  request: Request,
  clientAddress: string,
  call: (
    api: Awaited<ReturnType<typeof getAuth>>["api"],
    headers: Headers,
  ) => Promise<{ headers: Headers; response: T }>,
) {
  const auth = await getAuth();
  return call(auth.api, authHeaders(request, clientAddress));
}

export { authErrorCode, authErrorStatus };
