import { ExternalLink, FileDown, Mail, MessageSquareText } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { CopyButton } from "~/components/admin/copy-button";
import { Button } from "~/components/ui/button";
import { moneyText } from "~/lib/money";
import { dayText, type InvoiceView, invoiceStateLabels, paymentMeans } from "../invoice-view";
import { InvoiceLines } from "./invoice-lines";
import { PaymentEntryForm } from "./payment-entry-form";

interface InvoiceAdminData {
  invoice: InvoiceView;
  quoteId: string;
  leadId: string | undefined;
  url: string | undefined;
  smsHref: string | undefined;
  today: string;
  means: string[];
  mailTo: string | undefined;
}

const stateWords = { received: "", processing: " · processing", failed: " · failed" } as const;

/** /admin/invoices/<id>: what is billed, paid and due; mark a payment; take one back; void. */
export function InvoiceAdminPage({ data }: { data: InvoiceAdminData }) {
  const { invoice } = data;
  const { balance } = invoice;
  const open = balance.state !== "void" && balance.dueCents > 0;
  return (
    <AdminPage
      title={`Invoice ${invoice.number} for ${invoice.customerName}`}
      width="max-w-3xl"
      intro={`${invoice.title}. ${invoiceStateLabels[balance.state]}${invoice.overdue ? `, overdue since ${dayText(invoice.dueOn)}` : ""}.`}
      showRefusal
    >
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact term="Total" value={moneyText(invoice.totalCents)} />
        <Fact term="Paid" value={moneyText(balance.paidCents)} />
        <Fact term="Due" value={moneyText(balance.dueCents)} />
        <Fact term="Due on" value={dayText(invoice.dueOn)} />
        {balance.processingCents > 0 ? (
          <Fact term="Bank payment on its way" value={moneyText(balance.processingCents)} />
        ) : null}
      </dl>
      {data.url ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {data.smsHref ? (
            <Button asChild className="h-11">
              <a href={data.smsHref}>
                <MessageSquareText aria-hidden="true" /> Text the link
              </a>
            </Button>
          ) : null}
          {data.mailTo && balance.dueCents > 0 ? (
            <Form method="post" className="min-w-0 max-w-full">
              {/* A long address wraps on a phone instead of pushing the page sideways. */}
              <Button
                type="submit"
                name="intent"
                value="email"
                variant="outline"
                className="h-auto min-h-11 w-full whitespace-normal text-left"
              >
                <Mail aria-hidden="true" /> <span className="break-all">E-mail it to {data.mailTo}</span>
              </Button>
            </Form>
          ) : null}
          <CopyButton text={data.url} label="Copy the link" />
          <Button asChild variant="outline" className="h-11">
            <a href={data.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> See it as the customer does
            </a>
          </Button>
        </div>
      ) : null}
      {open ? (
        <div className="mt-6">
          <PaymentEntryForm dueCents={balance.dueCents} today={data.today} means={data.means} />
        </div>
      ) : null}
      <Payments invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <a
          href={`/admin/invoices/${invoice.id}/pdf`}
          className="inline-flex min-h-11 items-center gap-1 underline"
        >
          <FileDown aria-hidden="true" className="size-4" /> PDF copy
        </a>
        <Link to={`/admin/quotes/${data.quoteId}`} className="underline">
          Quote {invoice.quoteNumber}
        </Link>
        <Link to="/admin/money" className="underline">
          All money
        </Link>
      </div>
      {data.url ? (
        <details className="mt-6 rounded-lg border border-border p-4">
          <summary className="cursor-pointer font-semibold">The link went to the wrong person?</summary>
          <p className="mt-2 text-sm text-muted-foreground">
            Make a new link: the old one stops opening at once, and you send the new one to the customer.
          </p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="new-link" variant="outline" className="h-11">
              Make a new link
            </Button>
          </Form>
        </details>
      ) : null}
      {balance.state !== "void" && balance.paidCents === 0 && balance.processingCents === 0 ? (
        <details className="mt-6 rounded-lg border border-border p-4">
          <summary className="cursor-pointer font-semibold">Void this invoice</summary>
          <p className="mt-2 text-sm text-muted-foreground">
            For an invoice made by mistake: it stays in your records, counts nowhere, and its link stops
            opening.
          </p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="void" variant="outline" className="h-11">
              Void Invoice {invoice.number}
            </Button>
          </Form>
        </details>
      ) : null}
    </AdminPage>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Every payment, an entry taken back too (struck through, with Put back). */
function Payments({ invoice }: { invoice: InvoiceView }) {
  if (invoice.payments.length === 0) return null;
  return (
    <section aria-labelledby="payments" className="mt-6">
      <h2 id="payments" className="text-lg font-semibold">
        Payments
      </h2>
      <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
        {invoice.payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <p className={payment.undone ? "text-muted-foreground line-through" : undefined}>
              {dayText(payment.receivedOn)} · {paymentMeans(payment)} · {moneyText(payment.amountCents)}
              {stateWords[payment.state]}
              {payment.refundedCents > 0 ? ` · ${moneyText(payment.refundedCents)} refunded` : ""}
              {payment.recordedBy ? ` · marked by ${payment.recordedBy}` : ""}
            </p>
            {payment.online ? null : (
              <Form method="post">
                <input type="hidden" name="paymentId" value={payment.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={payment.undone ? "restore" : "undo"}
                  variant="outline"
                  className="h-11"
                >
                  {payment.undone ? "Put back" : "Undo"}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
