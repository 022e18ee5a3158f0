import type { AdminHandle } from "~/components/admin/admin-handle";
import { ProfileForm } from "~/features/content/components/profile-form";
import { profileAction, profilePageData } from "~/features/content/server/profile-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/profile";

export const handle: AdminHandle = { title: "Business profile", under: "content" };

export function loader() {
  return profilePageData();
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminProfile({ loaderData }: Route.ComponentProps) {
  return <ProfileForm profile={loaderData.profile} revision={loaderData.revision} />;
}
