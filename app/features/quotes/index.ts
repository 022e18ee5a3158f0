/** What the quotes feature offers other features in the browser and on the server: a quote's money rules. */
export { formatQuantity, lineTotalCents, taxCents } from "./quote-totals";
export type { DepositInstructions } from "./quote-view";
