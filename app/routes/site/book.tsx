import { data } from "react-router";
import { BookPage } from "~/features/booking/components/book-page";
import { bookPageAction, bookPageData } from "~/features/booking/index.server";
import { getContent } from "~/features/content/server/content-runtime.server";
import { customerLinkHeaders, withCustomerLinkHeaders } from "~/lib/customer-link";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { revalidateUnlessUnsent, unsentAware, useKeptAnswer } from "~/lib/unsent-post";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/book";

/**
 * The action's headers (Retry-After on a rate-limit refusal) reach the page's response; with a
 * visitor's key in its address (?visitor=), the page is that visitor's own (customer-link.ts).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  loaderHeaders.has("Cache-Control") ? withCustomerLinkHeaders(loaderHeaders, actionHeaders) : actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const [{ site }, page] = await Promise.all([getContent(), bookPageData(request)]);
  const visitorKey = new URL(request.url).searchParams.has("visitor");
  return data(
    {
      page,
      meta: pageMeta(site, {
        title: "Book a Free Estimate Visit",
        description: "Pick a time for a free painting or drywall estimate at your home: it takes a minute.",
        path: "/book",
        keywords: ["book painting estimate", "free estimate visit"],
        noindex: true,
      }),
    },
    visitorKey ? { headers: customerLinkHeaders } : undefined,
  );
}

export const meta = metaFromLoader;
// A page with real client state: its scripts start once it has painted (decision 0030).

export function action({ request, context }: Route.ActionArgs) {
  return bookPageAction(request, context.get(clientAddressContext));
}

// A post that gets no answer (a weak signal) leaves the page as it was, with a message.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unsentAware({ serverAction });
export const shouldRevalidate = revalidateUnlessUnsent;

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { shown, unsent } = useKeptAnswer(actionData, loaderData.page);
  return <BookPage data={shown} unsent={unsent} />;
}
