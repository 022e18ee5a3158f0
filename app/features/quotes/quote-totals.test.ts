/** Quote totals never lose a cent: exact line totals, tax, deposit and balance (property tests). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyText, hundredthsFromText as parseHundredths } from "~/lib/money";
import {
  formatQuantity,
  lineTotalCents,
  optionTotals,
  type PricedLine,
  TAX_RATE_SCALE,
} from "./quote-totals";

const line = fc.record({
  quantity: fc.integer({ min: 0, max: 1_000_000 }),
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  optional: fc.boolean(),
});
const taxRate = fc.integer({ min: 0, max: 20_000 });
const deposit = fc.integer({ min: 0, max: 100 });

describe("quote totals", () => {
  it("rounds each line once, half up, to the nearest cent", () => {
    expect(lineTotalCents({ quantity: 250, unitPriceCents: 19_999 })).toBe(49_998); // 2.5 × $199.99 = $499.975
    expect(lineTotalCents({ quantity: 100, unitPriceCents: 45_000 })).toBe(45_000);
    expect(lineTotalCents({ quantity: 33, unitPriceCents: 1 })).toBe(0); // 0.33 × 1¢
    expect(lineTotalCents({ quantity: 50, unitPriceCents: 1 })).toBe(1); // 0.5¢ rounds up
    fc.assert(
      fc.property(line, (l) => {
        const exact = l.quantity * l.unitPriceCents; // in hundredths of a cent
        expect(Math.abs(lineTotalCents(l) * 100 - exact)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it("adds up: subtotal is the lines counted, total is subtotal plus tax, deposit plus balance is the total", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.array(fc.boolean(), { maxLength: 20 }),
        taxRate,
        deposit,
        (lines, ticks, rate, percent) => {
          const chosen = new Set(ticks.flatMap((t, i) => (t ? [i] : [])));
          const t = optionTotals(lines, chosen, rate, percent);
          const counted = lines.filter((l, i) => !l.optional || chosen.has(i));
          expect(t.subtotalCents).toBe(counted.reduce((sum, l) => sum + lineTotalCents(l), 0));
          expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
          expect(t.depositCents + t.balanceCents).toBe(t.totalCents);
          for (const v of Object.values(t)) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          // Tax within half a cent of the exact figure.
          expect(Math.abs(t.taxCents * TAX_RATE_SCALE - t.subtotalCents * rate)).toBeLessThanOrEqual(
            TAX_RATE_SCALE / 2,
          );
        },
      ),
    );
  });

  it("counts an optional line only when ticked, and ticking it never lowers the total", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        taxRate,
        deposit,
        (lines, rate, percent) => {
          const withOptional: PricedLine[] = lines.map((l, i) => ({ ...l, optional: i === 0 }));
          const without = optionTotals(withOptional, new Set(), rate, percent);
          const ticked = optionTotals(withOptional, new Set([0]), rate, percent);
          expect(ticked.subtotalCents - without.subtotalCents).toBe(lineTotalCents(withOptional[0]!));
          expect(ticked.totalCents).toBeGreaterThanOrEqual(without.totalCents);
        },
      ),
    );
  });

  it("reads and writes amounts as people type them", () => {
    expect(parseHundredths("1,250")).toBe(125_000);
    expect(parseHundredths("$19.99")).toBe(1_999);
    expect(parseHundredths("3.5")).toBe(350);
    for (const bad of ["", "-1", "1.234", "abc", "1e3", "=SUM(A1)"])
      expect(parseHundredths(bad)).toBeUndefined();
    expect(parseHundredths("10,000.5")).toBe(1_000_050);
    expect(moneyText(123_456)).toBe("$1,234.56");
    expect(formatQuantity(250)).toBe("2.5");
    expect(formatQuantity(1_200)).toBe("12");
    expect(formatQuantity(125)).toBe("1.25");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (h) => parseHundredths(formatQuantity(h)) === h),
    );
  });
});
