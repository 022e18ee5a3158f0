import { BookPage } from "~/features/booking/components/book-page";
import { bookPageAction, bookPageData } from "~/features/booking/index.server";
import { getContent } from "~/features/content/server/content-runtime.server";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { revalidateUnlessUnsent, unsentAware, useKeptAnswer } from "~/lib/unsent-post";
import { clientAddressContext } from "~/server/request-context.server";
import type { Route } from "./+types/book";

/** The action's headers (Retry-After on a rate-limit refusal) reach the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const [{ site }, page] = await Promise.all([getContent(), bookPageData(request)]);
  return {
    page,
    meta: pageMeta(site, {
      title: "Book a Free Estimate Visit",
      description: "Pick a time for a free painting or drywall estimate at your home: it takes a minute.",
      path: "/book",
      keywords: ["book painting estimate", "free estimate visit"],
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

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
