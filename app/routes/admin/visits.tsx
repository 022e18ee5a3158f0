import type { AdminHandle } from "~/components/admin/admin-handle";
import { VisitsPage } from "~/features/booking/components/visits-page";
import { visitsAction, visitsPageData } from "~/features/booking/server/visits-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/visits";

export const handle: AdminHandle = {
  title: "Visits",
  description: "Estimate visits to come, by day: confirm, decline or cancel them.",
};

export function loader() {
  return visitsPageData();
}

export function action({ request }: Route.ActionArgs) {
  return visitsAction(request);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminVisits({ loaderData }: Route.ComponentProps) {
  return <VisitsPage data={loaderData} />;
}
