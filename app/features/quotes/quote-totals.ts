/**
 * A quote's money, in integer cents: each line is its quantity (in
 * hundredths, so 2.5 rooms is 250) times its unit price, rounded half up to
 * the cent once; an option's subtotal is the sum of its lines (optional lines
 * only when the customer ticks them); tax is the subtotal times the rate,
 * rounded once; the deposit is a share of the total and the balance is the
 * rest, so deposit + balance is always the total.
 */

/** Tax rates are kept in thousandths of a percent (Minnesota's 7.875% is 7875). */
export const TAX_RATE_SCALE = 100_000;
/** Quantities are kept in hundredths (two decimals). */
export const QUANTITY_SCALE = 100;

export interface PricedLine {
  /** Hundredths of a unit (250 = 2.5). */
  quantity: number;
  unitPriceCents: number;
  /** The customer may tick it; counted only when chosen. */
  optional: boolean;
}

export interface OptionTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** a × b / divisor, rounded half up, for non-negative integers (exact: BigInt, never a float). */
function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (2n * d));
}

export function lineTotalCents(line: Pick<PricedLine, "quantity" | "unitPriceCents">): number {
  return mulDivRound(line.quantity, line.unitPriceCents, QUANTITY_SCALE);
}

/** The tax on a subtotal at a rate in thousandths of a percent, rounded once to the cent. */
export function taxCents(subtotalCents: number, taxRate: number): number {
  return mulDivRound(subtotalCents, taxRate, TAX_RATE_SCALE);
}

/**
 * The totals of one option with the optional lines the customer chose
 * (`chosen` holds their indexes in `lines`).
 */
export function optionTotals(
  lines: readonly PricedLine[],
  chosen: ReadonlySet<number>,
  taxRate: number,
  depositPercent: number,
): OptionTotals {
  let subtotalCents = 0;
  lines.forEach((line, index) => {
    if (!line.optional || chosen.has(index)) subtotalCents += lineTotalCents(line);
  });
  const tax = taxCents(subtotalCents, taxRate);
  const totalCents = subtotalCents + tax;
  const depositCents = mulDivRound(totalCents, depositPercent, 100);
  return { subtotalCents, taxCents: tax, totalCents, depositCents, balanceCents: totalCents - depositCents };
}

/** "2.5" from 250, "12" from 1200. */
export function formatQuantity(hundredths: number): string {
  const whole = Math.floor(hundredths / QUANTITY_SCALE);
  const rest = hundredths % QUANTITY_SCALE;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}
