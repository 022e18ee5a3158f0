import { createContext, type MiddlewareFunction } from "react-router";
import { adminMessages } from "~/lib/admin-form";
import { redirectWithFlash } from "~/server/admin-posts.server";
import { adminUserContext, clientAddressContext } from "~/server/request-context.server";
import { type AdminSession, readAdminSession } from "./admin-session.server";

/**
 * The admin's gate as React Router middleware. The admin layout reads the
 * session once per request (`adminSession`); each group of admin routes
 * below it refuses anyone but an admin the way its kind of answer expects
 * (`adminOnly`): a page sends the visitor to the sign-in, a download or an
 * upload answers 403, a visitor's photo answers 404 as if it did not exist.
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

async function refusal(kind: Refusal, session: AdminSession, request: Request): Promise<Response> {
  switch (kind) {
    case "sign-in":
      return redirectWithFlash("/admin", {
        message: session.state === "denied" ? adminMessages.accessDenied : "Please sign in to continue.",
        kind: "error",
      });
    case "forbidden":
      // The gallery's uploader reads JSON; a download or a form reads a sentence.
      if ((request.headers.get("accept") ?? "").includes("application/json")) {
        return Response.json(
          { ok: false, message: adminMessages.accessDenied },
          { status: 403, headers: { "Cache-Control": "no-store" } },
        );
      }
      return new Response("Sign in as the admin at /admin first.\n", {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    case "not-found":
      // The same answer as for a photo that does not exist: nothing tells them it does.
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
}

/** Lets only a signed-in admin through; anyone else gets the answer `kind` names. */
export function adminOnly(kind: Refusal): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const session = context.get(adminSessionContext);
    if (session.state !== "admin") return refusal(kind, session, request);
    return next();
  };
}
