import type { AdminHandle } from "~/components/admin/admin-handle";
import { CityForm } from "~/features/content/components/city-form";
import { cityEditAction, cityEditData } from "~/features/content/server/city-edit-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/city-edit";

export const handle: AdminHandle = {
  title: ({ slug }) => (slug === "new" ? "New city page" : "Edit a city page"),
  under: "cities",
};

export function loader({ params }: Route.LoaderArgs) {
  return cityEditData(params.slug);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cityEditAction(request, adminUser(context), params.slug);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminCityEdit({ loaderData }: Route.ComponentProps) {
  return <CityForm data={loaderData} />;
}
