/** Adds up the JSON reports of the test runs into one closing line. */
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  console.log(
    `${file}: ${JSON.stringify(report.stats ?? { passed: report.numPassedTests, failed: report.numFailedTests })}`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
