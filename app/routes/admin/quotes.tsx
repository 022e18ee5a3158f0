import type { AdminHandle } from "~/components/admin/admin-handle";
import { QuoteList } from "~/features/quotes/components/quote-list";
import { quoteListData } from "~/features/quotes/server/quote-list.server";
import type { Route } from "./+types/quotes";

export const handle: AdminHandle = {
  title: "Quotes",
  description: "The quotes you sent, what each customer did with it, and the drafts.",
};

export function loader() {
  return quoteListData();
}

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  return <QuoteList data={loaderData} />;
}
