import { CheckCircle2, Clock, FileDown, TriangleAlert } from "lucide-react";
import { Form, useActionData } from "react-router";
import { ErrorNote } from "~/components/forms/error-note";
import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { moneyText } from "~/lib/money";
import { useSite } from "~/lib/use-site";
import { dayText, type InvoiceView, invoiceStateLabels, paymentMeans } from "../invoice-view";
import { InvoiceLines } from "./invoice-lines";

export interface InvoicePageData {
  invoice: InvoiceView;
  payOnline: boolean;
  payableCents: number;
  returned: boolean;
  pdfPath: string;
}

/** /invoice/<key>: the customer's invoice, to read, pay online or pay as the owner says. */
export function InvoicePage({ data }: { data: InvoicePageData }) {
  const { invoice } = data;
  const { business, telHref } = useSite();
  const answer = useActionData() as { ok: false; message: string } | undefined;
  const due = invoice.balance.dueCents;
  return (
    <Section>
      <div className="mx-auto max-w-3xl">
        <p className="text-sm text-muted-foreground">
          {business.name} · {business.phone.display}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Invoice {invoice.number}</h1>
        <p className="mt-1 text-lg">{invoice.title}</p>
        <p className="mt-2 text-muted-foreground">
          For {invoice.customerName} · Issued {dayText(invoice.issuedOn)}
          {due > 0 ? ` · Due ${dayText(invoice.dueOn)}` : ""}
        </p>
        <Standing data={data} />
        {answer && !answer.ok ? <ErrorNote>{answer.message}</ErrorNote> : null}
        {due > 0 ? (
          <div className="mt-6 rounded-xl border border-border bg-card p-4 sm:p-5">
            <p className="text-sm text-muted-foreground">Amount due</p>
            <p className="text-3xl font-bold tabular-nums">{moneyText(due)}</p>
            {data.payOnline ? (
              <Form method="post" className="mt-4">
                <Button type="submit" name="intent" value="pay" size="lg" className="w-full sm:w-auto">
                  Pay {moneyText(data.payableCents)} by card or bank
                </Button>
                <p className="mt-2 text-sm text-muted-foreground">
                  You pay on Stripe's secure page. Your card or bank details never reach us.
                </p>
              </Form>
            ) : null}
            {invoice.paymentNote ? (
              <div className="mt-4">
                <h2 className="font-semibold">{data.payOnline ? "Other ways to pay" : "How to pay"}</h2>
                <p className="mt-1 whitespace-pre-line">{invoice.paymentNote}</p>
              </div>
            ) : null}
          </div>
        ) : null}
        <InvoiceLines invoice={invoice} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button asChild variant="outline">
            <a href={data.pdfPath}>
              <FileDown aria-hidden="true" /> PDF copy
            </a>
          </Button>
          <p>
            Questions?{" "}
            <a href={telHref} className="font-semibold underline">
              Call {business.phone.display}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}

/** Where the invoice stands: paid, being confirmed, a bank payment on its way or bounced, overdue. */
function Standing({ data }: { data: InvoicePageData }) {
  const { invoice, returned } = data;
  const { balance } = invoice;
  const failed = invoice.payments.filter((p) => p.state === "failed");
  const notes: { key: string; tone: "good" | "wait" | "bad"; text: string }[] = [];
  if (balance.state === "paid") {
    notes.push({ key: "paid", tone: "good", text: "Paid in full. Thank you!" });
  } else if (returned && balance.processingCents === 0) {
    notes.push({
      key: "returned",
      tone: "wait",
      text: "Thank you! Your payment is being confirmed: this page shows it once the payment service tells us.",
    });
  }
  if (balance.processingCents > 0) {
    notes.push({
      key: "processing",
      tone: "wait",
      text: `Your bank payment of ${moneyText(balance.processingCents)} is on its way. Bank payments take a few business days to clear.`,
    });
  }
  for (const payment of failed) {
    notes.push({
      key: payment.id,
      tone: "bad",
      text: `The ${paymentMeans(payment).toLowerCase()} payment of ${moneyText(payment.amountCents)} on ${dayText(payment.receivedOn)} did not go through. Please pay again, or call us.`,
    });
  }
  if (invoice.overdue) {
    notes.push({ key: "overdue", tone: "bad", text: `This invoice was due on ${dayText(invoice.dueOn)}.` });
  }
  return (
    <div className="mt-4 space-y-2">
      <p className="inline-flex rounded-full border border-border px-3 py-1 text-sm font-semibold">
        {invoiceStateLabels[balance.state]}
      </p>
      {notes.map((note) => {
        const Icon = note.tone === "good" ? CheckCircle2 : note.tone === "wait" ? Clock : TriangleAlert;
        return (
          <p
            key={note.key}
            className={
              note.tone === "good"
                ? "flex gap-2 rounded-lg border border-green-700/40 bg-green-50 p-3 text-green-950 dark:bg-green-950 dark:text-green-50"
                : note.tone === "wait"
                  ? "flex gap-2 rounded-lg border border-border bg-muted p-3"
                  : "flex gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3"
            }
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {note.text}
          </p>
        );
      })}
    </div>
  );
}
