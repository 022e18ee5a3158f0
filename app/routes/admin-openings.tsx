import { AdminShell } from "~/components/admin/admin-shell";
import { OpeningList } from "~/components/admin/content/opening-list";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { openingListAction, openingListData } from "~/server/admin-openings.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-openings";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return openingListData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return openingListAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminOpenings({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <OpeningList openings={loaderData.openings} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
