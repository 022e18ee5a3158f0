/** Money as the owner reads and types it (amounts are kept in integer cents). */

/** Cents as dollars the way the owner types them: 4250, or 4250.50 when there are cents. */
export function dollarsText(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, "0")}`;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as the owner reads money: $4,250 (or $4,250.50 when there are cents). */
export function moneyText(cents: number): string {
  return dollars.format(cents / 100).replace(/\.00$/, "");
}

/**
 * An amount as people type it ("4250", "$4,250.50", "2.5") in hundredths
 * (cents for money), or undefined when it is not a non-negative amount with
 * at most two decimals.
 */
export function hundredthsFromText(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
