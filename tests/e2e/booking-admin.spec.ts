import { expect, signInAsAdmin, test } from "./fixtures";

/**
 * The owner's Booking page on a phone, without JavaScript (plain posts): his
 * hours for estimate visits and a day off change the next free times it lists.
 */

const timeZone = "America/Chicago";
const weekdays = ["mon", "tue", "wed", "thu", "fri"];

test("the owner at 390 px sets Saturday 9–12 and a day off, and the next free times follow", async ({
  page,
  browser,
  clientAddress,
}) => {
  await signInAsAdmin(page);
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  await context.addCookies(await page.context().cookies());
  const phone = await context.newPage();
  await phone.goto("/admin/booking");

  // Saturday mornings only: no weekday evenings, no Sunday.
  for (const day of weekdays) {
    await phone.locator(`[name="windows.${day}.0.start"]`).fill("");
    await phone.locator(`[name="windows.${day}.0.end"]`).fill("");
  }
  await phone.locator('[name="windows.sat.0.start"]').fill("09:00");
  await phone.locator('[name="windows.sat.0.end"]').fill("12:00");
  await phone.getByRole("button", { name: "Save availability" }).click();
  await expect(phone.getByText("Availability saved.")).toBeVisible();

  const times = phone.getByTestId("next-free").getByRole("listitem");
  await expect(times.first()).toBeVisible();
  const listed = await times.allInnerTexts();
  // 60-minute visits with 30 minutes between: 9:00 and 10:30 each Saturday.
  for (const text of listed) expect(text).toMatch(/^Sat, \w+ \d+, (9:00|10:30) AM – (10:00|11:30) AM$/);

  // The first Saturday listed becomes a day off: it leaves the list.
  const first = await times.first().locator("time").getAttribute("datetime");
  const saturday = new Date(first!).toLocaleDateString("en-CA", { timeZone });
  const firstLabel = listed[0]!.split(",").slice(0, 2).join(",");
  await phone.getByLabel("First day off").fill(saturday);
  await phone.getByLabel("Note").fill("Family wedding");
  await phone.getByRole("button", { name: "Add time off" }).click();
  await expect(phone.getByText("Time off added")).toBeVisible();
  await expect(phone.getByRole("list", { name: "Days off" })).toContainText("Family wedding");
  const after = await times.allInnerTexts();
  expect(after.length).toBeGreaterThan(0);
  expect(after.join("\n")).not.toContain(`${firstLabel},`);
  expect(after[0]).toMatch(/^Sat, \w+ \d+, 9:00 AM/);

  // Nothing on the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
