import type { AdminHandle } from "~/components/admin/admin-handle";
import { ForgotPassword } from "~/features/auth/components/forgot-password";
import { forgotPasswordAction, forgotPasswordPageData } from "~/features/auth/server/password-reset.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/forgot-password";

/** /admin/forgot-password: a link to set a new password, by e-mail (open to anyone; the same answer for any address). */
export const handle: AdminHandle = {
  title: "Forgot password",
  description: "Get a link by e-mail to set a new password for the admin.",
};

export function loader({ request }: Route.LoaderArgs) {
  return forgotPasswordPageData(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context.get(clientAddressContext));
}

export default function AdminForgotPassword({ loaderData }: Route.ComponentProps) {
  return <ForgotPassword mailOn={loaderData.mailOn} sent={loaderData.sent} />;
}
