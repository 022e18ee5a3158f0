import { customerInvoicePdf } from "~/features/payments/server/invoice-public.server";
import type { Route } from "./+types/invoice-pdf";

// One customer's invoice: never kept by the page cache.
export const handle = { pageCache: false };

/** The invoice's PDF copy, behind the same unguessable link as its page. */
export function loader({ params }: Route.LoaderArgs) {
  return customerInvoicePdf(params.key);
}
