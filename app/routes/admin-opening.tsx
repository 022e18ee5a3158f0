import { AdminShell } from "~/components/admin/admin-shell";
import { OpeningForm } from "~/components/admin/content/opening-form";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { openingEditAction, openingEditData } from "~/server/admin-openings.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-opening";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return openingEditData(request, context.get(clientAddressContext), params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return openingEditAction(request, context.get(clientAddressContext), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminOpening({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <OpeningForm data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
