import type { AdminHandle } from "~/components/admin/admin-handle";
import { SetPassword } from "~/features/auth/components/set-password";
import { setPasswordAction, setPasswordPageData } from "~/features/auth/server/password-reset.server";
import type { Route } from "./+types/set-password";

/** /admin/set-password/<token>: the e-mailed link of a forgotten password or an invitation (works once). */
export const handle: AdminHandle = {
  title: "Set your password",
  description: "Choose a password for the admin.",
};

export function loader({ params }: Route.LoaderArgs) {
  return setPasswordPageData(params.token);
}

export function action({ request, params }: Route.ActionArgs) {
  return setPasswordAction(request, params.token);
}

export default function AdminSetPassword({ loaderData }: Route.ComponentProps) {
  return <SetPassword page={loaderData} />;
}
