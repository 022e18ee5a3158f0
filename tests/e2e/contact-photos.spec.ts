/**
 * An estimate request with photos, a ZIP code or town and a timing: with
 * JavaScript (previews, remove, progress) on a laptop and a phone, and
 * without it; the photos private to the signed-in owner, stripped of their
 * GPS position, and a refused file explained with nothing stored.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { addressFor, expect, hydrated, test } from "./fixtures";
import { testAccounts } from "./support/e2e-env";
import { fillContact, marker, validContact } from "./support/forms";
import { waitForMail } from "./support/mailbox";
import { iphonePhoto, phonePhoto, scriptInDisguise } from "./support/photos";

// A refused post answers 400, which Chromium logs as a failed load; and the
// preview of a file that is not a picture (the drawing in disguise) makes it
// log a blob: fetch the page's policy blocks (the preview stays empty).
test.use({ allowedConsoleErrors: [/status of 400|Connecting to 'blob:/] });

const photoInput = (page: Page) => page.locator("#contact-form").getByLabel("Photos (optional)");

/** The lead as the signed-in owner sees it: its card on the dashboard, found by its name. */
async function ownerSees(page: Page, name: string, scripts = true) {
  await page.goto("/admin");
  if (scripts) await hydrated(page);
  await page.getByLabel("Email").fill(testAccounts.admin.email);
  await page.getByLabel("Password").fill(testAccounts.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await page.goto(`/admin?q=${encodeURIComponent(name)}`);
  return page.getByRole("article", { name: `Contact submission from ${name}` });
}

async function photoUrls(card: ReturnType<Page["getByRole"]>): Promise<string[]> {
  return card
    .getByRole("link")
    .filter({ has: card.page().locator("img") })
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
}

async function expectPrivate(request: APIRequestContext, url: string) {
  // Signed out (a fresh request context has no session): as if it did not exist.
  const anonymous = await request.fetch(url, { headers: { cookie: "" } });
  expect(anonymous.status()).toBe(404);
}

test.describe("contact form with photos, with JavaScript", () => {
  test("photos are previewed, one removed, sent with a progress bar, and shown only to the owner without GPS", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await page.goto("/contact");
    await hydrated(page);
    const name = marker("Photo");
    await fillContact(page, validContact(name));
    const form = page.locator("#contact-form");

    // The town is answered at once, kindly.
    await form.getByLabel("ZIP code or city (optional)").fill("55082");
    await expect(
      form.getByText(/^Good news: .*55082 is about \d+ miles from our office, inside our service area\.$/),
    ).toBeVisible();
    await form.getByLabel("When would you like it done? (optional)").selectOption("Within a month");

    await photoInput(page).setInputFiles([
      await phonePhoto("living-room.jpg", "#b0a890"),
      await phonePhoto("hallway.jpg", "#8090a0"),
      await phonePhoto("stairs.jpg", "#706050"),
    ]);
    const previews = form.getByRole("list", { name: "Photos to send" }).getByRole("listitem");
    await expect(previews).toHaveCount(3);
    await form.getByRole("button", { name: "Remove photo hallway.jpg" }).click();
    await expect(previews).toHaveCount(2);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible({
      timeout: 20_000,
    });
    // The form starts over, photos included.
    await expect(previews).toHaveCount(0);

    const [mail] = await waitForMail((m) => m.subject.startsWith(`New contact request from ${name}`));
    expect(mail?.text).toContain("2 photos came with this request");
    expect(mail?.text).toMatch(/Where:\s+55082, inside the service area/);
    expect(mail?.text).toMatch(/Timing:\s+Within a month/);
    expect(mail?.text).not.toMatch(/\/admin\/leads\/photos\//);

    const card = await ownerSees(page, name);
    await expect(card).toContainText("2 photos");
    await expect(card).toContainText("Within a month");
    const urls = await photoUrls(card);
    expect(urls).toHaveLength(2);
    const view = await page.request.get(urls[0] ?? "");
    expect(view.status()).toBe(200);
    expect(view.headers()["cache-control"]).toBe("private, no-store");
    const meta = await sharp(await view.body()).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    const anonymous = await playwright.request.newContext({ baseURL });
    await expectPrivate(anonymous, urls[0] ?? "");
    await anonymous.dispose();

    // Deleting the request deletes its photos.
    await card.getByText("Details: source, notification, delete").click();
    await card.getByText("Delete this submission").click();
    await card.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(card).toHaveCount(0);
    for (const url of urls) expect((await page.request.get(url)).status()).toBe(404);
  });

  test("a file that is not a photo is left out, named with the reason, and the request is stored with the rest", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/contact");
    await hydrated(page);
    const name = marker("Refused");
    await fillContact(page, validContact(name));
    await photoInput(page).setInputFiles([
      await phonePhoto("kitchen.jpg", "#ccbb99"),
      scriptInDisguise("ceiling.jpg"),
    ]);
    await page.getByRole("button", { name: "Send Message" }).click();
    const form = page.locator("#contact-form");
    // A photo the site cannot use never costs the request: it is sent without it, and says so.
    const sent = form.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await expect(sent).toBeVisible({ timeout: 20_000 });
    await expect(sent).toContainText(/ceiling\.jpg: SVG drawings can't be uploaded/);
    const card = await ownerSees(page, name);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("1 photo");
    await expect(
      card.getByRole("region", { name: `Photos from ${name} that could not be used` }),
    ).toContainText(/ceiling\.jpg: SVG drawings can't be uploaded/);
    // The drawing itself is nowhere: one photo is served, the kitchen's.
    expect(await photoUrls(card)).toHaveLength(1);
  });
});

test.describe("an iPhone's photo", () => {
  test("a HEIC photo and a JPEG are both stored, and the owner sees both", async ({ page }) => {
    test.slow();
    await page.goto("/contact");
    await hydrated(page);
    const name = marker("iPhone");
    await fillContact(page, validContact(name));
    await photoInput(page).setInputFiles([
      await iphonePhoto("IMG_4450.HEIC", "#6b8e5a"),
      await phonePhoto("porch.jpg", "#8a9a7a", 1200, 900),
    ]);
    await page.getByRole("button", { name: "Send Message" }).click();
    const sent = page
      .locator("#contact-form")
      .getByRole("status")
      .filter({ hasText: "Message sent successfully!" });
    await expect(sent).toBeVisible({ timeout: 30_000 });
    await expect(sent).not.toContainText("could not be used");
    const card = await ownerSees(page, name);
    await expect(card).toContainText("2 photos");
    const urls = await photoUrls(card);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const photo = await page.request.get(url);
      expect(photo.status()).toBe(200);
      const meta = await sharp(await photo.body()).metadata();
      // Viewable: a JPEG the owner's phone opens, upright, without the location the camera wrote.
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(1200);
      expect(meta.exif).toBeUndefined();
    }
  });
});

test.describe("the hostile file set sent to the form", () => {
  test("each is left out with a message naming it and why; the request is stored without it", async ({
    page,
    request,
  }) => {
    test.skip(page.viewportSize()?.width !== 1280, "the server's answer does not depend on the viewport");
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const html = Buffer.from("<html><body><script>alert(1)</script></body></html>");
    const comment = Buffer.from([0xff, 0xfe, 0, html.length + 2]);
    const hostile: [string, Buffer, RegExp][] = [
      [
        "drawing.jpg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        /SVG drawings/,
      ],
      [
        "polyglot.jpg",
        Buffer.concat([jpeg.subarray(0, 2), comment, html, jpeg.subarray(2)]),
        /web page code/,
      ],
      ["cut-short.jpg", jpeg.subarray(0, jpeg.length >> 1), /damaged or incomplete/],
      ["notes.jpg", Buffer.from("just some notes"), /a photo the website can use/],
      ["huge.jpg", Buffer.alloc(16 * 1024 * 1024, 1), /larger than 15 MB/],
    ];
    const sent: [string, string, RegExp][] = [];
    for (const [file, buffer, message] of hostile) {
      const name = marker("Hostile");
      sent.push([name, file, message]);
      const answer = await request.post("/contact", {
        // Each from its own address: the form budget is not what this test is about.
        headers: { "x-forwarded-for": addressFor(`${name} ${file}`) },
        multipart: {
          ...validContact(name),
          photos: { name: file, mimeType: "image/jpeg", buffer },
        },
      });
      // Without the page's script: the thank-you page, naming the file that was left out.
      expect(answer.status(), file).toBe(200);
      expect(answer.url(), file).toContain("/contact/thank-you?refused=");
      expect(await answer.text(), file).toContain(file);
    }
    // The owner finds each request, without its file, and why it was left out.
    await ownerSees(page, sent[0]?.[0] ?? "");
    for (const [name, file, message] of sent) {
      await page.goto(`/admin?q=${encodeURIComponent(name)}`);
      const card = page.getByRole("article", { name: `Contact submission from ${name}` });
      await expect(card).toHaveCount(1);
      const refused = card.getByRole("region", { name: `Photos from ${name} that could not be used` });
      await expect(refused).toContainText(`${file}: `);
      await expect(refused).toContainText(message);
      expect(await photoUrls(card)).toEqual([]);
    }
  });
});

test.describe("contact form with photos, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused post keeps what was typed and says the photos must be chosen again; then it is stored", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/contact");
    const name = marker("NoScript");
    // Spaces pass the browser's own check; the server refuses them.
    await fillContact(page, { ...validContact(name), message: "   " });
    const form = page.locator("#contact-form");
    await form.getByLabel("ZIP code or city (optional)").fill("Duluth");
    await photoInput(page).setInputFiles([await phonePhoto("garage.jpg", "#999999")]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Message is required");
    await expect(page.getByRole("alert")).toContainText("Your photo was not kept: please choose it again");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("ZIP code or city (optional)")).toHaveValue("Duluth");

    await form.getByLabel("Message", { exact: true }).fill("The garage door and trim, before the snow.");
    await photoInput(page).setInputFiles([await phonePhoto("garage.jpg", "#999999")]);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you#top$/);

    const card = await ownerSees(page, name, false);
    await expect(card).toContainText("1 photo");
    // Farther than the radius: taken, and marked for the owner.
    await expect(card).toContainText("outside the service area");
  });
});
