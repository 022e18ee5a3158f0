/**
 * The owner edits the questions of the FAQ page and the contact page, and his
 * story on the about page, from a phone: the pages and their structured data
 * follow, a bad change is undone from the history, and nothing typed is lost
 * to a reload, a dropped connection or a save from another tab. These tests change content, so they
 * run against the content server, once (the desktop project, at a phone's
 * width). Each edits one question no other test reads and leaves it as the
 * site started with it.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { contentBaseUrl } from "./support/e2e-env";
import { marker } from "./support/forms";
import { restoreStartingVersion } from "./support/history";
import { jsonLd } from "./support/page-parts";

// A refused save answers 409, which Chromium logs as a failed load; a dropped post logs a failed fetch.
test.use({
  baseURL: contentBaseUrl,
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [/status of 409|Failed to fetch|ERR_FAILED|net::/],
});
test.skip(
  ({ isMobile }) => isMobile,
  "Content changes are made once; this project already uses a phone's width.",
);

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Opens a question's edit page from the list, as the owner does. */
async function editQuestion(page: Page, question: string) {
  await open(page, "/admin/content/faq");
  await page.getByRole("link", { name: `Edit "${question}"` }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Answer")).toBeVisible();
  await hydrated(page);
}

/** The answers a page's FAQPage structured data gives, by question. */
async function structuredAnswers(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  const faq = jsonLd(html).find((item) => item["@type"] === "FAQPage") as
    | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    | undefined;
  return new Map((faq?.mainEntity ?? []).map((q) => [q.name, q.acceptedAnswer.text]));
}

test("an answer edited on the phone shows on /faq and in its structured data; a bad change is undone from the history", async ({
  page,
  request,
}) => {
  const question = "What brands of paint do you use?";
  const original = (await structuredAnswers(request, "/faq")).get(question) ?? "";
  expect(original).toContain("Sherwin-Williams");
  await signInAsAdmin(page, contentBaseUrl);
  await editQuestion(page, question);

  const better = `${marker("Low-odor")} paints from Benjamin Moore, with a {warrantyYears}-year warranty.`;
  await page.getByLabel("Answer").fill(better);
  // The preview follows the typing, with the profile's figure filled in.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(better.split(" paints")[0] ?? "");
  await expect(preview).not.toContainText("{warrantyYears}");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved.").first()).toBeVisible();

  const shown = (await structuredAnswers(request, "/faq")).get(question) ?? "";
  expect(shown).toMatch(/^Low-odor \w+ paints from Benjamin Moore, with a \d+-year warranty\.$/);
  expect(await (await request.get("/faq")).text()).toContain(shown);

  // A bad save: the answer is cut to a word.
  await editQuestion(page, question);
  await page.getByLabel("Answer").fill("Oops");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved.").first()).toBeVisible();
  expect((await structuredAnswers(request, "/faq")).get(question)).toBe("Oops");

  // The history brings back the good version in one tap.
  await editQuestion(page, question);
  const history = page.getByRole("region", { name: "History" });
  const changes = history.getByRole("listitem");
  await expect(changes.first()).toContainText("the version on the site now");
  await changes
    .nth(1)
    .getByRole("button", { name: /Restore this version/ })
    .click();
  await expect(page.getByText(/Restored the version saved on/).first()).toBeVisible();
  await expect(page.getByLabel("Answer")).toHaveValue(better);
  expect((await structuredAnswers(request, "/faq")).get(question)).toBe(shown);

  // Bringing a version back is a change of its own, on the Activity page with a link to the history.
  await open(page, "/admin/activity");
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: `Brought back an earlier version of the question "${question}"` });
  await entry.first().getByRole("link", { name: "History of this record" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/[0-9a-f-]{36}#change-\d+$/);

  // And the page goes back to the words the site started with.
  await restoreStartingVersion(page);
  expect((await structuredAnswers(request, "/faq")).get(question)).toBe(original);
});

test("the contact page's questions are edited apart, and its page and structured data follow", async ({
  page,
  request,
}) => {
  const question = "What paint brands do you use?";
  const original = (await structuredAnswers(request, "/contact")).get(question) ?? "";
  expect(original).toContain("Sherwin-Williams");
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/faq");
  const contact = page.getByRole("region", { name: "Contact page" });
  await expect(contact.getByRole("listitem")).toHaveCount(6);
  await contact.getByRole("link", { name: `Edit "${question}"` }).click();
  await expect(page.getByLabel("Answer")).toBeVisible();
  await hydrated(page);
  const answer = `${marker("Mostly")} Sherwin-Williams; ask us about others.`;
  await page.getByLabel("Answer").fill(answer);
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved.").first()).toBeVisible();

  expect((await structuredAnswers(request, "/contact")).get(question)).toBe(answer);
  expect(await (await request.get("/contact")).text()).toContain(answer);
  // The FAQ page's own list is another one: untouched.
  expect([...(await structuredAnswers(request, "/faq")).values()].join(" ")).not.toContain(answer);

  await editQuestion(page, question);
  await restoreStartingVersion(page);
  expect((await structuredAnswers(request, "/contact")).get(question)).toBe(original);
});

test("nothing typed is lost: a dropped save, a reload and a save from another tab each keep the text", async ({
  page,
  context,
  request,
}) => {
  const question = "Do you move the furniture?";
  await signInAsAdmin(page, contentBaseUrl);
  await editQuestion(page, question);
  const saved = await page.getByLabel("Answer").inputValue();

  // The connection drops as the owner taps Save: the text stays, and nothing changed on the site.
  const typed = `${marker("Yes")}, and we cover every floor.`;
  await page.getByLabel("Answer").fill(typed);
  await page.route("**/admin/content/faq/*", (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();
  await expect(page.getByLabel("Answer")).toHaveValue(typed);
  await page.unrouteAll();
  expect(await (await request.get("/faq")).text()).not.toContain(typed);

  // A reload (or a closed tab) brings the unsaved text back, and says so; Discard puts the saved text back.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/Your unsaved changes from .* are back in the form/)).toBeVisible();
  await expect(page.getByLabel("Answer")).toHaveValue(typed);
  await page.getByRole("button", { name: "Discard them" }).click();
  await expect(page.getByLabel("Answer")).toHaveValue(saved);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Answer")).toHaveValue(saved);

  // Two tabs: the first save wins, the second is refused and keeps its text.
  const other = await context.newPage();
  await open(other, page.url());
  const mine = `${marker("First tab")}: yes, we move it.`;
  await page.getByLabel("Answer").fill(mine);
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved.").first()).toBeVisible();
  const theirs = `${marker("Second tab")}: yes, we move it.`;
  await other.getByLabel("Answer").fill(theirs);
  await other.getByRole("button", { name: "Save question" }).click();
  await expect(
    other.getByRole("alert").filter({ hasText: "Someone saved this since you opened it" }),
  ).toBeVisible();
  await expect(other.getByLabel("Answer")).toHaveValue(theirs);
  const faq = await (await request.get("/faq")).text();
  expect(faq).toContain(mine.split(":")[0]);
  expect(faq).not.toContain(theirs.split(":")[0]);

  // Back as the site started.
  await editQuestion(page, question);
  await restoreStartingVersion(page);
  await expect(page.getByLabel("Answer")).toHaveValue(saved);
});

test("the about page's story: rewritten on the phone, broken, and brought back from the history", async ({
  page,
  request,
}) => {
  const about = async () => (await (await request.get("/about")).text()).replace(/<[^>]+>/g, " ");
  expect(await about()).toContain("Staying owner-operated is a deliberate choice.");
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/texts");
  await page.getByRole("link", { name: "Edit Our story" }).click();
  await expect(page.getByLabel("Text")).toBeVisible();
  await hydrated(page);

  // His own story, naming the business through the profile.
  const story = `${marker("Since day one")}, {businessName} has been one person you can call.\n\nThat has not changed.`;
  await page.getByLabel("Text").fill(story);
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "Advanced Painting Services MN has been",
  );
  await page.getByRole("button", { name: "Save text" }).click();
  await expect(page.getByText("Saved. The page shows it now.").first()).toBeVisible();
  expect(await about()).toContain("Advanced Painting Services MN has been one person you can call.");
  expect(await about()).not.toContain("Staying owner-operated is a deliberate choice.");

  // Broken by a slip of the thumb.
  await page.getByLabel("Text").fill("x");
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.status() < 400),
    page.getByRole("button", { name: "Save text" }).click(),
  ]);
  expect(await about()).not.toContain("one person you can call");

  // The version before the slip comes back in one tap, and the page shows it.
  const history = page.getByRole("region", { name: "History" });
  // The slip, the story, and the text the site started with (once the page has its answer to the slip).
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await history
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Restore this version/ })
    .click();
  await expect(page.getByText(/Restored the version saved on/).first()).toBeVisible();
  await expect(page.getByLabel("Text")).toHaveValue(story);
  expect(await about()).toContain("Advanced Painting Services MN has been one person you can call.");

  // And the text the site started with, for the other tests.
  await restoreStartingVersion(page);
  expect(await about()).toContain("Staying owner-operated is a deliberate choice.");
});

test("the about page's cards and the home page's badges: a card removed and a badge added on the phone, then brought back", async ({
  page,
  request,
}) => {
  const text = async (path: string) => (await (await request.get(path)).text()).replace(/<[^>]+>/g, " ");
  // The cards' titles as the page shows them (headings of the "Why Choose Us" section).
  const cardTitles = async () =>
    [
      ...(await (await request.get("/about")).text()).matchAll(
        /<h3[^>]*>(Pristine Cleanup|Premium Paint Brands)<\/h3>/g,
      ),
    ].map((match) => match[1]);
  expect(await cardTitles()).toEqual(["Premium Paint Brands", "Pristine Cleanup"]);
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/texts");
  await page.getByRole("link", { name: "Edit Why choose us" }).click();
  await expect(page.getByLabel("Title").first()).toBeVisible();
  await hydrated(page);

  // The last card is cleared (its words gone, its icon still chosen): it leaves the page.
  await page.getByLabel("Title").nth(7).fill("");
  await page.getByLabel("Description").nth(7).fill("");
  // A card with a title but no words under it is refused, beside its own field, and nothing changes.
  await page.getByLabel("Description").nth(2).fill("");
  await page.getByRole("button", { name: "Save text" }).click();
  await expect(page.getByText("Description is required.").first()).toBeVisible();
  expect(await cardTitles()).toEqual(["Premium Paint Brands", "Pristine Cleanup"]);
  const written = `Every job comes with ${marker("a warranty")} in writing from {businessName}.`;
  await page.getByLabel("Description").nth(2).fill(written);
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "in writing from Advanced Painting",
  );
  await page.getByRole("button", { name: "Save text" }).click();
  await expect(page.getByText("Saved. The page shows it now.").first()).toBeVisible();
  expect(await cardTitles()).toEqual(["Premium Paint Brands"]);
  expect(await text("/about")).toContain("in writing from Advanced Painting Services MN.");

  // A badge added, one a line, on the home page at once.
  await open(page, "/admin/content/texts/home.badges");
  const badge = marker("Free color advice");
  await page.getByLabel("Text").fill(`${await page.getByLabel("Text").inputValue()}\n${badge}`);
  await page.getByRole("button", { name: "Save text" }).click();
  await expect(page.getByText("Saved. The page shows it now.").first()).toBeVisible();
  expect(await text("/")).toContain(badge);

  // Both back as the site started, from their history.
  await open(page, "/admin/content/texts/home.badges");
  await restoreStartingVersion(page);
  expect(await text("/")).not.toContain(badge);
  await open(page, "/admin/content/texts/about.cards");
  await restoreStartingVersion(page);
  expect(await cardTitles()).toEqual(["Premium Paint Brands", "Pristine Cleanup"]);
});

test("the privacy policy rewritten in Markdown: a new section is numbered and listed, raw HTML stays text", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, contentBaseUrl);
  await open(page, "/admin/content/texts/legal.privacy");
  const heading = marker("Photos You Send Us");
  const added = `\n\n## ${heading}\n\nPhotos you attach are seen by **{ownerFirstName}** only.\n\n- Never shared\n- Deleted with your request\n\n<b>not bold</b>`;
  await page.getByLabel("Text").fill(`${await page.getByLabel("Text").inputValue()}${added}`);
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("listitem")).toContainText([
    "Never shared",
  ]);
  await page.getByRole("button", { name: "Save text" }).click();
  await expect(page.getByText("Saved. The page shows it now.").first()).toBeVisible();

  await page.goto("/privacy-policy");
  const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("listitem");
  await expect(contents.last()).toHaveText(heading);
  const section = page.getByRole("region", { name: `14. ${heading}` });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`14. ${heading}`);
  await expect(section.locator("strong")).toHaveText(/^[A-Z][a-z]+$/);
  await expect(section.getByRole("listitem")).toHaveText(["Never shared", "Deleted with your request"]);
  await expect(section).toContainText("<b>not bold</b>");
  const today = new Date().toLocaleDateString("en-US", {
    timeZone: "America/Chicago",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  await expect(page.getByText(/^Last Updated:/)).toContainText(today);

  await open(page, "/admin/content/texts/legal.privacy");
  await restoreStartingVersion(page);
  expect(await (await request.get("/privacy-policy")).text()).not.toContain(heading);
});
