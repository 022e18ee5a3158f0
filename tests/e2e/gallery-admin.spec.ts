/**
 * The owner adds job photos from a phone: several at once with a progress
 * bar each, a refused file losing none of the others; a before/after pair;
 * the point to keep in view on a photo and on its before photo;
 * the same without JavaScript; and the public gallery and city page show them.
 * These change content, so they run on the content server, once.
 */
import { writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { checkBothThemes } from "./support/axe-check";
import { contentBaseUrl, testAccounts } from "./support/e2e-env";
import { phonePhoto, scriptInDisguise, tapPhoto } from "./support/photos";
import { installVisualGuard } from "./support/visual-guard";

test.use({
  baseURL: contentBaseUrl,
  viewport: { width: 390, height: 844 },
  // A refused photo answers 422, which Chromium logs as a failed load.
  allowedConsoleErrors: [/status of 4(00|22)/],
});
test.skip(
  ({ isMobile }) => isMobile,
  "Content changes are made once (this spec sets a phone's viewport itself).",
);
test.describe.configure({ mode: "serial" });

/** How long a project's first save may take on a busy machine: it cuts the photo's sizes (sharp) before it answers. */
const PHOTO_SAVE_MS = 45_000;

/** The owner, signed in on the content server. */
async function signIn(page: Page) {
  await signInAsAdmin(page, contentBaseUrl);
}

test("photos chosen on a phone upload one by one, a refused one loses none of the others, and each becomes a project", async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page);
  await page.goto("/admin/content/gallery");
  await hydrated(page);
  const kitchen = await phonePhoto("kitchen.jpg", "#7a9a7e");
  const porch = await phonePhoto("porch.jpg", "#c2b280");
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles([kitchen, scriptInDisguise("drawing.jpg"), porch]);

  const rows = page.getByRole("list", { name: "Photos being added" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  // The drawing is refused for what it is, whatever its name says.
  await expect(rows.nth(1).getByRole("alert")).toContainText("drawing.jpg:");
  await expect(rows.nth(1).getByRole("alert")).toContainText("can't be uploaded");

  // The kitchen: titled and saved in place, with a description suggested from the title.
  const first = rows.nth(0);
  await first.getByLabel("Title").fill("Sage green kitchen in Shoreview");
  await first.getByLabel("Category").selectOption("Interior Painting");
  await first.getByLabel("City").selectOption("shoreview");
  await expect(first.getByLabel("Picture description")).toHaveValue(
    "Sage green kitchen in Shoreview: interior painting project in Shoreview, finished",
  );
  await first.getByRole("button", { name: "Save project" }).click();
  await expect(first.getByRole("status")).toContainText("Project added: Sage green kitchen in Shoreview.", {
    timeout: PHOTO_SAVE_MS,
  });

  // The porch row is still there, as it was.
  const third = rows.nth(2);
  await third.getByLabel("Title").fill("Porch ceiling in Roseville");
  await third.getByLabel("Picture description").fill("A freshly painted porch ceiling, pale yellow.");
  await third.getByRole("button", { name: "Save project" }).click();
  await expect(third.getByRole("status")).toContainText("Project added: Porch ceiling in Roseville.", {
    timeout: PHOTO_SAVE_MS,
  });

  // The public gallery shows both, newest first, and the large image carries no GPS position.
  await page.goto("/gallery");
  await hydrated(page);
  const card = page.getByRole("button", { name: "Sage green kitchen in Shoreview", exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole("button", { name: "Porch ceiling in Roseville", exact: true })).toBeVisible();
  await expect(card.getByText("Sample picture", { exact: true })).toHaveCount(0);
  const src = await card.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/img\/media\/[0-9a-f-]{36}-thumb-400\.[0-9a-f]{10}\.jpg$/);
  const image = await request.get(src ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toContain("immutable");
  const served = await sharp(await image.body()).metadata();
  expect(served.exif).toBeUndefined();
  expect(served.width).toBe(400);

  // The city page lists the project done there.
  await page.goto("/service-area/shoreview");
  const recent = page.locator("section#projects");
  await expect(recent.getByRole("heading", { level: 2 })).toHaveText("Recent Projects in Shoreview");
  await expect(recent.getByRole("heading", { name: "Sage green kitchen in Shoreview" })).toBeVisible();
  // The owner's own job: called finished, shown without the seed's samples, and not labelled a sample.
  await expect(recent.getByText("Jobs we have finished in Shoreview.")).toBeVisible();
  await expect(recent.getByText("Sample picture", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/look through photos of our recent work/)).toBeVisible();
});

test("a before photo makes a pair, compared with a slider on the gallery", async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto("/admin/content/gallery");
  await hydrated(page);
  await page.getByRole("link", { name: "Edit Sage green kitchen in Shoreview" }).click();
  await hydrated(page);
  await page
    .getByLabel("Before photo (optional)", { exact: true })
    .setInputFiles(await phonePhoto("kitchen-before.jpg", "#5a4a3a"));
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sage green kitchen in Shoreview" })).toContainText(
    "before/after",
  );

  await page.goto("/gallery");
  await hydrated(page);
  const slider = page.getByRole("slider", { name: /Sage green kitchen in Shoreview/ }).first();
  await expect(slider).toBeVisible();
  const start = Number(await slider.inputValue());
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  expect(Number(await slider.inputValue())).toBeGreaterThan(start);
});

/** A portrait photo from a phone: grey, with a red square near its top left corner. */
async function portraitWithRedCorner(): Promise<string> {
  const red = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const file = await phonePhoto("front-door.jpg", "#808080", 900, 1350);
  const marked = await sharp(file)
    .composite([{ input: red, left: 40, top: 40 }])
    .jpeg()
    .toBuffer();
  writeFileSync(file, marked);
  return file;
}

/** How many clearly red pixels the picture at this address has. */
async function redPixels(request: APIRequestContext, src: string): Promise<number> {
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) count++;
  }
  return count;
}

test("a portrait shows whole in the large view, and its thumbnail keeps the point the owner taps", async ({
  page,
  request,
}) => {
  test.slow();
  // The edit page with the picker gets axe and the look below.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await installVisualGuard(page);
  await signIn(page);
  await page.goto("/admin/content/gallery/new");
  await hydrated(page);
  await page.getByLabel("Photo of the finished job").setInputFiles(await portraitWithRedCorner());
  await page.getByLabel("Title").fill("Red front door in Roseville");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Project added: Red front door in Roseville.").first()).toBeVisible();

  const thumbnail = async () => {
    await page.goto("/gallery");
    const button = page.getByRole("button", { name: "Red front door in Roseville", exact: true });
    return (await button.locator("img").getAttribute("src")) ?? "";
  };
  // Cut around the centre, the square thumbnail misses the red corner.
  const centred = await thumbnail();
  expect(await redPixels(request, centred)).toBe(0);

  // The large view shows the whole portrait, not a 3:2 crop of it.
  await hydrated(page);
  await page.getByRole("button", { name: "Red front door in Roseville", exact: true }).click();
  const large = page.getByRole("dialog").locator("img").first();
  await expect(large).toBeVisible();
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalHeight / Math.max(1, img.naturalWidth)))
    .toBeCloseTo(1.5, 1);

  // The owner taps the red square on the whole photo, on the phone, and saves.
  await page.goto("/admin/content/gallery");
  await hydrated(page);
  await page.getByRole("link", { name: "Edit Red front door in Roseville" }).click();
  await hydrated(page);
  const picker = page.getByRole("button", { name: /^Point to keep in view/ });
  await expect(picker).toHaveAccessibleName(/Point to keep in view: 50% across, 50% down/);
  // The list's first edit page (the one the accessibility walk checks) has a sample picture, so no picker: checked here.
  await checkBothThemes(page, "a project's edit page with the point picker");
  await tapPhoto(picker, 0.13, 0.09);
  await expect(picker).toHaveAccessibleName(/Point to keep in view: 1[0-6]% across, [6-9]% down/);
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();

  // The thumbnail is cut again under a new name, around the red square; the old cut is gone.
  const refocused = await thumbnail();
  expect(refocused).not.toBe(centred);
  expect(await redPixels(request, refocused)).toBeGreaterThan(1000);
  expect((await request.get(centred)).status()).toBe(404);
});

test("the before photo keeps its own point in view on the gallery's before/after card", async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page);
  const editDoor = async () => {
    await page.goto("/admin/content/gallery");
    await hydrated(page);
    await page.getByRole("link", { name: "Edit Red front door in Roseville" }).click();
    await hydrated(page);
  };
  await editDoor();
  await page
    .getByLabel("Before photo (optional)", { exact: true })
    .setInputFiles(await portraitWithRedCorner());
  await page.getByLabel(/^Before photo description/).fill("The door before, faded");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();

  const beforeThumbnail = async () => {
    await page.goto("/gallery");
    return (
      (await page.getByRole("img", { name: "The door before, faded" }).first().getAttribute("src")) ?? ""
    );
  };
  // Cut around the centre, the pair's square card misses the before photo's red corner.
  const centred = await beforeThumbnail();
  expect(await redPixels(request, centred)).toBe(0);

  // The owner taps the red square on the before photo (its own picker, below the photo's).
  await editDoor();
  const picker = page.getByRole("button", { name: /^Point to keep in view on the before photo/ });
  await expect(picker).toHaveAccessibleName(/50% across, 50% down/);
  await tapPhoto(picker, 0.13, 0.09);
  await expect(picker).toHaveAccessibleName(/1[0-6]% across, [6-9]% down/);
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();

  const refocused = await beforeThumbnail();
  expect(refocused).not.toBe(centred);
  expect(await redPixels(request, refocused)).toBeGreaterThan(1000);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("several photos sent together are added as hidden projects to name, and a refused one is named", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/admin");
    await page.getByLabel("Email").fill(testAccounts.admin.email);
    await page.getByLabel("Password").fill(testAccounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    await page.goto("/admin/content/gallery");
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([await phonePhoto("deck.jpg", "#8b5a2b"), scriptInDisguise("drawing.jpg")]);
    await page.getByRole("button", { name: "Upload" }).click();
    const notice = page.getByRole("main").getByText(/1 photo was added as hidden projects/);
    await expect(notice).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Not added, drawing.jpg:");
    const row = page.getByRole("listitem", { name: "New photo (deck.jpg)" });
    await expect(row).toContainText("hidden");

    // Named and shown through the project's own form, which sends without scripts too.
    await row.getByRole("link", { name: /^Edit/ }).click();
    await page.getByLabel("Title").fill("Cedar deck stain in Woodbury");
    await page.getByLabel("Category").selectOption("Deck & Fence");
    await page.getByLabel("Picture description").fill("A cedar deck with a fresh semi-transparent stain.");
    await page.getByLabel("Hidden").uncheck();
    await page.getByRole("button", { name: "Save project" }).click();
    await expect(page.getByRole("main").getByText("Project saved.")).toBeVisible();

    await page.goto("/gallery");
    await expect(
      page.getByRole("button", { name: "Cedar deck stain in Woodbury", exact: true }),
    ).toBeVisible();
  });
});

test("deleting a project removes it and its files", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/gallery");
  const src = await page
    .getByRole("button", { name: "Porch ceiling in Roseville", exact: true })
    .locator("img")
    .getAttribute("src");
  expect((await request.get(src ?? "")).status()).toBe(200);

  await page.goto("/admin/content/gallery");
  await hydrated(page);
  await page.getByRole("link", { name: "Edit Porch ceiling in Roseville" }).click();
  await hydrated(page);
  await page.getByText("Delete this project").click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("main").getByText("Project deleted.")).toBeVisible();
  expect((await request.get(src ?? "")).status()).toBe(404);
  await page.goto("/gallery");
  await expect(page.getByRole("button", { name: "Porch ceiling in Roseville", exact: true })).toHaveCount(0);
});

test("a post's picture can be a photo uploaded in its editor", async ({ page, request }) => {
  test.slow();
  await signIn(page);
  await page.goto("/admin/content/blog");
  await hydrated(page);
  await page
    .getByRole("link", {
      name: "Textured Ceilings: Popcorn Removal, Repairs and Modern Options",
      exact: true,
    })
    .click();
  await hydrated(page);
  await page
    .getByLabel("Or upload a photo (optional)")
    .setInputFiles(await phonePhoto("post-photo.jpg", "#9aa8b5"));
  await page.getByLabel("Picture description").fill("A hallway in pale blue-grey, freshly painted.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The post on the site shows the change now.").first()).toBeVisible();
  await expect(page.getByLabel("Picture", { exact: true })).toHaveValue(/^media\//);

  const postUrl = await page.getByRole("link", { name: "View on the site" }).getAttribute("href");
  await page.goto(postUrl ?? "");
  const src = await page
    .getByRole("img", { name: "A hallway in pale blue-grey, freshly painted." })
    .getAttribute("src");
  expect(src).toMatch(/^\/img\/media\/[0-9a-f-]{36}-card-800\.[0-9a-f]{10}\.jpg$/);
  expect((await request.get(src ?? "")).status()).toBe(200);
});

test("photos uploaded but not yet named are kept: leaving warns first, and they wait under Not finished yet", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await page.goto("/admin/content/gallery");
  await hydrated(page);
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles([await phonePhoto("stairs.jpg", "#998877"), await phonePhoto("hall.jpg", "#667788")]);
  const rows = page.getByRole("list", { name: "Photos being added" }).getByRole("listitem");
  // Two phone photos to process: longer than a click's wait on a busy machine.
  await expect(rows.getByLabel("Title")).toHaveCount(2, { timeout: 30_000 });
  // Unnamed uploads on the page: the browser asks before the page is left.
  const asks = () =>
    page.evaluate(() => {
      const leaving = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    });
  expect(await asks()).toBe(true);

  // Left anyway (a phone call): on return both wait under "Not finished yet".
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await hydrated(page);
  expect(await asks()).toBe(false);
  const waiting = page.getByRole("list", { name: "Photos not finished yet" }).getByRole("listitem");
  await expect(waiting).toHaveCount(2);
  // Sent together, the two may come back in either order: each is found by its photo's name.
  const draft = (file: string) =>
    waiting.filter({ has: page.getByRole("button", { name: `Discard photo ${file}` }) });
  await draft("stairs.jpg").getByLabel("Title").fill("Stairwell in Maplewood");
  await draft("stairs.jpg").getByRole("button", { name: "Save project" }).click();
  await expect(
    waiting.getByRole("status").filter({ hasText: "Project added: Stairwell in Maplewood." }),
  ).toBeVisible();
  await draft("hall.jpg").getByRole("button", { name: "Discard photo hall.jpg" }).click();
  await expect(page.getByText("Photo discarded.").first()).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("list", { name: "Photos not finished yet" })).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Stairwell in Maplewood" })).toBeVisible();
});
