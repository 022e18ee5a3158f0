import type { AdminHandle } from "~/components/admin/admin-handle";
import { NewQuotePage } from "~/features/quotes/components/quote-admin-page";
import { newQuoteAction, newQuoteData } from "~/features/quotes/server/quote-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/quote-new";

export const handle: AdminHandle = { title: "New quote", under: "quotes" };

export function loader({ params }: Route.LoaderArgs) {
  return newQuoteData(params.leadId);
}

export function action({ request, params }: Route.ActionArgs) {
  return newQuoteAction(request, params.leadId);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminQuoteNew({ loaderData }: Route.ComponentProps) {
  return <NewQuotePage data={loaderData} />;
}
