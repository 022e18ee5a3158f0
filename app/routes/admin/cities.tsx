import type { AdminHandle } from "~/components/admin/admin-handle";
import { CityList } from "~/features/content/components/city-list";
import { cityListAction, cityListData } from "~/features/content/server/cities-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/cities";

export const handle: AdminHandle = { title: "City pages", under: "content" };

export function loader() {
  return cityListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return cityListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminCities({ loaderData }: Route.ComponentProps) {
  return <CityList data={loaderData} />;
}
