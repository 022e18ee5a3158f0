import { describe, expect, it } from "vitest";
import { invoiceBalance, invoiceLineCents, invoiceTotals } from "./invoice-totals";

const received = (
  amountCents: number,
  extra: Partial<Parameters<typeof invoiceBalance>[2][number]> = {},
) => ({
  amountCents,
  refundedCents: 0,
  state: "received" as const,
  undone: false,
  ...extra,
});

describe("invoiceTotals", () => {
  it("taxes the taxable lines once and leaves credits outside the tax", () => {
    const totals = invoiceTotals(
      [
        { quantity: 300, unitPriceCents: 45_000, taxable: true },
        { quantity: 12_050, unitPriceCents: 250, taxable: true },
        { quantity: 100, unitPriceCents: -50_000, taxable: false },
      ],
      7875,
    );
    // 1,350.00 + 301.25 = 1,651.25; tax 7.875% = 130.035 -> 130.04; less 500.00.
    expect(totals).toEqual({ subtotalCents: 115_125, taxCents: 13_004, totalCents: 128_129 });
  });
  it("rounds a credit as its positive twin", () => {
    expect(invoiceLineCents({ quantity: 250, unitPriceCents: -333 })).toBe(-833);
    expect(invoiceLineCents({ quantity: 250, unitPriceCents: 333 })).toBe(833);
  });
  it("a deposit alone is one untaxed line", () => {
    expect(invoiceTotals([{ quantity: 100, unitPriceCents: 41_281, taxable: false }], 7875)).toEqual({
      subtotalCents: 41_281,
      taxCents: 0,
      totalCents: 41_281,
    });
  });
});

describe("invoiceBalance", () => {
  it("counts received money, not a bank payment still clearing, a failed one or an undone entry", () => {
    const balance = invoiceBalance(120_000, "sent", [
      received(50_000),
      received(20_000, { state: "processing" }),
      received(30_000, { state: "failed" }),
      received(10_000, { undone: true }),
    ]);
    expect(balance).toEqual({
      paidCents: 50_000,
      processingCents: 20_000,
      dueCents: 70_000,
      state: "partly paid",
    });
  });
  it("is paid when nothing is due, and a refund makes it due again", () => {
    expect(invoiceBalance(120_000, "sent", [received(120_000)]).state).toBe("paid");
    expect(invoiceBalance(120_000, "sent", [received(120_000, { refundedCents: 20_000 })])).toMatchObject({
      paidCents: 100_000,
      dueCents: 20_000,
      state: "partly paid",
    });
    expect(invoiceBalance(120_000, "sent", []).state).toBe("sent");
    expect(invoiceBalance(120_000, "void", [received(120_000)]).state).toBe("void");
  });
});
