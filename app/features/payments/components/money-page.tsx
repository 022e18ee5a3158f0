import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { moneyText } from "~/lib/money";
import { type CustomerOwing, dayText } from "../invoice-view";
import { PaymentSettingsForm } from "./payment-settings-form";

interface MoneyData {
  settings: { reminderDays: string; means: string };
  stripeKey: string | null;
  owedCents: number;
  overdueCents: number;
  processingCents: number;
  paidThisMonthCents: number;
  customers: CustomerOwing[];
  recent: {
    id: string;
    invoiceId: string;
    invoiceNumber: number;
    customer: string;
    amountCents: number;
    refundedCents: number;
    means: string;
    state: "processing" | "received" | "failed";
    receivedOn: string;
  }[];
}

const stateWords = { received: "", processing: " · on its way", failed: " · failed" } as const;

/** /admin/money: what is owed and overdue, what came in this month, who owes what, the latest payments. */
export function MoneyPage({ data }: { data: MoneyData }) {
  return (
    <AdminPage title="Money" width="max-w-3xl" intro="What your customers owe you and what came in.">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term="Owed to you" cents={data.owedCents} />
        <Figure term="Overdue" cents={data.overdueCents} alert={data.overdueCents > 0} />
        <Figure term="Paid this month" cents={data.paidThisMonthCents} />
        <Figure term="Bank payments on their way" cents={data.processingCents} />
      </dl>
      <section aria-labelledby="owing" className="mt-8">
        <h2 id="owing" className="text-lg font-semibold">
          Who owes what
        </h2>
        {data.customers.length === 0 ? (
          <p className="mt-2 text-muted-foreground">Nobody owes you anything right now.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {data.customers.map((customer) => (
              <li key={customer.leadId} className="rounded-lg border border-border p-3">
                <p className="flex flex-wrap justify-between gap-2 font-semibold">
                  <span>{customer.name}</span>
                  <span className="tabular-nums">
                    {moneyText(customer.owedCents)}
                    {customer.overdueCents > 0 ? `, ${moneyText(customer.overdueCents)} overdue` : ""}
                  </span>
                </p>
                <ul className="mt-1 text-sm">
                  {customer.invoices.map((invoice) => (
                    <li key={invoice.id}>
                      <Link
                        to={`/admin/invoices/${invoice.id}`}
                        className="inline-flex min-h-11 items-center underline"
                      >
                        Invoice {invoice.number}: {moneyText(invoice.dueCents)} due {dayText(invoice.dueOn)}
                        {invoice.overdue ? " (overdue)" : ""}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent" className="mt-8">
        <h2 id="recent" className="text-lg font-semibold">
          Latest payments
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No payments yet.</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
              {data.recent.map((payment) => (
                <li key={payment.id} className="p-3 text-sm">
                  <Link to={`/admin/invoices/${payment.invoiceId}`} className="font-semibold underline">
                    {moneyText(payment.amountCents)} from {payment.customer}
                  </Link>
                  <p className="text-muted-foreground">
                    {dayText(payment.receivedOn)} · {payment.means} · Invoice {payment.invoiceNumber}
                    {stateWords[payment.state]}
                    {payment.refundedCents > 0 ? ` · ${moneyText(payment.refundedCents)} refunded` : ""}
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-3">
              <a
                href="/admin/payments.csv"
                download
                className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
              >
                <Download aria-hidden="true" className="size-4" /> Every payment, for your accountant (CSV)
              </a>
            </p>
          </>
        )}
      </section>
      <PaymentSettingsForm values={data.settings} stripeKey={data.stripeKey} />
    </AdminPage>
  );
}

function Figure({ term, cents, alert }: { term: string; cents: number; alert?: boolean }) {
  return (
    <div className={`rounded-lg border p-3 ${alert ? "border-destructive/60" : "border-border"}`}>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-xl font-semibold tabular-nums">{moneyText(cents)}</dd>
    </div>
  );
}
