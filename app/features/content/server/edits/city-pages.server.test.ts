/**
 * What the owner sets on a city page (edits/city-pages.server.ts): shown on
 * its own until he changes it; hidden or merged, it leaves the site's lists,
 * the sitemap and the search, and a stale form is refused.
 */
import { expect, it } from "vitest";
import { ConflictError, type Editor } from "~/features/content/server/editor.server";
import { readCityPage, saveCityPage } from "~/features/content/server/edits/city-pages.server";
import { applySeed } from "~/features/content/server/seed.server";
import { ContentStore } from "~/features/content/server/snapshot.server";
import { getServiceAreasIndex } from "~/features/pages/server/service-area-pages.server";
import { siteSearch } from "~/features/pages/server/site-search.server";
import { sitemapPages } from "~/features/pages/server/sitemaps.server";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { onEachDatabase } from "../../../../../tests/support/databases";

onEachDatabase("city pages", (handle) => {
  let version = 1;
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: (next) => {
      version = next;
    },
  });
  const content = () => new ContentStore(handle().db, DEFAULT_SITE_URL, () => version).get();
  const listed = async () => {
    const now = await content();
    return {
      sitemap: sitemapPages(now).map((page) => page.path),
      index: getServiceAreasIndex(now.profile, now.cityShown).cities.map((city) => city.slug),
      search: siteSearch(now, "Eagan").map((result) => result.path),
    };
  };

  it("shows every city page on its own until the owner says otherwise", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    expect(await readCityPage(handle().db, "eagan")).toEqual({
      ownWords: "",
      hidden: false,
      mergedInto: "",
      revision: 0,
    });
    const now = await listed();
    expect(now.sitemap).toContain("/service-area/eagan");
    expect(now.index).toContain("eagan");
    expect(now.search).toContain("/service-area/eagan");
  });

  it("takes a hidden or merged page out of the sitemap, the list of areas and the search", async () => {
    await saveCityPage(editor(), "eagan", { ownWords: "", hidden: true, mergedInto: "" }, 0);
    let now = await listed();
    expect(now.sitemap).not.toContain("/service-area/eagan");
    expect(now.index).not.toContain("eagan");
    expect(now.search).not.toContain("/service-area/eagan");

    await saveCityPage(
      editor(),
      "eagan",
      { ownWords: "Our words.", hidden: false, mergedInto: "burnsville" },
      1,
    );
    now = await listed();
    expect(now.sitemap).not.toContain("/service-area/eagan");
    expect((await content()).cityPage("eagan")).toEqual({
      ownWords: "Our words.",
      hidden: false,
      mergedInto: "burnsville",
    });

    await saveCityPage(editor(), "eagan", { ownWords: "Our words.", hidden: false, mergedInto: "" }, 2);
    expect((await listed()).sitemap).toContain("/service-area/eagan");
  });

  it("refuses a save from a form opened before the last one", async () => {
    await expect(
      saveCityPage(editor(), "eagan", { ownWords: "", hidden: true, mergedInto: "" }, 1),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await readCityPage(handle().db, "eagan")).hidden).toBe(false);
  });
});
