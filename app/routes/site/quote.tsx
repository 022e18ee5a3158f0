import { depositInstructions, depositInvoiceStep } from "~/features/payments/index.server";
import { QuotePage } from "~/features/quotes/components/quote-page";
import { quotePublicAction, quotePublicData } from "~/features/quotes/server/quote-public.server";
import { withCustomerLinkHeaders } from "~/lib/customer-link";
import { revalidateUnlessUnsent, unsentAware } from "~/lib/unsent-post";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/quote";

// Each quote is one customer's: never kept by the page cache, never indexed.
export const handle = { pageCache: false };

// The page's address is the quote's key: kept by no cache (customer-link.ts).
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  withCustomerLinkHeaders(loaderHeaders, actionHeaders);

export async function loader({ params, request }: Route.LoaderArgs) {
  return quotePublicData(params.key, request, depositInstructions);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Quote ${loaderData.quote.number}` : "Quote" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

// Accepting makes the deposit invoice in the same transaction.
export async function action({ request, params, context }: Route.ActionArgs) {
  return quotePublicAction(
    request,
    params.key,
    context.get(clientAddressContext),
    await depositInvoiceStep(),
  );
}

// A post that gets no answer (a weak signal) leaves the page and the answer typed, with a message.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unsentAware({ serverAction });
export const shouldRevalidate = revalidateUnlessUnsent;

export default function Quote({ loaderData }: Route.ComponentProps) {
  return <QuotePage data={loaderData} />;
}
