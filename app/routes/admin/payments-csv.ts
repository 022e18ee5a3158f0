import { paymentsCsvResponse } from "~/features/payments/server/money.server";

/** Every payment received, for the owner's accountant (behind the owner's files gate). */
export function loader() {
  return paymentsCsvResponse();
}
