import { formatQuantity } from "~/features/quotes";
import { moneyText } from "~/lib/money";
import { dayText, type InvoiceView, paymentMeans } from "../invoice-view";

/**
 * An invoice's lines, totals and payments as one list that fits a phone:
 * each line's words, its quantity and price beneath, its amount at the end.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  const payments = invoice.payments.filter((p) => !p.undone && p.state === "received");
  return (
    <div className="mt-6 rounded-xl border border-border bg-card">
      <ul className="divide-y divide-border">
        {invoice.lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-4 p-4">
            <div className="min-w-0">
              <p className="font-medium break-words">{line.description}</p>
              {line.quantity !== 100 || line.unit ? (
                <p className="text-sm text-muted-foreground">
                  {formatQuantity(line.quantity)} {line.unit} × {moneyText(line.unitPriceCents)}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 tabular-nums">{moneyText(line.amountCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-border p-4 text-sm">
        {invoice.taxCents > 0 ? (
          <>
            <Row term="Subtotal" value={moneyText(invoice.subtotalCents)} />
            <Row term={`Sales tax (${invoice.taxRate / 1000}%)`} value={moneyText(invoice.taxCents)} />
          </>
        ) : null}
        <Row term="Total" value={moneyText(invoice.totalCents)} strong />
        {payments.map((payment) => (
          <Row
            key={payment.id}
            term={`Paid ${dayText(payment.receivedOn)} (${paymentMeans(payment)})`}
            value={`−${moneyText(payment.amountCents)}`}
          />
        ))}
        {payments
          .filter((payment) => payment.refundedCents > 0)
          .map((payment) => (
            <Row
              key={`${payment.id}-refund`}
              term={`Refunded (${paymentMeans(payment)})`}
              value={moneyText(payment.refundedCents)}
            />
          ))}
        <Row term="Balance due" value={moneyText(invoice.balance.dueCents)} strong />
      </dl>
    </div>
  );
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
