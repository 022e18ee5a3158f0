import type { AdminHandle } from "~/components/admin/admin-handle";
import { OpeningList } from "~/features/content/components/opening-list";
import { openingListAction, openingListData } from "~/features/content/server/openings-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/openings";

export const handle: AdminHandle = { title: "Job openings", under: "content" };

export function loader() {
  return openingListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return openingListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminOpenings({ loaderData }: Route.ComponentProps) {
  return <OpeningList openings={loaderData.openings} />;
}
