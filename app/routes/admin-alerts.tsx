import { AdminShell } from "~/components/admin/admin-shell";
import { AlertsPage } from "~/components/admin/alerts/alerts-page";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { alertsAction, alertsPageData } from "~/server/admin-alerts.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-alerts";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return alertsPageData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return alertsAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <AlertsPage
        publicKey={loaderData.publicKey}
        devices={loaderData.devices}
        settings={loaderData.settings}
        flash={inline.loader ? loaderData.flash : undefined}
        refusal={inline.action && actionData && !actionData.ok ? actionData.message : undefined}
      />
    </AdminShell>
  );
}
