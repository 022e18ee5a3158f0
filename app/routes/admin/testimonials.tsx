import type { AdminHandle } from "~/components/admin/admin-handle";
import { TestimonialList } from "~/features/content/components/testimonial-list";
import {
  testimonialListAction,
  testimonialListData,
} from "~/features/content/server/testimonials-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/testimonials";

export const handle: AdminHandle = { title: "Testimonials", under: "content" };

export function loader() {
  return testimonialListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return testimonialListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialList testimonials={loaderData.testimonials} />;
}
