import type { AdminHandle } from "~/components/admin/admin-handle";
import { PageTextList } from "~/features/content/components/page-text-list";
import { pageTextListData } from "~/features/content/server/page-texts-admin.server";
import type { Route } from "./+types/page-texts";

export const handle: AdminHandle = { title: "Page texts", under: "content" };

export function loader() {
  return pageTextListData();
}

export default function AdminPageTexts({ loaderData }: Route.ComponentProps) {
  return <PageTextList pages={loaderData.pages} />;
}
