import type { AdminHandle } from "~/components/admin/admin-handle";
import { QuoteInvoices } from "~/features/payments/components/quote-invoices";
import { quoteInvoices } from "~/features/payments/index.server";
import { QuoteAdminPage } from "~/features/quotes/components/quote-admin-page";
import { quoteAction, quotePageData } from "~/features/quotes/server/quote-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/quote";

export const handle: AdminHandle = { title: "Quote", under: "quotes" };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await quotePageData(params.id);
  return { ...page, invoices: page.quote.acceptance ? await quoteInvoices(page.quote.id) : undefined };
}

export function action({ request, params }: Route.ActionArgs) {
  return quoteAction(request, params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminQuote({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteAdminPage data={loaderData}>
      {loaderData.invoices ? (
        <QuoteInvoices quoteId={loaderData.quote.id} invoices={loaderData.invoices} />
      ) : null}
    </QuoteAdminPage>
  );
}
