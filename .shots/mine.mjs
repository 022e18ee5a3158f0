import { chromium } from "playwright-core";
const base = "http://localhost:3911";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const out = "/tmp/shots";
const shots = [];
for (const [w, h, tag] of [[1280, 900, "desk"], [390, 844, "phone"]]) {
  for (const scheme of ["light", "dark"]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    // a lead, won with a value
    if (tag === "desk" && scheme === "light") {
      await page.goto(base + "/contact");
      await page.waitForSelector("html[data-hydrated=true]");
    }
    await page.goto(base + "/admin");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByLabel("Email").fill("owner@shots.test");
    await page.getByLabel("Password").fill("shots-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    for (const path of ["/admin", "/admin/review-card", "/contact", "/"]) {
      await page.goto(base + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForTimeout(400);
      const file = `${out}/${tag}-${scheme}${path.replaceAll("/", "_") || "_home"}.png`;
      await page.screenshot({ path: file, fullPage: path !== "/" && path !== "/contact" });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      shots.push(`${file}${sideways ? " SIDEWAYS" : ""}`);
    }
    await ctx.close();
  }
}
console.log(shots.join("\n"));
await browser.close();
