/**
 * The quote's PDF read back: every option with its lines and totals, the
 * accepted one alone with the audit block, and the customer's or owner's
 * words drawn as plain text (markup and formulas are only characters).
 */
import { describe, expect, it } from "vitest";
import { moneyText } from "~/lib/money";
import { printable } from "~/server/pdf.server";
import { pdfText } from "../../../../tests/support/pdf-text";
import {
  acceptedQuote,
  pdfBusiness as business,
  threeOptionQuote,
} from "../../../../tests/support/quote-fixture";
import { optionTotals } from "../quote-totals";
import { customerQuoteView } from "../quote-view";
import { quotePdf } from "./quote-pdf.server";

describe("a quote's PDF", () => {
  it("shows every option with its lines and exact totals, and the words as plain text", async () => {
    const quote = threeOptionQuote();
    const pdf = await quotePdf(quote, business, "Pat Moe");
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Advanced Painting & Drywall");
    expect(text).toContain("Quote 1042: Main floor repaint");
    expect(text).toContain("Prepared for Pat Moe");
    // Sent at noon Central Time; good until December 20, read in the business's own time zone.
    expect(text).toContain("Sent November 20, 2026");
    expect(text).toContain("Good until December 20, 2026");
    const elsewhere = pdfText(
      await quotePdf(quote, { ...business, timeZone: "Pacific/Kiritimati" }, "Pat Moe"),
    );
    expect(elsewhere).toContain("Sent November 21, 2026");
    expect(text).toContain("Walls and trim (recommended)");
    for (const option of quote.options) {
      const totals = optionTotals(option.lines, new Set(), quote.taxRate, quote.depositPercent);
      expect(text).toContain(`Total: ${moneyText(totals.totalCents)}`);
      expect(text).toContain(`Deposit (25%): ${moneyText(totals.depositCents)}`);
    }
    // Markup and a spreadsheet formula are drawn as the characters typed.
    expect(text).toContain('<script>alert("x")</script> & =HYPERLINK("http://');
    // A character the PDF's fonts cannot draw becomes "?", never a wrong letter.
    expect(text).toContain("We cover floors and furniture. ?");
    expect(text).not.toContain("Acceptance record");
  });

  it("once accepted: the chosen option with the ticked extras, and the audit block", async () => {
    const quote = acceptedQuote();
    const option = quote.options[1]!;
    const extra = option.lines[5]!;
    const totals = optionTotals(option.lines, new Set([5]), quote.taxRate, quote.depositPercent);
    const text = pdfText(await quotePdf(quote, business, "Pat Moe"));
    expect(text).toContain(`Total: ${moneyText(totals.totalCents)}`);
    expect(text).toContain(`${extra.description} (optional, chosen)`);
    expect(text).not.toContain("Walls only");
    expect(text).toContain("Acceptance record");
    expect(text).toContain("Accepted by: Pat Moe");
    expect(text).toContain("Accepted on: November 22, 2026 at 9:04:05 AM CST (2026-11-22 15:04:05 UTC)");
    expect(text).toContain("IP address: 203.0.113.9");
    expect(text).toContain("Browser: Mozilla/5.0 (iPhone)");
    // The copy behind the customer's link: the same record, without the address and the browser.
    const linkCopy = pdfText(await quotePdf(customerQuoteView(quote), business, "Pat Moe"));
    expect(linkCopy).toContain("Accepted by: Pat Moe");
    expect(linkCopy).not.toContain("203.0.113.9");
    expect(linkCopy).not.toContain("Browser:");
    expect(text).toContain(`SHA-256 fingerprint of the quote as shown: ${"a".repeat(64)}`);
  });

  it("keeps Latin-1 and the Windows-1252 punctuation, and turns anything else into ?", () => {
    expect(printable("Café — “quoted” 50% €5\r\nnext")).toBe("Café — “quoted” 50% €5\nnext");
    expect(printable("日本 😀\u0007")).toBe("?? ??");
  });
});
