import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { adminMessages } from "./admin";
import type { ContentFormResult } from "./admin-content";

/**
 * What every admin route module exports alike: its frame (the admin's own
 * shell, with toasts) and its headers (never cached, never indexed, and the
 * sign-in and message cookies passed on).
 */

export const adminHandle = { toasts: true, shell: "admin" };

export function adminHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const merged = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) merged.append("Set-Cookie", cookie);
    const retryAfter = source.get("Retry-After");
    if (retryAfter) merged.set("Retry-After", retryAfter);
  }
  return merged;
}

/**
 * A Content form's post that never reached the server (the connection
 * dropped) answers with a message instead of an error page: the form and
 * what was typed in it stay as they were.
 */
export async function keepFormWhenUnsent({
  serverAction,
}: {
  serverAction: () => Promise<unknown>;
}): Promise<ContentFormResult> {
  try {
    // A Content action answers a ContentFormResult or redirects.
    return (await serverAction()) as ContentFormResult;
  } catch (error) {
    // The server's redirects (after a save) and its error pages come this way too.
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { ok: false, unsent: true, message: adminMessages.unsent, issues: [] } satisfies ContentFormResult;
  }
}

/** After a post that never left the browser there is nothing new to load. */
export const revalidateUnlessUnsent: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as { unsent?: boolean } | undefined)?.unsent ? false : defaultShouldRevalidate);
