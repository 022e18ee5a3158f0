import type { AdminHandle } from "~/components/admin/admin-handle";
import { ServiceList } from "~/features/content/components/service-list";
import { serviceListAction, serviceListData } from "~/features/content/server/services-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/services";

export const handle: AdminHandle = { title: "Services", under: "content" };

export function loader() {
  return serviceListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return serviceListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  return <ServiceList services={loaderData.services} photoUpdates={loaderData.photoUpdates} />;
}
