import { ownerQuotePdf } from "~/features/quotes/server/quote-downloads.server";
import type { Route } from "./+types/quote-pdf";

/** A sent or answered quote's PDF (the signed copy once accepted), behind the owner's files gate. */
export function loader({ params }: Route.LoaderArgs) {
  return ownerQuotePdf(params.id);
}
