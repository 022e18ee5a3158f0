import { newInvoiceAction } from "~/features/payments/server/invoice-admin.server";
import type { Route } from "./+types/quote-invoices";

/** "Make the balance invoice" and "Bill a progress payment" from a quote's page; on to the new invoice. */
export function action({ request, params }: Route.ActionArgs) {
  return newInvoiceAction(request, params.id);
}
