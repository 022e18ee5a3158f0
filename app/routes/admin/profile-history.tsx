import type { AdminHandle } from "~/components/admin/admin-handle";
import { ProfileHistory } from "~/features/content/components/profile-history";
import { isProfileSection, profileSections } from "~/features/content/profile-sections";
import { profileHistoryAction, profileHistoryData } from "~/features/content/server/profile-admin.server";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/profile-history";

export const handle: AdminHandle = {
  title: ({ section }) =>
    section && isProfileSection(section) ? `History: ${profileSections[section].title}` : "History",
  under: "profile",
};

export function loader({ params }: Route.LoaderArgs) {
  return profileHistoryData(params.section);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return profileHistoryAction(request, adminUser(context), params.section);
}

export default function AdminProfileHistory({ loaderData }: Route.ComponentProps) {
  return <ProfileHistory {...loaderData} />;
}
