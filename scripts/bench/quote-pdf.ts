/**
 * npm run bench:pdf -- [--runs 10]
 *
 * How long the server takes to make a quote's PDF: a three-option quote of
 * 20 lines (tests/support/quote-fixture.ts), made `runs` times as the quote's
 * page and the acceptance e-mail make it, the first (cold) run included.
 * Prints each run, the median and the worst; exits 1 when either is over
 * QUOTE_PDF_BUDGET_MS, and when the accepted copy lacks its audit block.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { quotePdf } from "~/features/quotes/server/quote-pdf.server";
import { pdfText } from "../../tests/support/pdf-text.ts";
import {
  acceptedQuote,
  pdfBusiness as business,
  threeOptionQuote,
} from "../../tests/support/quote-fixture.ts";
import { QUOTE_PDF_BUDGET_MS } from "./budgets.ts";
import { median } from "./report.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs must be a whole number, at least 1");
  process.exit(2);
}

console.log(
  `Quote PDF: 3 options, 20 lines, ${runs} runs each, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
);
let pass = true;
for (const [name, quote] of [
  ["sent (all options)", threeOptionQuote()],
  ["accepted (signed)", acceptedQuote(2, new Date().toISOString())],
] as const) {
  const times: number[] = [];
  let bytes = 0;
  let text = "";
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const pdf = await quotePdf(quote, business, "Pat Moe");
    times.push(performance.now() - started);
    bytes = pdf.length;
    text = pdfText(pdf);
  }
  const mid = median(times);
  const worst = Math.max(...times);
  console.log(
    `${name.padEnd(20)} median ${mid.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB   runs: ${times.map((t) => t.toFixed(0)).join(" ")}`,
  );
  const problems = [
    mid > QUOTE_PDF_BUDGET_MS && `median over ${QUOTE_PDF_BUDGET_MS} ms`,
    worst > QUOTE_PDF_BUDGET_MS && `worst over ${QUOTE_PDF_BUDGET_MS} ms`,
    quote.acceptance && !text.includes("Acceptance record") && "no audit block in the signed copy",
  ].filter((p): p is string => typeof p === "string");
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  pass = pass && problems.length === 0;
}
if (!pass) process.exitCode = 1;
