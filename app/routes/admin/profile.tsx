import type { AdminHandle } from "~/components/admin/admin-handle";
import { ProfileSectionsList } from "~/features/content/components/profile-sections-list";
import { profileSectionsData } from "~/features/content/server/profile-admin.server";
import type { Route } from "./+types/profile";

export const handle: AdminHandle = { title: "Business profile", under: "content" };

export function loader() {
  return profileSectionsData();
}

export default function AdminProfile({ loaderData }: Route.ComponentProps) {
  return <ProfileSectionsList sections={loaderData.sections} />;
}
