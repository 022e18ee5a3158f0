import { addressFor, expect, hydrated, signInAsAdmin, test } from "./fixtures";
import { allRoutes } from "./routes";
import { adminPages } from "./support/admin-pages";
import { checkBothThemes } from "./support/axe-check";
import { contactFields, validNomination } from "./support/forms";
import { installVisualGuard, visualProblems } from "./support/visual-guard";

const MAX_ELEMENTS = 800;

// Every route, in both themes (one after the other on the same load), on the project's
// viewport (desktop 1280 and mobile 390). Tagged @markup: what they check does not depend
// on the database, so they run once.
test.describe("axe and a look in both themes", { tag: "@markup" }, () => {
  for (const route of allRoutes) {
    test(`${route} has no violations`, async ({ page }) => {
      // The largest pages (95 gallery cards; the map with a dot per city) take axe longest.
      if (route === "/gallery" || route === "/service-areas") test.slow();
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await installVisualGuard(page);
      await page.goto(route);
      if (route !== "/admin") {
        // A light page at first load: at most 800 elements (issue 52), whatever the width.
        const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
        expect(elements, "elements in the page at first load").toBeLessThanOrEqual(MAX_ELEMENTS);
      }
      await hydrated(page);
      await checkBothThemes(page, route);
    });
  }
});

// The signed-in dashboard (with a lead on it) and its security tab, every admin page in both
// themes: in six parts, so the walk of some forty pages is not one long test and a busy machine
// finishes each part well within its time. At one width, the phone's, where the owner works and
// where a page pushed wider than the screen shows (the public pages keep both widths).
const ADMIN_PARTS = 6;
test.describe("axe and a look in both themes, signed in", { tag: "@markup" }, () => {
  for (let part = 0; part < ADMIN_PARTS; part++) {
    test(`the admin's pages have no violations (part ${part + 1} of ${ADMIN_PARTS})`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "the admin's walk runs at the phone's width");
      // Some seven pages, each checked by axe and the look, twice (up to 20 s a page on a busy machine).
      test.setTimeout(240_000);
      await signInAsAdmin(page);
      const pages = (await adminPages(page.request)).filter((_, index) => index % ADMIN_PARTS === part);
      if (pages.includes("/admin")) {
        const name = `Axe check ${testInfo.project.name}`;
        const headers = { "x-forwarded-for": addressFor(name) };
        // Two of each, so the parts repeated on every lead card are checked too.
        for (const n of [1, 2]) {
          await request.post("/contact", { form: contactFields(`${name} ${n}`), headers });
          await request.post("/nominate", { form: validNomination(`${name} ${n}`), headers });
        }
      }
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await installVisualGuard(page);
      for (const path of pages) {
        await page.goto(path);
        await hydrated(page);
        await checkBothThemes(page, path);
      }
    });
  }
});

// The look can fail: the estimate button the city pages once had (two colour
// sets on one element, white text on white), and a page pushed wider than the screen.
test.describe("the look", { tag: "@markup" }, () => {
  test("sees a blank button and a page that scrolls sideways", async ({ page }) => {
    await installVisualGuard(page);
    await page.goto("/service-areas");
    await hydrated(page);
    expect(await visualProblems(page)).toEqual([]);
    await page.evaluate(() => {
      const band = document.createElement("div");
      band.className = "bg-blue-900 p-4";
      band.innerHTML =
        '<a href="#" class="inline-flex h-12 items-center rounded-md px-6 text-base font-semibold bg-primary text-primary-foreground hover:bg-primary-hover bg-white text-blue-900 hover:bg-blue-50">Schedule a Free Estimate</a>';
      document.querySelector("main")?.prepend(band);
    });
    expect(await visualProblems(page)).toContainEqual(
      expect.stringMatching(/^a "Schedule a Free Estimate": text 1\.00:1 against its background$/),
    );
    await page.evaluate(() => {
      const wide = document.createElement("div");
      wide.style.width = "2000px";
      wide.style.height = "10px";
      document.querySelector("main")?.append(wide);
    });
    expect(await visualProblems(page)).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
  });
});
