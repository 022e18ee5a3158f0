import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = process.argv[2];
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage();
  const urls = new Set();
  page.on("request", (r) => { if (r.resourceType() === "script") urls.add(r.url()); });
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForTimeout(2500);
  let total = 0;
  for (const u of urls) {
    const res = await fetch(u, { headers: { "accept-encoding": "gzip" } });
    total += Number(res.headers.get("content-length"));
    await res.arrayBuffer();
  }
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip on the wire (${urls.size} scripts)`);
  await page.close();
}
await browser.close();
