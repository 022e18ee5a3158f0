/**
 * A form sent with mistakes helps the visitor fix them: each failure keeps
 * its own toast (the specification's rule), but at most three show, focus
 * goes to the first wrong field in the middle of the screen, and nothing
 * floating (the toasts, back-to-top, the phone's action bar) lies over the
 * field being typed in or the Message field. At 390 and 1280 px.
 */
import type { Locator } from "@playwright/test";
import { expect, hydrated, isMobile, test } from "./fixtures";
import { toasts } from "./support/forms";

/** What floats over the page now: fixed and sticky elements on screen, and the toasts shown. */
async function coveringBoxes(field: Locator) {
  return field.evaluate((target) => {
    const boxes: { what: string; top: number; right: number; bottom: number; left: number }[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const style = getComputedStyle(element);
      const floating = style.position === "fixed" || style.position === "sticky";
      const toast = element.matches("[data-sonner-toast][data-visible='true']");
      if (!floating && !toast) continue;
      // The toaster's own list is a frame for the toasts, which are measured one by one.
      if (element.matches("[data-sonner-toaster]") || element.contains(target)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || style.display === "none")
        continue;
      boxes.push({ what: element.outerHTML.slice(0, 80), ...box.toJSON() });
    }
    const field = target.getBoundingClientRect();
    return boxes.filter(
      (box) =>
        field.left < box.right && box.left < field.right && field.top < box.bottom && box.top < field.bottom,
    );
  });
}

const forms = [
  { path: "/contact", send: "Send Message", first: "Name", message: "Message" },
  {
    path: "/nominate",
    send: "Submit Nomination",
    first: "Your Name",
    message: "Why do you think they deserve this?",
  },
];

for (const form of forms) {
  test.describe(`${form.path} sent with mistakes`, () => {
    test("shows at most three toasts and the first wrong field, clear of everything floating", async ({
      page,
    }) => {
      await page.goto(form.path);
      await hydrated(page);
      // Scrolled down first, as a visitor reading the page would be: back-to-top is showing.
      await page.mouse.wheel(0, 900);
      await page.getByRole("button", { name: form.send }).click();

      await expect(toasts(page).first()).toBeVisible();
      const shown = page.locator("[data-sonner-toast][data-visible='true']");
      expect(await toasts(page).count()).toBeGreaterThan(3);
      await expect(shown).toHaveCount(3);

      const first = page.locator("main form").getByLabel(form.first, { exact: true });
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
      expect(await coveringBoxes(first)).toEqual([]);
      const message = page.locator("main form").getByLabel(form.message, { exact: true });
      expect(await coveringBoxes(message)).toEqual([]);

      // Moving to the message field, toasts still showing: it is never left under one.
      await message.click();
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
      expect(await coveringBoxes(message)).toEqual([]);
    });
  });
}

test("on a phone, the error toasts leave the Call / Schedule bar clear", async ({ page }) => {
  test.skip(!isMobile(page), "the bar shows at a phone's width");
  const [contact] = forms;
  await page.goto(contact!.path);
  await hydrated(page);
  // Sent empty: the specification's messages show as toasts, and nothing is stored.
  await page.getByRole("button", { name: contact!.send }).click();
  await expect(toasts(page).first()).toBeVisible();
  // Out of the form (the bar hides while a field has focus): the bar is back, the toasts above it.
  await page.locator("main h1").click();
  const bar = page.locator("[data-phone-action-bar]");
  await expect(bar).toBeVisible();
  const barTop = (await bar.boundingBox())!.y;
  for (const toast of await page.locator("[data-sonner-toast][data-visible='true']").all()) {
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  }
});

test("the check above sees a floating button over a field", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const name = page.locator("main form").getByLabel("Name", { exact: true });
  await name.evaluate((field) => {
    const box = field.getBoundingClientRect();
    const cover = document.createElement("div");
    cover.style.cssText = `position:fixed;top:${box.top}px;left:${box.left}px;width:40px;height:40px`;
    document.body.append(cover);
  });
  expect(await coveringBoxes(name)).toHaveLength(1);
});
