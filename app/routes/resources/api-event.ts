import { siteFacts } from "~/features/content/index.server";
import { receiveEvent } from "~/features/insights/server/events.server";
import { clientAddressContext } from "~/server/request-context.server";
import { getDb, getRateLimits } from "~/server/runtime.server";
import type { Route } from "./+types/api-event";

// Never kept by the page cache: events are posted, and the answer to a GET is a refusal.
export const handle = { pageCache: false };

/** A page view, a click on a call, e-mail or booking link, or a page's speed, sent by the site's own pages. */
export function action({ request, context }: Route.ActionArgs) {
  return receiveEvent(request, context.get(clientAddressContext), {
    db: getDb(),
    limits: getRateLimits(),
    timeZone: async () => (await siteFacts()).business.timeZone,
  });
}

/** Nothing to read here. */
export function loader() {
  return new Response("Events are sent with POST.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
