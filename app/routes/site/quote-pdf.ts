import { customerQuotePdf } from "~/features/quotes/server/quote-downloads.server";
import type { Route } from "./+types/quote-pdf";

/** The quote's PDF copy, behind the same unguessable link as its page. */
export function loader({ params }: Route.LoaderArgs) {
  return customerQuotePdf(params.key);
}
