import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const errors = [];
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
page.on("pageerror", (e) => errors.push(String(e)));
const base = process.argv[2];
await page.goto(base + "/contact");
await page.waitForSelector("html[data-hydrated=true]");
const count = async () => page.evaluate(() => ({
  faq: document.querySelectorAll("details[name=contact-faq]").length,
  areas: document.body.innerText.includes("Areas We Serve"),
  hours: document.body.innerText.match(/Office Hours|Business Hours/i)?.[0],
  text: document.querySelector("main")?.innerText.length,
}));
console.log("loaded:", await count());
await page.getByRole("link", { name: "View Our Services" }).first().click();
await page.waitForURL("**/services");
await page.goBack();
await page.waitForURL("**/contact");
await page.waitForTimeout(1500);
console.log("after client nav:", await count());
console.log("errors:", errors);
await browser.close();
