import type { AdminHandle } from "~/components/admin/admin-handle";
import { FaqForm } from "~/features/content/components/faq-form";
import { faqEditAction, faqEditData } from "~/features/content/server/faq-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/faq-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New question" : "Edit question"),
  under: "faq",
};

export function loader({ params, request }: Route.LoaderArgs) {
  return faqEditData(params.id, request);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return faqEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminFaqEdit({ loaderData }: Route.ComponentProps) {
  return <FaqForm data={loaderData} />;
}
