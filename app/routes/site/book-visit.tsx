import { VisitPage } from "~/features/booking/components/visit-page";
import { visitPageAction, visitPageData } from "~/features/booking/index.server";
import { withCustomerLinkHeaders } from "~/lib/customer-link";
import { revalidateUnlessUnsent, unsentAware, useKeptAnswer } from "~/lib/unsent-post";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/book-visit";

// Never kept by the page cache: each visitor's own visit.
export const handle = { pageCache: false };

export const meta = () => [
  { title: "Your estimate visit" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page's address is the visit's key: kept by no cache (customer-link.ts).
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  withCustomerLinkHeaders(loaderHeaders, actionHeaders);

export const loader = ({ request, params }: Route.LoaderArgs) => visitPageData(request, params.token);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  visitPageAction(request, params.token, context.get(clientAddressContext));

// A post that gets no answer (a weak signal) leaves the page as it was, with a message.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unsentAware({ serverAction });
export const shouldRevalidate = revalidateUnlessUnsent;

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { shown, unsent } = useKeptAnswer(actionData, loaderData);
  return <VisitPage data={shown} unsent={unsent} />;
}
