/**
 * The services in the database (edits/services.server.ts): the
 * specification's nine are the seed; one the owner adds appears in every
 * list, the sitemap, the search and the footer; a hidden one leaves them;
 * an address already used is refused, and a stale form too.
 */
import { expect, it } from "vitest";
import { ConflictError, type Editor, TakenError } from "~/features/content/server/editor.server";
import { serviceRecords } from "~/features/content/server/edits/services.server";
import { applySeed } from "~/features/content/server/seed.server";
import { ContentStore } from "~/features/content/server/snapshot.server";
import { type ServiceFields, serviceSchema } from "~/features/content/service-schema";
import { siteSearch } from "~/features/pages/server/site-search.server";
import { sitemapPages } from "~/features/pages/server/sitemaps.server";
import { footerServiceLinks } from "~/lib/navigation";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { genericServiceDetail, serviceDetails, services } from "~/seed/services";
import { onEachDatabase } from "../../../../../tests/support/databases";

const wallpaper = (): ServiceFields =>
  serviceSchema.parse({
    title: "Wallpaper Removal",
    description: "Old wallpaper and its glue taken off, walls washed, patched and made ready for paint.",
    icon: "Layers",
    image: "services/texturing-services",
    features: [
      "Any room",
      "Glue washed off",
      "Walls patched",
      "Primed for paint",
      "Floors covered",
      "One visit",
    ],
    process: "",
    benefits: "",
    priceFrom: "350",
    priceUnit: "per room",
    inFooter: "on",
  });

onEachDatabase("services", (handle) => {
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
      shown: now.services.shown.map((service) => service.id),
      sitemap: sitemapPages(now).map((page) => page.path),
      search: siteSearch(now, "wallpaper").map((result) => result.path),
      footer: now.site.footerServices.map((link) => link.path),
    };
  };

  it("starts with the specification's nine, their own texts and the footer's four", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    const now = await content();
    expect(now.services.shown.map((service) => service.id)).toEqual(services.map((service) => service.id));
    expect(now.services.shown.map((service) => service.title)).toEqual(
      services.map((service) => service.title),
    );
    const floors = now.services.shown.find((service) => service.id === "floor-coatings");
    expect(floors?.detail).toEqual(serviceDetails["floor-coatings"]);
    expect(floors?.price).toBe("");
    expect(now.site.footerServices).toEqual(footerServiceLinks);
  });

  it("adds a service at the end of every list, with the general texts until the owner writes its own", async () => {
    const added = await serviceRecords.create(editor(), wallpaper());
    expect(added.slug).toBe("wallpaper-removal");
    const now = await content();
    const shown = now.services.shown.at(-1);
    expect(shown).toMatchObject({ id: "wallpaper-removal", price: "From $350 per room" });
    expect(shown?.detail).toEqual(genericServiceDetail);
    const lists = await listed();
    expect(lists.sitemap).toContain("/service/wallpaper-removal");
    expect(lists.search).toContain("/service/wallpaper-removal");
    expect(lists.footer.at(-1)).toBe("/service/wallpaper-removal");
  });

  it("refuses an address another service uses", async () => {
    await expect(serviceRecords.create(editor(), wallpaper())).rejects.toBeInstanceOf(TakenError);
    await expect(
      serviceRecords.create(editor(), { ...wallpaper(), title: "Murals", slug: "interior-painting" }),
    ).rejects.toBeInstanceOf(TakenError);
  });

  it("takes a hidden service out of every list; its address is known as hidden", async () => {
    const [added] = (await serviceRecords.list(handle().db)).filter(
      (row) => row.slug === "wallpaper-removal",
    );
    if (!added) throw new Error("The added service is missing.");
    await serviceRecords.setHidden(editor(), added.id, true);
    const lists = await listed();
    expect(lists.shown).not.toContain("wallpaper-removal");
    expect(lists.sitemap).not.toContain("/service/wallpaper-removal");
    expect(lists.search).not.toContain("/service/wallpaper-removal");
    expect(lists.footer).not.toContain("/service/wallpaper-removal");
    expect((await content()).services.hidden.has("wallpaper-removal")).toBe(true);
  });

  it("keeps a service's address when it is renamed, and refuses a save over a newer one", async () => {
    const [row] = (await serviceRecords.list(handle().db)).filter((r) => r.slug === "wallpaper-removal");
    if (!row) throw new Error("The added service is missing.");
    const renamed = { ...wallpaper(), title: "Wallpaper Stripping", slug: "stripping", hidden: true };
    const saved = await serviceRecords.update(editor(), row.id, renamed, row.revision);
    expect(saved).toMatchObject({ slug: "wallpaper-removal", title: "Wallpaper Stripping" });
    await expect(serviceRecords.update(editor(), row.id, renamed, row.revision)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});
