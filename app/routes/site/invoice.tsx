import { InvoicePage } from "~/features/payments/components/invoice-page";
import { invoicePublicAction, invoicePublicData } from "~/features/payments/server/invoice-public.server";
import { withCustomerLinkHeaders } from "~/lib/customer-link";
import { noScriptsHandle } from "~/lib/page-scripts";
import type { Route } from "./+types/invoice";

// One customer's invoice: never kept by the page cache, never indexed; a plain page whose Pay is a form post.
export const handle = { ...noScriptsHandle, pageCache: false };

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  withCustomerLinkHeaders(loaderHeaders, actionHeaders);

export function loader({ params, request }: Route.LoaderArgs) {
  return invoicePublicData(params.key, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Invoice ${loaderData.invoice.number}` : "Invoice" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function action({ request, params }: Route.ActionArgs) {
  return invoicePublicAction(request, params.key);
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  return <InvoicePage data={loaderData} />;
}
