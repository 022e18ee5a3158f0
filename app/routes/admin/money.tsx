import type { AdminHandle } from "~/components/admin/admin-handle";
import { MoneyPage } from "~/features/payments/components/money-page";
import { moneyAction, moneyPageData } from "~/features/payments/server/money.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import type { Route } from "./+types/money";

export const handle: AdminHandle = {
  title: "Money",
  description: "What your customers owe you, what is overdue and what came in.",
};

export function loader() {
  return moneyPageData();
}

export function action({ request }: Route.ActionArgs) {
  return moneyAction(request);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminMoney({ loaderData }: Route.ComponentProps) {
  return <MoneyPage data={loaderData} />;
}
