import type { AdminHandle } from "~/components/admin/admin-handle";
import { PageTextForm } from "~/features/content/components/page-text-form";
import { pageTextEditAction, pageTextEditData } from "~/features/content/server/page-texts-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/page-text-edit";

export const handle: AdminHandle = { title: "Edit a page's text", under: "texts" };

export function loader({ params }: Route.LoaderArgs) {
  return pageTextEditData(params.key);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return pageTextEditAction(request, adminUser(context), params.key);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminPageTextEdit({ loaderData }: Route.ComponentProps) {
  return <PageTextForm data={loaderData} />;
}
