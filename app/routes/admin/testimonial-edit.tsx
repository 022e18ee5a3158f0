import type { AdminHandle } from "~/components/admin/admin-handle";
import { TestimonialForm } from "~/features/content/components/testimonial-form";
import {
  testimonialEditAction,
  testimonialEditData,
} from "~/features/content/server/testimonials-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/testimonial-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New testimonial" : "Edit testimonial"),
  under: "testimonials",
};

export function loader({ params }: Route.LoaderArgs) {
  return testimonialEditData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return testimonialEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminTestimonialEdit({ loaderData }: Route.ComponentProps) {
  return <TestimonialForm data={loaderData} />;
}
