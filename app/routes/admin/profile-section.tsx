import type { AdminHandle } from "~/components/admin/admin-handle";
import { ProfileForm } from "~/features/content/components/profile-form";
import { isProfileSection, profileSections } from "~/features/content/profile-sections";
import { profileSectionAction, profileSectionData } from "~/features/content/server/profile-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/profile-section";

export const handle: AdminHandle = {
  title: ({ section }) =>
    section && isProfileSection(section) ? profileSections[section].title : "Business profile",
  under: "profile",
};

export function loader({ params }: Route.LoaderArgs) {
  return profileSectionData(params.section);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return profileSectionAction(request, adminUser(context), params.section);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminProfileSection({ loaderData }: Route.ComponentProps) {
  return <ProfileForm {...loaderData} />;
}
