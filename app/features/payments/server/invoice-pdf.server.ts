/**
 * An invoice as a PDF, made on the server with PDFKit like the quote's: the
 * business, the invoice's number and days, its lines and totals, the
 * payments received and the balance due, and how to pay. Made again from the
 * stored invoice each time (a sent invoice never changes; its payments do).
 */
import { formatQuantity } from "~/features/quotes";
import { moneyText } from "~/lib/money";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import { letterheadPdf, printable } from "~/server/pdf.server";
import { dayText, type InvoiceView, invoiceStateLabels, paymentMeans } from "../invoice-view";

type Business = Pick<SiteFacts["business"], "name" | "phone" | "email" | "address">;

export function invoicePdf(invoice: InvoiceView, business: Business): Promise<Buffer> {
  const { doc, done } = letterheadPdf(`Invoice ${invoice.number}`, business);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(printable(`Invoice ${invoice.number}: ${invoice.title}`));
  doc.font("Helvetica").fontSize(10);
  doc.text(printable(`Bill to: ${invoice.customerName}`));
  doc.text(`Issued: ${dayText(invoice.issuedOn)}`);
  doc.text(`Due: ${dayText(invoice.dueOn)}`);
  doc.text(`Status: ${invoiceStateLabels[invoice.balance.state]}`);
  doc.moveDown(0.8);
  doc.table({
    columnStyles: ["*", 70, 80, 80],
    defaultStyle: { border: 0.5, borderColor: "#9ca3af", padding: 4 },
    data: [
      [
        { text: "Item", type: "TH", font: { src: "Helvetica-Bold" } },
        { text: "Quantity", type: "TH", font: { src: "Helvetica-Bold" }, align: { x: "right" } },
        { text: "Price", type: "TH", font: { src: "Helvetica-Bold" }, align: { x: "right" } },
        { text: "Amount", type: "TH", font: { src: "Helvetica-Bold" }, align: { x: "right" } },
      ],
      ...invoice.lines.map((line) => [
        printable(line.description),
        {
          text: printable(`${formatQuantity(line.quantity)} ${line.unit}`.trim()),
          align: { x: "right" as const },
        },
        { text: moneyText(line.unitPriceCents), align: { x: "right" as const } },
        { text: moneyText(line.amountCents), align: { x: "right" as const } },
      ]),
    ],
  });
  doc.moveDown(0.4);
  const rows: [string, string][] = [];
  if (invoice.taxCents > 0) {
    rows.push(["Subtotal", moneyText(invoice.subtotalCents)]);
    rows.push([`Sales tax (${invoice.taxRate / 1000}%)`, moneyText(invoice.taxCents)]);
  }
  rows.push(["Total", moneyText(invoice.totalCents)]);
  for (const payment of invoice.payments.filter((p) => !p.undone && p.state === "received")) {
    rows.push([
      `Paid ${dayText(payment.receivedOn)} (${paymentMeans(payment)})`,
      `-${moneyText(payment.amountCents)}`,
    ]);
    if (payment.refundedCents > 0) rows.push(["Refunded", moneyText(payment.refundedCents)]);
  }
  rows.push(["Balance due", moneyText(invoice.balance.dueCents)]);
  for (const [label, value] of rows) {
    const strong = label === "Total" || label === "Balance due";
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .text(printable(`${label}: ${value}`), { align: "right" });
  }
  if (invoice.balance.dueCents > 0 && invoice.paymentNote.trim()) {
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("How to pay");
    doc.moveDown(0.2).font("Helvetica").fontSize(10).text(printable(invoice.paymentNote));
  }
  doc.end();
  return done;
}

/** A PDF as a download nobody keeps (a customer's link, the owner's page). */
export function pdfResponse(pdf: Buffer, number: number): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="invoice-${number}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
