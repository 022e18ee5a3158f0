import { VisitPage } from "~/features/booking/components/visit-page";
import { visitPageAction, visitPageData } from "~/features/booking/index.server";
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

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  return <VisitPage data={actionData ?? loaderData} />;
}
