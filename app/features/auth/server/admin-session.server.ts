import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { AuthActionOf } from "~/features/auth/schemas";
import { getAuth } from "~/features/auth/server/auth-instance.server";
import { adminMessages } from "~/lib/admin-form";
import { redirectWithFlash } from "~/server/admin-posts.server";
import { sessions } from "~/server/db/schema.server";
import { clientBudgetKey, LOGIN_WINDOW_SECONDS } from "~/server/rate-limit.server";
import type { AdminUser } from "~/server/request-context.server";
import { getConfig, getDb, getRateLimits } from "~/server/runtime.server";
import { teamRole } from "./auth.server";

/**
 * The admin gate (spec 001 §4, §6): who is signed in, whether they hold the
 * admin role, and the sign-in, second-factor and sign-out steps. The admin
 * routes' middleware (admin-gate.server.ts) reads the session once per
 * request; the role is read from `user_roles` every time.
 */

export type AdminSession =
  /** A member of the team (the owner or staff: `user.role`) may use the admin. */
  | { state: "admin"; user: AdminUser }
  | { state: "signed-out" }
  /** Signed in without a role (neither owner nor staff): the session has been ended (clearing headers attached). */
  | { state: "denied"; headers: Headers };

/**
 * Whether the browser is between the password and the code: better-auth's
 * two-factor cookie is there (its name depends on the cookie prefix and on
 * Secure; docs/decisions names the canary test).
 */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*two_factor=/.test(request.headers.get("Cookie") ?? "");
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
    const role = await teamRole(getDb(), found.user.id);
    if (!role) {
      const headers = await signOutHeaders(request, clientAddress);
      await endSession(found.session.token);
      return { state: "denied", headers };
    }
    return {
      state: "admin",
      user: {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        role,
        twoFactorEnabled: Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      },
    };
  } catch (error) {
    console.error("[admin] session check failed:", error);
    return { state: "signed-out" };
  }
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
 * Counts a sign-in attempt against the client's budget (one address guessing
 * at any account); an answer when it is spent.
 */
async function clientBudgetSpent(clientAddress: string, step: AuthFailure["step"]) {
  const { rateLimitMaxLogins } = getConfig();
  const limit = await getRateLimits().hit(clientKey(clientAddress), rateLimitMaxLogins, LOGIN_WINDOW_SECONDS);
  if (limit.allowed) return undefined;
  return data<AuthFailure>(
    { ok: false, message: loginRateLimitMessage(limit.retryAfterMinutes), step },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
  );
}

function clientKey(clientAddress: string): string {
  return `login:${clientBudgetKey(clientAddress)}`;
}

function accountKey(email: string): string {
  return `login-account:${email.trim().toLowerCase()}`;
}

function accountWaitKey(email: string): string {
  return `login-wait:${email.trim().toLowerCase()}`;
}

/** The longest an account's sign-in ever waits after failures: the owner is never locked out for long. */
const MAX_ACCOUNT_WAIT_SECONDS = 60;

/**
 * An account that failed too often (from any address) is not locked: each
 * failure past its budget makes the next attempt wait longer (5 s, 10 s, 20 s
 * ... up to a minute). An attempt inside the wait is answered 429 without the
 * password being checked; after it, the right password gets in as usual.
 */
async function accountWaiting(email: string) {
  const wait = await getRateLimits().peek(accountWaitKey(email));
  if (!wait) return undefined;
  const seconds = Math.max(1, Math.ceil((wait.resetAt.getTime() - Date.now()) / 1000));
  return data<AuthFailure>(
    {
      ok: false,
      message: `Too many failed sign-ins for this account. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
      step: "password",
    },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );
}

async function countAccountFailure(email: string) {
  const store = getRateLimits();
  const { rateLimitMaxLogins } = getConfig();
  const failures = await store.hit(accountKey(email), Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_SECONDS);
  const over = failures.count - rateLimitMaxLogins;
  if (over >= 0) {
    const seconds = Math.min(5 * 2 ** over, MAX_ACCOUNT_WAIT_SECONDS);
    await store.hit(accountWaitKey(email), 1, seconds);
  }
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
  if (!(await teamRole(getDb(), user.id))) {
    await endSession(token);
    return authFailure(403, adminMessages.accessDenied);
  }
  const store = getRateLimits();
  await Promise.all([
    store.clear(clientKey(clientAddress)),
    store.clear(accountKey(user.email)),
    store.clear(accountWaitKey(user.email)),
  ]);
  return redirectWithFlash("/admin", { message: adminMessages.loginSuccess, kind: "success" }, headers);
}

const MAX_EMAIL = 255;
const MAX_PASSWORD = 128;

export async function signIn(
  request: Request,
  { email, password }: AuthActionOf<"login">,
  clientAddress: string,
) {
  // Too long to be an account of ours: the same answer as a wrong password.
  if (email.length > MAX_EMAIL || password.length > MAX_PASSWORD) {
    return authFailure(401, adminMessages.invalidCredentials);
  }
  try {
    const spent = (await clientBudgetSpent(clientAddress, "password")) ?? (await accountWaiting(email));
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
      await countAccountFailure(email);
      return authFailure(401, adminMessages.invalidCredentials);
    }
    console.error("[admin] sign-in failed:", error);
    return authFailure(503, adminMessages.loginFailed);
  }
}

/** The second step for an owner with an authenticator app: a TOTP code or a recovery code. */
/**
 * An authenticator code signs in once (RFC 6238 §5.2): whoever saw it typed
 * cannot use it again while it is still valid (its 30 seconds, and the step
 * before and after that the check allows).
 */
async function codeUsedBefore(userId: string, code: string): Promise<boolean> {
  const use = await getRateLimits().hit(`totp-used:${userId}:${code}`, 1, 90);
  return !use.allowed;
}

export async function verifySecondFactor(
  request: Request,
  { code, method }: AuthActionOf<"verify-code">,
  clientAddress: string,
) {
  const recovery = method === "recovery";
  try {
    const spent = await clientBudgetSpent(clientAddress, "code");
    if (spent) return spent;
    const auth = await getAuth();
    const headers = authHeaders(request, clientAddress);
    const { headers: answerHeaders, response } = recovery
      ? await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    if (!recovery && (await codeUsedBefore(response.user.id, code))) {
      // The session just made is ended before its cookie ever reaches the browser.
      await endSession(response.token ?? "");
      return authFailure(401, adminMessages.codeUsed);
    }
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
