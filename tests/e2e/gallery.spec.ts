import { expect, hydrated, test } from "./fixtures";
import { cutOffPlaceholders } from "./support/fit-checks";

const searchBox = (page: import("@playwright/test").Page) =>
  page.getByPlaceholder("Search gallery by title or category...");
const cards = (page: import("@playwright/test").Page) =>
  page.getByRole("main").getByRole("listitem").getByRole("button");
/**
 * Each grid card's picture, named as its address names it ("" for a card still showing only its
 * placeholder); a pair's is its after picture.
 */
const cardPictures = (page: import("@playwright/test").Page) =>
  page.locator("main li[id^=gallery-card-]").evaluateAll((items) =>
    items.map(
      (item) =>
        item
          .querySelector("img")
          ?.getAttribute("src")
          ?.match(/\/img\/(.+)-thumb-/)?.[1] ?? "",
    ),
  );

test.describe("gallery", () => {
  test("shows the hero, all categories with All first, and the first page of projects", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Gallery of Our Work" })).toBeVisible();
    await expect(page.getByText("Our Portfolio")).toBeVisible();
    const categories = page.getByRole("navigation", { name: "Gallery categories" }).getByRole("link");
    await expect(categories.first()).toHaveText("All");
    await expect(categories.first()).toHaveAttribute("aria-current", "true");
    await expect(categories).toHaveCount(12);
    // Only the first 24 of the ~95 projects are rendered at first.
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText(/^Showing 24 of (9\d) projects$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Show more projects/ })).toBeVisible();
    // Every thumbnail waits until it comes near: on a phone the grid starts below the first
    // screen, and its pictures must not hold up the text and scripts on a weak signal.
    await expect(page.locator("main img")).toHaveCount(24);
    await expect(page.locator("main img:not([loading=lazy])")).toHaveCount(0);
  });

  test("Show more projects, tapped, adds the next 24 in place and focuses the first new card", async ({
    page,
  }) => {
    // Scrolling near it brings the next cards by itself (next test), before a tap could land: here the
    // browser cannot watch the scroll, as an old one could not, and the tap does it.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.goto("/gallery");
    await hydrated(page);
    // Survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const more = page.getByRole("link", { name: /^Show more projects/ });
    await more.click();
    await expect(cards(page)).toHaveCount(48);
    await expect(cards(page).nth(24)).toBeFocused();
    await expect(page).toHaveURL(/\/gallery\?show=48$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Until every project shows; then the control goes away.
    await more.click();
    await expect(cards(page)).toHaveCount(72);
    await more.click();
    await expect(more).toBeHidden();
    const total = await cards(page).count();
    expect(total).toBeGreaterThanOrEqual(90);
    await expect(page.getByText(`Showing ${total} projects`)).toBeVisible();
  });

  test("scrolling down brings every project into the grid, each picture asked for as its card comes near", async ({
    page,
  }) => {
    const asked = new Set<string>();
    page.on("request", (request) => {
      const key = request.url().match(/\/img\/(.+)-thumb-\d+\./)?.[1];
      if (key) asked.add(key);
    });
    await page.goto("/gallery");
    await page.waitForLoadState("load");
    const total = Number(
      (await page.getByText(/^Showing 24 of \d+ projects$/).textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(90);
    // Lazy: the fresh page asks for the pictures near its first screen, not even for all of its 24 cards.
    const first = await cardPictures(page);
    expect(first).toHaveLength(24);
    const askedAtFirst = first.filter((key) => asked.has(key)).length;
    expect(askedAtFirst).toBeGreaterThan(0);
    expect(askedAtFirst).toBeLessThan(24);

    // The page's scripts start once it has painted (0031); then scrolling on, touching nothing,
    // down to the page's end.
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      expect(
        await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2),
      ).toBe(true);
    }).toPass({ intervals: [100], timeout: 45_000 });
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText(`Showing ${total} projects`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Show more projects/ })).toBeHidden();
    // Every card was scrolled past, so every card's picture was asked for.
    const all = await cardPictures(page);
    expect(all.filter((key) => key === "")).toEqual([]);
    await expect.poll(() => all.filter((key) => !asked.has(key))).toEqual([]);
  });

  test("pressing End brings the rest of a search's projects, the way it brings the page's end", async ({
    page,
  }) => {
    await page.goto("/gallery?q=painting");
    const total = Number(
      (await page.getByText(/^Showing 24 of \d+ projects$/).textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(total).toBeGreaterThan(24);
    // End jumps past "Show more projects" without its ever coming near the screen: still reached.
    await expect(async () => {
      await page.keyboard.press("End");
      await expect(page.getByText(`Showing ${total} projects`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(cards(page)).toHaveCount(total);
    for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toContain("painting");
    await expect(page).toHaveURL(/\/gallery\?q=painting&show=48$/);
  });

  test("a card not drawn yet holds its height, so Show more projects stays put as the cards come in", async ({
    page,
  }) => {
    await page.goto("/gallery");
    // The cards below the first screen are not drawn until they come near it (content-visibility).
    const more = page.getByRole("link", { name: /^Show more projects/ });
    const top = async () => (await more.boundingBox())?.y ?? Number.NaN;
    const before = await top();
    await page.addStyleTag({ content: "main li { content-visibility: visible !important; }" });
    // With every card drawn, the button is where it was to within half its height: a tap aimed
    // at it as the cards above come in still lands on it.
    expect(Math.abs((await top()) - before)).toBeLessThan(24);
    // And the cards of a row end level, whatever the length of their titles.
    const uneven = await cards(page).evaluateAll((buttons) => {
      const rows = new Map<number, Set<number>>();
      for (const button of buttons) {
        const item = button.closest("li");
        const card = item?.firstElementChild?.getBoundingClientRect();
        if (!item || !card) continue;
        const row = Math.round(item.getBoundingClientRect().top);
        rows.set(row, (rows.get(row) ?? new Set()).add(Math.round(card.bottom)));
      }
      return [...rows.values()].filter((bottoms) => bottoms.size > 1).length;
    });
    expect(uneven, "rows whose cards end at different heights").toBe(0);
  });

  test("the filter and search find projects beyond the first 24", async ({ page }) => {
    // A title from the third page of the full list.
    await page.goto("/gallery?show=72");
    const title = (await cards(page).nth(60).getAttribute("aria-label")) ?? "";
    expect(title).not.toBe("");

    await page.goto("/gallery");
    await hydrated(page);
    await expect(page.getByRole("button", { name: title, exact: true })).toHaveCount(0);
    await searchBox(page).fill(title);
    await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
  });

  test("a category and the search filter the grid and are kept in the replaced URL", async ({ page }) => {
    await page.goto("/gallery");
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "Garage", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?category=garage$/);
    await expect(page.getByRole("link", { name: "Garage", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const garage = await cards(page).count();
    expect(garage).toBeGreaterThan(0);
    expect(garage).toBeLessThan(20);
    for (const text of await cards(page).allInnerTexts()) expect(text.trim().endsWith("Garage")).toBe(true);

    await searchBox(page).fill("EPOXY");
    await expect(page).toHaveURL(/category=garage&q=EPOXY/);
    const epoxy = await cards(page).allInnerTexts();
    expect(epoxy.length).toBeGreaterThan(0);
    for (const text of epoxy) expect(text.toLowerCase()).toMatch(/epoxy/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // The shared address shows the same view.
    await page.reload();
    await expect(searchBox(page)).toHaveValue("EPOXY");
    expect(await cards(page).allInnerTexts()).toEqual(epoxy);
  });

  test("search matches the category name too", async ({ page }) => {
    await page.goto("/gallery");
    await hydrated(page);
    await searchBox(page).fill("knockdown texture");
    const texts = await cards(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain("knockdown");
  });

  test("shows the two empty messages", async ({ page }) => {
    await page.goto("/gallery");
    await hydrated(page);
    await searchBox(page).fill("zebra stripes");
    await expect(page.getByText("No projects found matching your search.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await searchBox(page).fill("");
    await expect(page.getByText("No projects found matching your search.")).toBeHidden();
  });

  test("works without JavaScript: links and a GET search rendered by the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gallery");
    await page.getByRole("link", { name: "Cabinets", exact: true }).click();
    await expect(page).toHaveURL(/category=cabinets/);
    // The address changes when the new page starts to arrive: wait for its grid before counting.
    await expect(cards(page).first()).toBeVisible();
    const cabinetCount = await cards(page).count();
    expect(cabinetCount).toBeGreaterThan(0);
    await searchBox(page).fill("no such project");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/category=cabinets&q=no\+such\+project/);
    await expect(page.getByText("No projects found matching your search.")).toBeVisible();
    await context.close();
  });

  test("the dialog shows the large image and closes by its button, Escape and the overlay", async ({
    page,
  }) => {
    await page.goto("/gallery");
    await hydrated(page);
    const first = cards(page).first();
    const title = (await first.getAttribute("aria-label")) ?? "";
    const dialog = page.getByRole("dialog", { name: title });

    await first.click();
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole("img");
    await expect(large).toHaveAttribute("width", "1200");
    await expect(large).toHaveAttribute("height", "800");
    // The picture fills the dialog's width at its own 3:2 shape and fits the screen:
    // no bars beside it (the blurred placeholder used to show there).
    const fit = await large.evaluate((img) => {
      const box = img.getBoundingClientRect();
      const frame = (img.closest("dialog") as HTMLElement).getBoundingClientRect();
      return { width: box.width, height: box.height, frame: frame.width, screen: innerHeight };
    });
    expect(Math.abs(fit.width - fit.frame)).toBeLessThan(1);
    expect(Math.abs(fit.width / fit.height - 1.5)).toBeLessThan(0.01);
    expect(fit.height).toBeLessThanOrEqual(fit.screen * 0.75 + 1);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await first.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await first.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test("a fresh install's drawings say they are sample pictures, in the server's grid and the large view", async ({
  page,
  request,
}) => {
  // In the server's markup: every card of the first page carries the label.
  const html = await (await request.get("/gallery")).text();
  expect(html.match(/>Sample picture</g)?.length).toBe(24);

  await page.goto("/gallery");
  await hydrated(page);
  const first = cards(page).first();
  const label = first.getByText("Sample picture", { exact: true });
  await expect(label).toBeVisible();
  // A screen reader hears it with the card (whose name stays the project's title).
  await expect(first).toHaveAccessibleDescription("Sample picture");
  await expect(page.getByRole("main").locator("li [data-sample-label]")).toHaveCount(24);
  // A small tag in the picture's lower left corner, clear of its middle.
  const picture = await first.locator("img").boundingBox();
  const tag = await label.boundingBox();
  expect(picture && tag).toBeTruthy();
  if (picture && tag) {
    expect(tag.x).toBeGreaterThanOrEqual(picture.x);
    expect(tag.y + tag.height).toBeLessThanOrEqual(picture.y + picture.height);
    expect(tag.y).toBeGreaterThan(picture.y + picture.height * 0.6);
    expect(tag.width * tag.height).toBeLessThan(picture.width * picture.height * 0.15);
  }

  await first.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Sample picture", { exact: true })).toBeVisible();
});

test("the large view steps to the previous and next matching project, by buttons and arrow keys", async ({
  page,
}) => {
  await page.goto("/gallery");
  await hydrated(page);
  const names = await cards(page).evaluateAll((buttons) =>
    // A photo's button is named by its title; a before/after pair's title is its first line.
    buttons
      .slice(0, 3)
      .map((b) => b.getAttribute("aria-label") ?? b.querySelector("span")?.textContent ?? ""),
  );
  await cards(page).first().click();
  const dialog = page.getByRole("dialog");
  const heading = dialog.getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(names[0] ?? "");
  await expect(dialog.getByRole("button", { name: "Previous project" })).toBeDisabled();
  await expect(dialog.getByText(/ · 1 of \d+$/)).toBeVisible();

  await dialog.getByRole("button", { name: "Next project" }).click();
  await expect(heading).toHaveText(names[1] ?? "");
  await expect(dialog.getByText(/ · 2 of \d+$/)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(heading).toHaveText(names[2] ?? "");
  await page.keyboard.press("ArrowLeft");
  await expect(heading).toHaveText(names[1] ?? "");
  await dialog.getByRole("button", { name: "Previous project" }).click();
  await expect(heading).toHaveText(names[0] ?? "");
  await expect(dialog.getByRole("button", { name: "Previous project" })).toBeDisabled();
});

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Show more projects is a link the server answers with the next 24", async ({ page }) => {
    await page.goto("/gallery");
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("link", { name: /^Show more projects/ }).click();
    await expect(page).toHaveURL(/\/gallery\?show=48#gallery-card-25$/);
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(/^Showing 48 of \d+ projects$/)).toBeVisible();
  });

  test("the search box searches every project, not just the first page", async ({ page }) => {
    await page.goto("/gallery?show=72");
    const title = (await cards(page).nth(60).getAttribute("aria-label")) ?? "";
    await page.goto("/gallery");
    await searchBox(page).fill(title);
    await searchBox(page).press("Enter");
    await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
  });
});

test("the gallery's search box shows its whole placeholder, on a phone too", async ({ page }) => {
  await page.goto("/gallery");
  await expect(searchBox(page)).toBeVisible();
  expect(await cutOffPlaceholders(page)).toEqual([]);
});
