import { AdminShell } from "~/components/admin/admin-shell";
import { ProfileForm } from "~/components/admin/content/profile-form";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { profileAction, profilePageData } from "~/server/admin-profile.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-profile";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return profilePageData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <ProfileForm
        profile={loaderData.profile}
        revision={loaderData.revision}
        flash={inline.loader ? loaderData.flash : undefined}
      />
    </AdminShell>
  );
}
