import { AdminShell } from "~/components/admin/admin-shell";
import { TestimonialList } from "~/components/admin/content/testimonial-list";
import { useAdminToasts } from "~/components/admin/use-admin-toasts";
import { adminHandle, adminHeaders, keepFormWhenUnsent, revalidateUnlessUnsent } from "~/lib/admin-route";
import { metaFromLoader } from "~/lib/route-meta";
import { testimonialListAction, testimonialListData } from "~/server/admin-testimonials.server";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/admin-testimonials";

export const handle = adminHandle;
export const headers = adminHeaders;
export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  return testimonialListData(request, context.get(clientAddressContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return testimonialListAction(request, context.get(clientAddressContext));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const inline = useAdminToasts(loaderData, actionData);
  return (
    <AdminShell signedIn>
      <TestimonialList
        testimonials={loaderData.testimonials}
        flash={inline.loader ? loaderData.flash : undefined}
      />
    </AdminShell>
  );
}
