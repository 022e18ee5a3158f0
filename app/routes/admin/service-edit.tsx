import type { AdminHandle } from "~/components/admin/admin-handle";
import { ServiceForm } from "~/features/content/components/service-form";
import { serviceEditAction, serviceEditData } from "~/features/content/server/services-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/service-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New service" : "Edit service"),
  under: "services",
};

export function loader({ params }: Route.LoaderArgs) {
  return serviceEditData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return serviceEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminServiceEdit({ loaderData }: Route.ComponentProps) {
  return <ServiceForm data={loaderData} />;
}
