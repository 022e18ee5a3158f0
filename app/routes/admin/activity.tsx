import type { AdminHandle } from "~/components/admin/admin-handle";
import { ActivityLog } from "~/features/content/components/activity-log";
import { activityPageData } from "~/features/content/server/overview.server";
import type { Route } from "./+types/activity";

export const handle: AdminHandle = { title: "Activity" };

export function loader({ request }: Route.LoaderArgs) {
  return activityPageData(request);
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return <ActivityLog data={loaderData} />;
}
