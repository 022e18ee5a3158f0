import type { AdminHandle } from "~/components/admin/admin-handle";
import { FaqList } from "~/features/content/components/faq-list";
import { faqListAction, faqListData } from "~/features/content/server/faq-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/faq";

export const handle: AdminHandle = { title: "Questions", under: "content" };

export function loader() {
  return faqListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return faqListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  return <FaqList pages={loaderData.pages} />;
}
