import type { AdminHandle } from "~/components/admin/admin-handle";
import { QuoteAdminPage } from "~/features/quotes/components/quote-admin-page";
import { quoteAction, quotePageData } from "~/features/quotes/server/quote-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/quote";

export const handle: AdminHandle = { title: "Quote", under: "quotes" };

export function loader({ params }: Route.LoaderArgs) {
  return quotePageData(params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return quoteAction(request, params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminQuote({ loaderData }: Route.ComponentProps) {
  return <QuoteAdminPage data={loaderData} />;
}
