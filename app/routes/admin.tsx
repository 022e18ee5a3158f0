import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { AdminLogin } from "~/components/admin/admin-login";
import { AdminShell } from "~/components/admin/admin-shell";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminMessages } from "~/lib/admin";
import { adminHandle, adminHeaders } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { adminAction } from "~/server/admin-actions.server";
import { adminPageData } from "~/server/admin-page.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin";

export const handle = adminHandle;
export const headers = adminHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return adminPageData(request, context.get(clientAddressContext));
}

export const meta = metaFromLoader;

export function action({ request, context }: Route.ActionArgs) {
  return adminAction(request, context.get(clientAddressContext));
}

/** A post that never reaches the server (a dropped connection) still gets its message (spec 001 §8). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch (error) {
    // The server's redirects (after signing in or out) and errors come this way too.
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const signingIn = intent === "login" || intent === "verify-code";
    return {
      ok: false,
      unsent: true,
      message: signingIn ? adminMessages.loginFailed : adminMessages.unsent,
      step: intent === "verify-code" ? ("code" as const) : ("password" as const),
    };
  }
}

/** After a post that never left the browser there is nothing new to load (and no connection to load it). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { unsent?: boolean } | undefined)?.unsent ? false : defaultShouldRevalidate;

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  const flash = inline.loader ? loaderData.flash : undefined;
  const result = inline.action ? actionData : undefined;
  if (loaderData.view === "login") {
    const step = actionData?.step ?? loaderData.step;
    return (
      <AdminShell signedIn={false}>
        <AdminLogin step={step} result={result} flash={flash} />
      </AdminShell>
    );
  }
  return (
    <AdminShell signedIn>
      <AdminDashboard
        data={loaderData}
        inline={{ flash, result, loadError: inline.loader }}
        enrolment={actionData && "enrolment" in actionData ? actionData.enrolment : undefined}
      />
    </AdminShell>
  );
}
