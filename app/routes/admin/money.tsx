import type { AdminHandle } from "~/components/admin/admin-handle";
import { MoneyPage } from "~/features/payments/components/money-page";
import { moneyPageData } from "~/features/payments/server/money.server";
import type { Route } from "./+types/money";

export const handle: AdminHandle = {
  title: "Money",
  description: "What your customers owe you, what is overdue and what came in.",
};

export function loader() {
  return moneyPageData();
}

export default function AdminMoney({ loaderData }: Route.ComponentProps) {
  return <MoneyPage data={loaderData} />;
}
