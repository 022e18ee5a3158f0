import { createContext, data, type MiddlewareFunction } from "react-router";
import { mayOpenOwnerPages } from "~/features/auth/team-rules";
import { adminMessages } from "~/lib/admin-form";
import { redirectWithFlash } from "~/server/admin-posts.server";
import { adminUserContext, clientAddressContext } from "~/server/request-context.server";
import { type AdminSession, readAdminSession } from "./admin-session.server";

/**
 * The admin's gate as React Router middleware. The admin layout reads the
 * session once per request (`adminSession`); each group of admin routes
 * below it refuses anyone outside the team the way its kind of answer
 * expects: a page sends the visitor to the sign-in, a download or an upload
 * answers 403, a visitor's photo answers 404 as if it did not exist.
 *
 * The role is decided here and by the groups of app/routes.ts, in one place:
 * the groups `staff-pages.tsx` and `staff-files.tsx` (and the lead photos)
 * let the whole team in (`teamOnly`); every other group is the owner's
 * (`ownerOnly`), and staff get 403 there, for a page and for a post alike.
 * A new admin route is therefore the owner's unless it is put in a staff
 * group (tests/repo/admin-route-roles.test.ts lists what staff may open).
 */

/** The session as the layout read it: the sign-in page needs to know about a refused non-admin. */
export const adminSessionContext = createContext<AdminSession>({ state: "signed-out" });

/**
 * Reads the session for everything below the admin layout. A signed-in user
 * without the admin role has had their session ended: the cookies clearing it
 * go out with whatever the request answers.
 */
export const adminSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readAdminSession(request, context.get(clientAddressContext));
  context.set(adminSessionContext, session);
  context.set(adminUserContext, session.state === "admin" ? session.user : null);
  const response = await next();
  if (session.state === "denied") {
    for (const cookie of session.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  }
  return response;
};

export type Refusal = "sign-in" | "forbidden" | "not-found";

function forbidden(request: Request, message: string, text = message): Response {
  // The gallery's uploader reads JSON; a download or a form reads a sentence.
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    return Response.json({ ok: false, message }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(`${text}\n`, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function refusal(kind: Refusal, session: AdminSession, request: Request): Promise<Response> {
  switch (kind) {
    case "sign-in":
      return redirectWithFlash("/admin", {
        message: session.state === "denied" ? adminMessages.accessDenied : "Please sign in to continue.",
        kind: "error",
      });
    case "forbidden":
      return forbidden(request, adminMessages.accessDenied, "Sign in as the admin at /admin first.");
    case "not-found":
      // The same answer as for a photo that does not exist: nothing tells them it does.
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
}

/** Lets any signed-in member of the team through (owner or staff); anyone else gets the answer `kind` names. */
export function teamOnly(kind: Refusal): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session = context.get(adminSessionContext);
    if (session.state !== "admin") return refusal(kind, session, request);
    return next();
  };
}

/** What staff read when they open something that is the owner's. */
export const ownerOnlyMessage = "This is for the owner's account only. Your account works the leads.";

/**
 * Lets only the owner through. Anyone outside the team gets the answer `kind`
 * names; staff get 403 (a page shows it inside the admin's frame, with its
 * navigation; a download or upload reads it as text or JSON).
 */
export function ownerOnly(kind: Refusal): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session = context.get(adminSessionContext);
    if (session.state !== "admin") return refusal(kind, session, request);
    if (mayOpenOwnerPages(session.user.role)) return next();
    if (kind === "sign-in") throw data({ ok: false, message: ownerOnlyMessage }, { status: 403 });
    return forbidden(request, ownerOnlyMessage);
  };
}
