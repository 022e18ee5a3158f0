import { receiveStripeWebhook } from "~/features/payments/index.server";
import type { Route } from "./+types/stripe-webhook";

// Never kept by the page cache: Stripe posts here.
export const handle = { pageCache: false };

/** An event Stripe sends about an invoice paid online (signed with the webhook's secret). */
export function action({ request }: Route.ActionArgs) {
  return receiveStripeWebhook(request);
}

/** Nothing to read here. */
export function loader() {
  return new Response("Stripe sends its events with POST.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
