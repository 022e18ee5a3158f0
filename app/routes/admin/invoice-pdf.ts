import { ownerInvoicePdf } from "~/features/payments/server/invoice-admin.server";
import type { Route } from "./+types/invoice-pdf";

/** An invoice's PDF for the owner (behind the owner's files gate). */
export function loader({ params }: Route.LoaderArgs) {
  return ownerInvoicePdf(params.id);
}
