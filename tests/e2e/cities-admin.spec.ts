/**
 * The owner's city pages, from a phone: words of his own on a town's page,
 * a town hidden (its address leads to the list) or merged into a neighbour;
 * a town added with its coordinates and a photo, on every list, map and
 * search at once, edited, restored from its history and deleted; the other
 * communities linked to a page. These tests change content, so they run
 * against the content server, once (the desktop project, at a phone's
 * width), and leave it as the site started with it.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { contentBaseUrl } from "./support/e2e-env";
import { marker } from "./support/forms";
import { restoreStartingVersion } from "./support/history";
import { phonePhoto } from "./support/photos";

test.use({ baseURL: contentBaseUrl, viewport: { width: 390, height: 844 } });
test.skip(
  ({ isMobile }) => isMobile,
  "Content changes are made once; this project already uses a phone's width.",
);

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("a city page: given words of its own, then hidden (its address leads to the list) and merged into a neighbour", async ({
  page,
  request,
}) => {
  const status = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return [response.status(), response.headers().location ?? ""];
  };
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/cities");
  const eagan = page.getByRole("listitem", { name: "Eagan" });
  await expect(eagan).toContainText("On the site");
  await eagan.getByRole("link", { name: "Edit Eagan" }).click();
  await expect(page.getByLabel("Working in Eagan")).toBeVisible();
  await hydrated(page);

  // His own words make the page more than the town's name.
  const words = `${marker("Cedar Grove")} ramblers keep us busy every spring.`;
  await page.getByLabel("Working in Eagan").fill(words);
  await page.getByRole("button", { name: "Save city page" }).click();
  await expect(page.getByText("Saved. The site follows at once.").first()).toBeVisible();
  expect(await (await request.get("/service-area/eagan")).text()).toContain(words);

  // Hidden: the address leads to the list, for good, and the page leaves the sitemap and the list.
  await page.getByLabel("Hidden").check();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.status() < 400),
    page.getByRole("button", { name: "Save city page" }).click(),
  ]);
  expect(await status("/service-area/eagan")).toEqual([301, "/service-areas"]);
  expect(await (await request.get("/sitemap-service-areas.xml")).text()).not.toContain("/service-area/eagan");
  expect(await (await request.get("/service-areas")).text()).not.toContain('href="/service-area/eagan"');

  // Shown again but merged into Burnsville: the address leads there.
  await open(page, "/admin/content/cities/eagan");
  await page.getByLabel("Hidden").uncheck();
  await page.getByLabel("Merged into").selectOption({ label: "Burnsville" });
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.status() < 400),
    page.getByRole("button", { name: "Save city page" }).click(),
  ]);
  expect(await status("/service-area/eagan")).toEqual([301, "/service-area/burnsville"]);

  // Back as the site started, for the other tests.
  await open(page, "/admin/content/cities/eagan");
  await restoreStartingVersion(page);
  expect(await status("/service-area/eagan")).toEqual([200, ""]);
  expect(await (await request.get("/service-area/eagan")).text()).not.toContain(words);
});

test("a town added on the phone has its page, its card, its dot, its place in the sitemap and search; edited, restored, then deleted", async ({
  page,
}) => {
  test.slow();
  const path = "/service-area/mahtomedi";
  const site = page.request;
  const text = async (address: string) => (await (await site.get(address)).text()).replace(/<[^>]+>/g, " ");
  const leadsHere = (link: Locator) => expect(link).toHaveAttribute("href", path);
  const deleteIt = async () => {
    await page.getByText("Delete this city page").click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByText("The page of Mahtomedi is deleted.").first()).toBeVisible();
  };
  await signInAsAdmin(page, contentBaseUrl);
  // A try that stopped half-way left the page: it goes first.
  if ((await site.get(path, { maxRedirects: 0 })).status() === 200) {
    await open(page, "/admin/content/cities/mahtomedi");
    await deleteIt();
  }
  await open(page, "/admin/content/cities");
  await page.getByRole("link", { name: "Add a city page" }).click();
  await expect(page.getByRole("heading", { name: "New city page", level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Town name").fill("Mahtomedi");
  await page.getByLabel("Description", { exact: true }).fill("House painting on White Bear's east shore.");
  await page.getByLabel("Latitude").fill("45.0697");
  // The minus left out, as a thumb does: said plainly, nothing sent.
  await page.getByLabel("Longitude").fill("92.9516");
  const intro = `${marker("Mahtomedi")} sits on the east shore of White Bear Lake.\n\nEvery job carries our {warrantyYears}-year warranty.`;
  await page.getByLabel("Introduction").fill(intro);
  await page.getByLabel("Upload a photo").setInputFiles(await phonePhoto("mahtomedi.jpg", "#7a8f6a"));
  await page.getByLabel("Photo description").fill("A freshly painted porch on a Mahtomedi street");
  await page.getByRole("button", { name: "Add city page" }).click();
  await expect(
    page.getByText("Longitude: west of Greenwich, so it starts with a minus").first(),
  ).toBeVisible();
  await page.getByLabel("Longitude").fill("-92.9516");
  // The preview follows the typing: the miles from the office, the profile's figure filled in.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(/\d+ miles from our office.*our \d+-year warranty/);
  await page.getByRole("button", { name: "Add city page" }).click();
  await expect(page.getByText(`The page of Mahtomedi is added: ${path}`).first()).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Mahtomedi" })).toContainText("On the site");

  // Its page, its card and its dot on the map, at once.
  await open(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Painting & Drywall in Mahtomedi, MN");
  await expect(page.getByText(/Every job carries our \d+-year warranty\./)).toBeVisible();
  await expect(
    page.getByRole("img", { name: "A freshly painted porch on a Mahtomedi street" }),
  ).toBeVisible();
  await open(page, "/service-areas");
  const cards = page.getByRole("list", { name: "Cities with their own page" });
  await leadsHere(cards.getByRole("link", { name: "Mahtomedi", exact: true }));
  await leadsHere(
    page.getByRole("group", { name: /Map of/ }).getByRole("link", { name: "Mahtomedi service area" }),
  );
  // The sitemaps, the search, the contact page's nearest towns and the contact form's town check.
  expect(await (await site.get("/sitemap-service-areas.xml")).text()).toContain(path);
  await open(page, "/sitemap");
  await leadsHere(page.getByRole("link", { name: "Mahtomedi", exact: true }));
  await open(page, "/search?q=Mahtomedi");
  await leadsHere(page.getByRole("link", { name: /Painting & Drywall in Mahtomedi/ }).first());
  expect(await (await site.get("/contact")).text()).toContain(`href="${path}"`);
  const check = await site.get("/service-area-check?place=Mahtomedi");
  expect(await check.json()).toMatchObject({ state: "inside", place: "Mahtomedi, MN" });

  // The communities list links its Mahtomedi to the new page; the list as it started comes back from its history.
  await open(page, "/admin/content/cities");
  const row = page.locator("li", { has: page.locator('input[value="Mahtomedi"]') });
  await row.getByRole("combobox").selectOption({ label: "Mahtomedi" });
  await page.getByRole("button", { name: "Save communities" }).click();
  await expect(page.getByText("Communities saved.").first()).toBeVisible();
  await open(page, "/service-areas");
  await leadsHere(
    page.getByRole("list", { name: "More communities" }).getByRole("link", { name: "Mahtomedi" }),
  );
  await open(page, "/admin/content/cities");
  await restoreStartingVersion(page);

  // A change to its introduction shows on the page; the history brings the first version back.
  await open(page, "/admin/content/cities/mahtomedi");
  const changed = `${marker("Wildwood")} ramblers are most of our work here.`;
  await page.getByLabel("Introduction").fill(changed);
  await page.getByRole("button", { name: "Save city page" }).click();
  await expect(page.getByText("Saved. The site follows at once.").first()).toBeVisible();
  expect(await text(path)).toContain(changed);
  const history = page.getByRole("region", { name: "History" });
  const added = history.getByRole("listitem").filter({ hasText: "Added the city page of Mahtomedi" });
  await added.getByRole("button", { name: /Restore this version/ }).click();
  await expect(page.getByText(/Restored the version saved on/).first()).toBeVisible();
  await expect(page.getByLabel("Introduction")).toHaveValue(intro);
  expect(await text(path)).not.toContain(changed);

  // Deleted, after saying yes: its address is the general page, and it leaves the sitemap.
  await deleteIt();
  expect((await site.get(path, { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await site.get("/sitemap-service-areas.xml")).text()).not.toContain(path);
});
