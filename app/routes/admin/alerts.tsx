import type { AdminHandle } from "~/components/admin/admin-handle";
import { AlertsPage } from "~/features/leads/components/alerts/alerts-page";
import { alertsAction, alertsPageData } from "~/features/leads/server/alerts-page.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/alerts";

export const handle: AdminHandle = { title: "Alerts" };

export function loader({ context }: Route.LoaderArgs) {
  return alertsPageData(adminUser(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return alertsAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminAlerts({ loaderData }: Route.ComponentProps) {
  return (
    <AlertsPage
      publicKey={loaderData.publicKey}
      devices={loaderData.devices}
      settings={loaderData.settings}
      textTemplates={loaderData.textTemplates}
    />
  );
}
