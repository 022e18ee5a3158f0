/**
 * The city pages in the database (edits/city-pages.server.ts): a fresh
 * install has the specification's thirty pages and thirty-five communities;
 * an install made before keeps what the owner set on a page; a page he adds
 * is on the lists, the maps, the sitemap and the search at once; hidden or
 * merged it leaves them; a stale form is refused; an address is never used twice.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { type CityFields, citySchema } from "~/features/content/city-schema";
import { ConflictError, type Editor, TakenError } from "~/features/content/server/editor.server";
import {
  cityFieldsOf,
  createCity,
  listCityRows,
  readCityRow,
  readCommunities,
  removeCity,
  saveCommunities,
  updateCity,
} from "~/features/content/server/edits/city-pages.server";
import { recordHistory } from "~/features/content/server/history.server";
import { applySeed } from "~/features/content/server/seed.server";
import { ContentStore } from "~/features/content/server/snapshot.server";
import {
  getCityPage,
  getServiceAreasIndex,
  resolveCitySlug,
} from "~/features/pages/server/service-area-pages.server";
import { siteSearch } from "~/features/pages/server/site-search.server";
import { sitemapPages } from "~/features/pages/server/sitemaps.server";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { additionalCommunities, otherCityPages, primaryCities } from "~/seed/cities";
import { auditLog, cityCommunities, cityPages, contentState } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../../tests/support/databases";

const mahtomedi = citySchema.parse({
  name: "Mahtomedi",
  description:
    "House painting in Mahtomedi, from the lake homes on White Bear's east shore to the streets near Wildwood.",
  lat: "45.0697",
  lng: "-92.9516",
  intro: "Mahtomedi sits on the east shore of White Bear Lake.\n\nWe paint its lake homes and ramblers.",
  listed: "on",
});

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
  const listed = async (term = "Eagan") => {
    const now = await content();
    const index = getServiceAreasIndex(now);
    return {
      sitemap: sitemapPages(now).map((page) => page.path),
      cards: index.cities.map((city) => city.slug),
      dots: index.metroMap.cities.map((city) => city.slug),
      overview: index.radiusMap.cities.length,
      search: siteSearch(now, term).map((result) => result.path),
    };
  };
  const fieldsOf = async (slug: string): Promise<CityFields> => {
    const row = await readCityRow(handle().db, slug);
    if (!row) throw new Error(`no page ${slug}`);
    return cityFieldsOf(row);
  };

  it("starts with the specification's thirty pages, in its order, and its thirty-five communities", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    const rows = await listCityRows(handle().db);
    expect(rows.map((row) => row.slug)).toEqual([...primaryCities, ...otherCityPages].map((c) => c.slug));
    expect(rows.filter((row) => row.listed)).toHaveLength(29);
    const whiteBear = rows.find((row) => row.slug === "white-bear-lake");
    const seed = primaryCities.find((city) => city.slug === "white-bear-lake");
    expect(whiteBear).toMatchObject({
      name: seed?.name,
      title: seed?.title,
      description: seed?.description,
      lat: seed?.lat,
      lng: seed?.lng,
      intro: seed?.intro,
      housingStock: seed?.housingStock,
      popularProjects: seed?.popularProjects,
      // Nearby pages by address, in the specification's order.
      nearbyAreas: ["vadnais-heights", "north-oaks", "hugo", "maplewood", "little-canada"],
      hidden: false,
      mergedInto: "",
      ownWords: "",
      image: "",
    });
    const { communities } = await readCommunities(handle().db);
    expect(communities.map((c) => c.name)).toEqual(additionalCommunities.map((c) => c.name));
    expect(communities.filter((c) => c.slug)).toEqual([{ name: "Bloomington", slug: "bloomington" }]);
    const now = await listed();
    expect(now.cards).toEqual(primaryCities.map((c) => c.slug));
    expect(now.dots).toHaveLength(30);
    expect(now.sitemap).toContain("/service-area/eagan");
    expect(now.search).toContain("/service-area/eagan");
  });

  it("on an install made before, keeps what the owner set on a page and gives it its texts", async () => {
    // As such an install is: a row of the owner's settings alone, and the records not yet written.
    const db = handle().db;
    const [state] = await db.select().from(contentState);
    const before = await fieldsOf("eagan");
    await db.delete(cityPages);
    await db.delete(cityCommunities);
    await db
      .insert(cityPages)
      .values({ slug: "eagan", hidden: true, ownWords: "Cedar Grove ramblers.", revision: 3 });
    await db
      .update(contentState)
      .set({ seeded: (state?.seeded ?? []).filter((part) => part !== "cities" && part !== "communities") });
    expect(await applySeed(db, { bookingUrl: DEFAULT_BOOKING_URL })).toEqual(["cities", "communities"]);
    const eagan = await readCityRow(db, "eagan");
    expect(eagan).toMatchObject({ hidden: true, ownWords: "Cedar Grove ramblers.", revision: 3 });
    expect(cityFieldsOf(eagan!)).toEqual({ ...before, hidden: true, ownWords: "Cedar Grove ramblers." });
    expect(await listCityRows(db)).toHaveLength(30);
    await updateCity(editor(), "eagan", before, 3);
  });

  it("takes a hidden or merged page out of the lists, the maps, the sitemap and the search", async () => {
    const eagan = await fieldsOf("eagan");
    await updateCity(editor(), "eagan", { ...eagan, hidden: true }, 4);
    let now = await listed();
    expect(now.sitemap).not.toContain("/service-area/eagan");
    expect(now.cards).not.toContain("eagan");
    expect(now.dots).not.toContain("eagan");
    expect(now.overview).toBe(29);
    expect(now.search).not.toContain("/service-area/eagan");

    await updateCity(editor(), "eagan", { ...eagan, ownWords: "Our words.", mergedInto: "burnsville" }, 5);
    now = await listed();
    expect(now.sitemap).not.toContain("/service-area/eagan");
    expect((await content()).cityPage("eagan")).toEqual({
      ownWords: "Our words.",
      hidden: false,
      mergedInto: "burnsville",
    });

    await updateCity(editor(), "eagan", eagan, 6);
    expect((await listed()).sitemap).toContain("/service-area/eagan");
  });

  it("refuses a save from a form opened before the last one", async () => {
    const eagan = await fieldsOf("eagan");
    await expect(updateCity(editor(), "eagan", { ...eagan, hidden: true }, 6)).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await readCityRow(handle().db, "eagan"))?.hidden).toBe(false);
  });

  it("puts a page the owner adds on the lists, the maps, the sitemap, the search and its neighbours' nearest links", async () => {
    const added = await createCity(editor(), mahtomedi);
    expect(added).toMatchObject({
      slug: "mahtomedi",
      title: "Painting & Drywall in Mahtomedi, MN",
      listed: true,
    });
    const now = await listed("Mahtomedi");
    expect(now.cards.at(-1)).toBe("mahtomedi");
    expect(now.dots).toContain("mahtomedi");
    expect(now.overview).toBe(31);
    expect(now.sitemap).toContain("/service-area/mahtomedi");
    expect(now.search[0]).toBe("/service-area/mahtomedi");

    const view = await content();
    const resolved = resolveCitySlug("Mahtomedi", view);
    expect(resolved).toEqual({ kind: "redirect", slug: "mahtomedi" });
    const page = getCityPage(view.city("mahtomedi")!, view);
    expect(page.intro).toHaveLength(2);
    // Without nearby pages of its own: the nearest pages on the site.
    expect(page.nearby.map((n) => n.slug)).toContain("white-bear-lake");
    // Texts left empty show the general ones; no neighborhoods, no box for them.
    expect(page.housingStock).toContain("Twin Cities homes span well over a century");
    expect(page.neighborhoods).toEqual([]);
    // The card shows the miles from the office.
    const card = getServiceAreasIndex(view).cities.find((c) => c.slug === "mahtomedi");
    expect(card?.milesFromOffice).toBeGreaterThan(3);
    expect(card?.milesFromOffice).toBeLessThan(15);
  });

  it("never gives an address twice, and makes one from the name", async () => {
    await expect(createCity(editor(), mahtomedi)).rejects.toBeInstanceOf(TakenError);
    await expect(createCity(editor(), { ...mahtomedi, name: "Eagan", slug: "" })).rejects.toThrow(
      "/service-area/eagan",
    );
    const saint = await createCity(editor(), { ...mahtomedi, name: "St. Croix Beach", slug: "" });
    expect(saint.slug).toBe("st-croix-beach");
    // Its address stays when it is renamed.
    const renamed = await updateCity(
      editor(),
      saint.slug,
      { ...cityFieldsOf(saint), name: "Saint Croix Beach" },
      1,
    );
    expect(renamed.slug).toBe("st-croix-beach");
    await removeCity(editor(), "st-croix-beach");
    expect(await readCityRow(handle().db, "st-croix-beach")).toBeUndefined();
    expect((await listed()).sitemap).not.toContain("/service-area/st-croix-beach");
  });

  it("keeps each save in the page's history, the whole page before and after", async () => {
    const before = await fieldsOf("mahtomedi");
    const changed = { ...before, intro: ["A new first paragraph about Mahtomedi."] };
    await updateCity(editor(), "mahtomedi", changed, 1);
    const history = await recordHistory(
      handle().db,
      { entity: "city_page", id: "mahtomedi", now: changed },
      "America/Chicago",
    );
    expect(history.map((item) => [item.text, item.current, item.restorable])).toEqual([
      ["Edited the city page of Mahtomedi", true, false],
      ["Added the city page of Mahtomedi", false, true],
    ]);
    expect(history[0]?.details.map((d) => d.label)).toEqual(["introduction"]);
    // A version saved before the texts were in the database holds the owner's settings alone:
    // it is the version on the site when those are the same, whatever the texts say.
    await handle()
      .db.insert(auditLog)
      .values({
        userEmail: "owner@example.com",
        entity: "city_page",
        entityId: "mahtomedi",
        action: "update",
        after: { slug: "mahtomedi", ownWords: "", hidden: false, mergedInto: "" },
      });
    const [older] = await recordHistory(
      handle().db,
      { entity: "city_page", id: "mahtomedi", now: changed },
      "America/Chicago",
    );
    expect(older).toMatchObject({ current: true, restorable: false });
  });

  it("keeps the communities in the owner's order, refusing a stale form", async () => {
    const { communities, revision } = await readCommunities(handle().db);
    const next = [
      { name: "Dellwood", slug: "mahtomedi" },
      ...communities.filter((c) => c.name !== "Dellwood"),
    ];
    await saveCommunities(editor(), next, revision);
    const index = getServiceAreasIndex(await content());
    expect(index.communities[0]).toEqual({ name: "Dellwood", slug: "mahtomedi" });
    await expect(saveCommunities(editor(), communities, revision)).rejects.toBeInstanceOf(ConflictError);

    // A community links to a page only while that page is on the site.
    const page = await fieldsOf("mahtomedi");
    await updateCity(editor(), "mahtomedi", { ...page, hidden: true }, 2);
    expect(getServiceAreasIndex(await content()).communities[0]).toEqual({ name: "Dellwood" });
    const [row] = await handle().db.select().from(cityCommunities).where(eq(cityCommunities.id, 1));
    expect(row?.list[0]).toEqual({ name: "Dellwood", slug: "mahtomedi" });
  });
});
