import type { AdminHandle } from "~/components/admin/admin-handle";
import { ContentOverview } from "~/features/content/components/content-overview";
import { contentOverviewData } from "~/features/content/server/overview.server";
import type { Route } from "./+types/content";

export const handle: AdminHandle = { title: "Content" };

export function loader() {
  return contentOverviewData();
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return <ContentOverview summary={loaderData.summary} goLive={loaderData.goLive} />;
}
