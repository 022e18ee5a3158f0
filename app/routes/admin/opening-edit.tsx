import type { AdminHandle } from "~/components/admin/admin-handle";
import { OpeningForm } from "~/features/content/components/opening-form";
import { openingEditAction, openingEditData } from "~/features/content/server/openings-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/opening-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New job opening" : "Edit job opening"),
  under: "openings",
};

export function loader({ params }: Route.LoaderArgs) {
  return openingEditData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return openingEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminOpeningEdit({ loaderData }: Route.ComponentProps) {
  return <OpeningForm data={loaderData} />;
}
