/**
 * npm run bench:tasks -- --base http://localhost:3000 [--pages /,/gallery] [--loads 8]
 *
 * The main-thread tasks of a public page's load, before any touch, as
 * traced in Debian's Chromium headless shell at 390 px with the CPU not
 * slowed: per page, the longest task (median and worst of the loads) and a
 * proxy for Total Blocking Time on a phone four times slower (the sum of
 * 4 x duration - 50 ms over the tasks that would then be long). Quicker and
 * steadier than Lighthouse for comparing two builds on one server
 * (docs/performance.md); the budgets are still Lighthouse's (`npm run bench`).
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { QUIET_CHROMIUM_FLAGS } from "../lib/chromium-flags.ts";
import { median } from "./report.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    pages: { type: "string", default: "/,/contact,/gallery" },
    loads: { type: "string", default: "8" },
  },
});
if (!values.base) {
  console.error(
    "Usage: npm run bench:tasks -- --base http://localhost:3000 [--pages /,/gallery] [--loads 8]",
  );
  process.exit(2);
}
const base = values.base.replace(/\/$/, "");
const loads = Number(values.loads);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

/** The durations (ms) of the tasks on the page's main thread (the thread that parsed it). */
function mainThreadTasks(events: TraceEvent[], url: string): number[] {
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(url));
  if (!parse) throw new Error(`No parse of ${url} in the trace`);
  return events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.name === "RunTask" && e.ph === "X")
    .map((e) => (e.dur ?? 0) / 1000);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  args: QUIET_CHROMIUM_FLAGS,
});
try {
  for (const page of values.pages.split(",")) {
    const url = `${base}${page}`;
    const longest: number[] = [];
    const blocking: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const tab = await context.newPage();
      await browser.startTracing(tab, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
      });
      await tab.goto(url, { waitUntil: "load" });
      // The after-paint work (the visit's file, the prefetch links, the speed beacon when idle) included.
      await tab.waitForTimeout(5000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const tasks = mainThreadTasks(trace.traceEvents, url);
      longest.push(Math.max(...tasks));
      blocking.push(tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0));
      await context.close();
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `${page}: longest task ${ms(median(longest))} median, ${ms(Math.max(...longest))} worst; ` +
        `4x blocking proxy ${ms(median(blocking))} median, ${ms(Math.max(...blocking))} worst (${loads} loads)`,
    );
  }
} finally {
  await browser.close();
}
