import { AdminShell } from "~/components/admin/admin-shell";
import { TestimonialForm } from "~/components/admin/content/testimonial-form";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { testimonialEditAction, testimonialEditData } from "~/server/admin-testimonials.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-testimonial";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return testimonialEditData(request, context.get(clientAddressContext), params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return testimonialEditAction(request, context.get(clientAddressContext), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <TestimonialForm data={loaderData} flash={inline.loader ? loaderData.flash : undefined} />
    </AdminShell>
  );
}
