import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = process.argv[2];
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage();
  const seen = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script" || r.url().endsWith(".js")) {
      try { const b = await r.body(); seen.push([gzipSync(b).length, new URL(r.url()).pathname]); } catch {}
    }
  });
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  seen.sort((a, b) => b[0] - a[0]);
  console.log(`== ${path}: ${seen.reduce((s, x) => s + x[0], 0)} bytes gzip`);
  for (const [n, u] of seen) console.log(String(n).padStart(7), u);
  await page.close();
}
await browser.close();
