/**
 * A quote as a PDF, made on the server with PDFKit: the copy the customer
 * downloads from the quote's page, and once accepted the signed copy (with
 * the acceptance's audit block) sent to both and kept in the admin. Made
 * again from the stored quote each time: a sent quote never changes, so the
 * copy never does either.
 */
import { moneyText } from "~/lib/money";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import { letterheadPdf, PDF_GREY, printable } from "~/server/pdf.server";
import { formatQuantity, lineTotalCents, optionTotals } from "../quote-totals";
import type { QuoteOptionView, QuoteView } from "../quote-view";

type Business = Pick<SiteFacts["business"], "name" | "phone" | "email" | "address" | "timeZone">;

/** "November 20, 2026": a day in the business's own time zone. */
const dateText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).fillColor("black").text(printable(text));
  doc.moveDown(0.2).font("Helvetica").fontSize(10);
}

function optionTable(doc: PDFKit.PDFDocument, option: QuoteOptionView, chosen?: ReadonlySet<string>) {
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
      ...option.lines.map((line) => {
        const extra = line.optional
          ? chosen
            ? chosen.has(line.id)
              ? " (optional, chosen)"
              : " (optional, not chosen)"
            : " (optional)"
          : "";
        return [
          printable(`${line.description}${extra}`),
          {
            text: printable(`${formatQuantity(line.quantity)} ${line.unit}`),
            align: { x: "right" as const },
          },
          { text: moneyText(line.unitPriceCents), align: { x: "right" as const } },
          { text: moneyText(lineTotalCents(line)), align: { x: "right" as const } },
        ];
      }),
    ],
  });
}

function totalsBlock(
  doc: PDFKit.PDFDocument,
  quote: QuoteView,
  option: QuoteOptionView,
  chosenIds: ReadonlySet<string>,
) {
  const chosen = new Set(option.lines.flatMap((line, i) => (chosenIds.has(line.id) ? [i] : [])));
  const totals = optionTotals(option.lines, chosen, quote.taxRate, quote.depositPercent);
  const rows = [
    ["Subtotal", totals.subtotalCents],
    [`Tax (${quote.taxRate / 1000}%)`, totals.taxCents],
    ["Total", totals.totalCents],
    [`Deposit (${quote.depositPercent}%)`, totals.depositCents],
    ["Balance when finished", totals.balanceCents],
  ] as const;
  doc.moveDown(0.4);
  for (const [label, cents] of rows) {
    doc
      .font(label === "Total" ? "Helvetica-Bold" : "Helvetica")
      .text(`${label}: ${moneyText(cents)}`, { align: "right" });
  }
}

function words(doc: PDFKit.PDFDocument, title: string, text: string) {
  if (!text.trim()) return;
  heading(doc, title);
  doc.text(printable(text));
}

/** The audit block of an accepted quote: who, when, from where, and the fingerprint of what they saw. */
/** "November 22, 2026, 9:04:05 AM CST": a moment on the business's clock, its zone named. */
const momentText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "long", timeZone });

function auditBlock(
  doc: PDFKit.PDFDocument,
  acceptance: NonNullable<QuoteView["acceptance"]>,
  timeZone: string,
) {
  heading(doc, "Acceptance record");
  doc.fillColor(PDF_GREY);
  for (const line of [
    `Accepted by: ${acceptance.fullName}`,
    // The business's own clock first; the universal time beside it for the record.
    `Accepted on: ${momentText(acceptance.at, timeZone)} (${new Date(acceptance.at).toISOString().replace("T", " ").slice(0, 19)} UTC)`,
    `Option: ${acceptance.optionName}`,
    `Total accepted: ${moneyText(acceptance.totalCents)}, deposit ${moneyText(acceptance.depositCents)}`,
    // Left out of the copy behind the customer's link (customerQuoteView): the owner's audit only.
    ...(acceptance.ip
      ? [`IP address: ${acceptance.ip}`, `Browser: ${acceptance.userAgent || "not given"}`]
      : []),
    `SHA-256 fingerprint of the quote as shown: ${acceptance.fingerprint}`,
  ]) {
    doc.text(printable(line));
  }
  doc.fillColor("black");
}

/** The quote's PDF: every option side by side in order, or only the accepted one with its audit block. */
export function quotePdf(quote: QuoteView, business: Business, customerName: string): Promise<Buffer> {
  const { doc, done } = letterheadPdf(`Quote ${quote.number}: ${quote.title}`, business);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(printable(`Quote ${quote.number}: ${quote.title}`));
  doc.font("Helvetica").fontSize(10);
  if (quote.revision > 1) doc.text(`Version ${quote.revision}`);
  if (customerName) doc.text(printable(`Prepared for ${customerName}`));
  if (quote.sentAt) doc.text(`Sent ${dateText(quote.sentAt, business.timeZone)}`);
  if (quote.expiresAt) doc.text(`Good until ${dateText(quote.expiresAt, business.timeZone)}`);

  const { acceptance } = quote;
  const shown = acceptance ? quote.options.filter((o) => o.id === acceptance.optionId) : quote.options;
  for (const option of shown) {
    heading(
      doc,
      `${option.name || "Your quote"}${option.recommended && !acceptance ? " (recommended)" : ""}`,
    );
    const chosen = new Set(acceptance?.optionalLineIds ?? []);
    optionTable(doc, option, acceptance ? chosen : undefined);
    totalsBlock(doc, quote, option, chosen);
    if (!acceptance && option.lines.some((l) => l.optional)) {
      doc
        .fillColor(PDF_GREY)
        .text("Optional items are added to the total if you choose them.", { align: "right" });
      doc.fillColor("black");
    }
  }
  words(doc, "Notes", quote.notes);
  words(doc, "Not included", quote.exclusions);
  words(doc, "Warranty", quote.warranty);
  words(doc, "Payment", quote.paymentTerms);
  if (acceptance) auditBlock(doc, acceptance, business.timeZone);
  doc.end();
  return done;
}
