import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import { moneyText } from "~/lib/money";
import type { InvoiceState } from "../invoice-totals";
import { invoiceStateLabels } from "../invoice-view";

export interface QuoteInvoiceRow {
  id: string;
  number: number;
  kind: "deposit" | "progress" | "balance";
  title: string;
  totalCents: number;
  dueCents: number;
  state: InvoiceState;
}

/** An accepted quote's invoices on the owner's quote page, and billing its balance or a progress payment. */
export function QuoteInvoices({ quoteId, invoices }: { quoteId: string; invoices: QuoteInvoiceRow[] }) {
  const billed = invoices.some((invoice) => invoice.kind === "balance" && invoice.state !== "void");
  const action = `/admin/quotes/${quoteId}/invoices`;
  return (
    <section aria-labelledby="invoices" className="mt-6 rounded-xl border border-border p-4">
      <h2 id="invoices" className="text-lg font-semibold">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/admin/invoices/${invoice.id}`}
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                Invoice {invoice.number}: {invoice.title}
              </Link>
              <span className="text-sm">
                {moneyText(invoice.totalCents)} · {invoiceStateLabels[invoice.state]}
                {invoice.dueCents > 0 && invoice.state !== "void"
                  ? `, ${moneyText(invoice.dueCents)} due`
                  : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      {billed ? null : (
        <div className="mt-3 space-y-4">
          <Form method="post" action={action}>
            <Button type="submit" name="intent" value="balance" className="h-11">
              Job done: make the balance invoice
            </Button>
          </Form>
          <details>
            <summary className="cursor-pointer font-semibold">Bill a progress payment</summary>
            <Form method="post" action={action} className="mt-3 grid gap-3 sm:max-w-md">
              <div className="grid gap-1">
                <Label htmlFor="draw-amount">Amount ($)</Label>
                <Input id="draw-amount" name="amount" inputMode="decimal" required />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="draw-description">What it is for</Label>
                <Input id="draw-description" name="description" defaultValue="Progress payment" />
              </div>
              <Button type="submit" name="intent" value="progress" variant="outline" className="h-11">
                Make the progress invoice
              </Button>
            </Form>
          </details>
        </div>
      )}
    </section>
  );
}
