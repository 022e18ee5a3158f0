import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { moneyText } from "~/lib/money";
import { type QuoteView, quoteStatusLabels } from "../quote-view";

interface QuoteListRow {
  id: string;
  number: number;
  revision: number;
  status: QuoteView["status"];
  title: string;
  customer: string;
  sentAt: string | null;
  viewed: boolean;
  acceptedCents: number | null;
}

/** /admin/quotes: every quote, newest change first. A new quote starts from a lead's card. */
export function QuoteList({ data }: { data: { quotes: QuoteListRow[] } }) {
  return (
    <AdminPage
      title="Quotes"
      intro="Write a quote from a lead on your dashboard: open the lead and tap Write a quote."
    >
      {data.quotes.length === 0 ? (
        <p className="text-muted-foreground">No quotes yet.</p>
      ) : (
        <>
          <p className="mb-4">
            <a
              href="/admin/quotes.csv"
              download
              className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
            >
              <Download aria-hidden="true" className="size-4" /> Download every quote (CSV)
            </a>
          </p>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.quotes.map((quote) => (
              <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link
                    to={`/admin/quotes/${quote.id}`}
                    className="font-semibold underline-offset-2 hover:underline"
                  >
                    Quote {quote.number}
                    {quote.revision > 1 ? ` (version ${quote.revision})` : ""}: {quote.customer}
                  </Link>
                  <p className="text-sm text-muted-foreground">{quote.title}</p>
                </div>
                <p className="text-sm">
                  {quoteStatusLabels[quote.status]}
                  {quote.status === "sent" ? (quote.viewed ? " · opened" : " · not opened yet") : ""}
                  {quote.acceptedCents !== null ? ` · ${moneyText(quote.acceptedCents)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
