import type { AdminHandle } from "~/components/admin/admin-handle";
import { CityList } from "~/features/content/components/city-list";
import { cityListData } from "~/features/content/server/cities-admin.server";
import type { Route } from "./+types/cities";

export const handle: AdminHandle = { title: "City pages", under: "content" };

export function loader() {
  return cityListData();
}

export default function AdminCities({ loaderData }: Route.ComponentProps) {
  return <CityList data={loaderData} />;
}
