import { VisitPage } from "~/features/booking/components/visit-page";
import { visitPageAction, visitPageData } from "~/features/booking/index.server";
import { revalidateUnlessUnsent, unsentAware, useKeptAnswer } from "~/lib/unsent-post";
import type { Route } from "./+types/book-visit";

// Never kept by the page cache: each visitor's own visit.
export const handle = { pageCache: false };

export const meta = () => [
  { title: "Your estimate visit" },
  { name: "robots", content: "noindex, nofollow" },
  // The page's address is the visit's key: it is not sent on to other sites.
  { name: "referrer", content: "no-referrer" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => visitPageData(request, params.token);

export const action = ({ request, params }: Route.ActionArgs) => visitPageAction(request, params.token);

// A post that gets no answer (a weak signal) leaves the page as it was, with a message.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unsentAware({ serverAction });
export const shouldRevalidate = revalidateUnlessUnsent;

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { shown, unsent } = useKeptAnswer(actionData, loaderData);
  return <VisitPage data={shown} unsent={unsent} />;
}
