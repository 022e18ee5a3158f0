import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminError } from "~/components/admin/admin-error";
import { titleOf } from "~/components/admin/admin-handle";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminSession, adminSessionContext } from "~/features/auth/server/admin-gate.server";
import { ADMIN_MANIFEST_URL } from "~/lib/admin-app";
import { adminMessages, type Flash } from "~/lib/admin-form";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import { pageMeta } from "~/lib/seo";
import type { TeamRole } from "~/lib/team-role";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { clearFlashHeader, readFlash } from "~/server/admin-posts.server";
import type { Route } from "./+types/layout";

/**
 * The admin's frame, once for every admin page: the session is read by the
 * middleware, the admin's own bar and navigation (inside the site's header and
 * footer, root.tsx), never cached or indexed, the message carried over the last
 * redirect, the page's title from its handle, and an error page that keeps both.
 */
export const middleware: Route.MiddlewareFunction[] = [adminSession];

// Never kept by the page cache: every admin page is the signed-in owner's own.
export const handle = { toasts: true, pageCache: false };

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

/** The admin is an app of its own (installable, with its own scope); public pages link no manifest. */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: ADMIN_MANIFEST_URL }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  let flash: Flash | undefined = await readFlash(request);
  const headers = new Headers();
  if (flash) headers.append("Set-Cookie", await clearFlashHeader());
  if (session.state === "denied") flash = { message: adminMessages.accessDenied, kind: "error" };
  const role = session.state === "admin" ? session.user.role : null;
  return data({ signedIn: role !== null, role, flash }, { headers });
}

export const shouldRevalidate = revalidateUnlessUnsent;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = (matches[0]?.loaderData as { site?: SiteFacts } | undefined)?.site;
  const leaf = matches.at(-1);
  const handle = leaf?.handle as Parameters<typeof titleOf>[0];
  const title = titleOf(handle, leaf?.params ?? {}) ?? "Admin";
  if (!site) return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  return pageMeta(site, {
    title: title === "Admin" ? title : `${title} | Admin`,
    description: handle?.description ?? "The site's content, as the owner edits it.",
    path: location.pathname,
    keywords: ["admin"],
    noindex: true,
  });
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell signedIn={loaderData.signedIn} role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData("routes/admin/layout") as
    | { signedIn?: boolean; role?: TeamRole | null }
    | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <AdminShell signedIn={data?.signedIn ?? false} role={data?.role ?? null}>
      <AdminError status={status} />
    </AdminShell>
  );
}
