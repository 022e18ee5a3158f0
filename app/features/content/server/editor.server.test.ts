import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import { blogPostSchema } from "~/features/content/schemas";
import { changesOf } from "~/features/content/server/activity-words.server";
import { ConflictError, type Editor, TakenError } from "~/features/content/server/editor.server";
import { createPost, updatePost } from "~/features/content/server/edits/blog.server";
import { readProfileForEdit, saveProfile } from "~/features/content/server/edits/profile.server";
import { testimonialRecords } from "~/features/content/server/edits/testimonials.server";
import { applySeed } from "~/features/content/server/seed.server";
import { ContentStore } from "~/features/content/server/snapshot.server";
import { readContentVersion } from "~/features/content/server/version.server";
import { sitemapXml } from "~/features/pages/server/sitemaps.server";
import { businessProfileSchema } from "~/lib/schemas/business-profile";
import { DEFAULT_BOOKING_URL, DEFAULT_SITE_URL } from "~/lib/site-config";
import { auditLog, testimonials } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const post = (title: string, slug = "") =>
  blogPostSchema.parse({
    title,
    slug,
    excerpt: "A short summary of what this article explains to homeowners.",
    body: "## Heading\n\nSome text.",
    author: "Alex Novak",
    category: "Interior Painting",
    tags: "winter, entryways",
    heroImage: "blog/drywall-repair",
    heroAlt: "A wall being patched and painted",
  });

onEachDatabase("content editing", (handle) => {
  const changed: number[] = [];
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: (version) => changed.push(version),
  });
  const store = () => new ContentStore(handle().db, DEFAULT_SITE_URL, () => changed.at(-1) ?? 1);

  it("writes the seed once, however often it is applied", async () => {
    expect(await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL })).toEqual([
      "profile",
      "testimonials",
      "openings",
      "blog",
      "gallery",
      "faq",
      "services",
      "cities",
      "communities",
    ]);
    expect(await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL })).toEqual([]);
    const content = await store().get();
    expect(content.posts).toHaveLength(13);
    expect(content.site.business.phone.display).toBe("(651) 555-0142");
  });

  it("saves the profile over the revision the form showed, bumps the version and logs before and after", async () => {
    const row = await readProfileForEdit(handle().db);
    const profile = businessProfileSchema.parse({
      ...row.data,
      business: { ...row.data.business, phone: { display: "612-555-0199" } },
    });
    const version = await readContentVersion(handle().db);
    await saveProfile(editor(), profile, row.revision);
    expect(changed.at(-1)).toBe(version + 1);
    const content = await store().get();
    expect(content.site.business.phone).toEqual({ display: "612-555-0199", e164: "+16125550199" });
    expect(content.site.telHref).toBe("tel:+16125550199");

    // A second save from the same (now old) form is refused; the first stays.
    await expect(saveProfile(editor(), profile, row.revision)).rejects.toBeInstanceOf(ConflictError);
    const [entry] = await handle().db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      userEmail: "owner@example.com",
      entity: "business_profile",
      action: "update",
    });
    // jsonb keeps keys in its own order: compare as a set.
    const changes = changesOf(entry?.before, entry?.after).sort((a, b) => a.field.localeCompare(b.field));
    expect(changes).toEqual([
      { field: "business.phone.display", before: "(651) 555-0142", after: "612-555-0199" },
      { field: "business.phone.e164", before: "+16515550142", after: "+16125550199" },
    ]);
  });

  it("refuses a testimonial save from an older copy, and moves one within the order", async () => {
    const values = {
      name: "Pat Q.",
      location: "Blaine",
      rating: 4.5,
      text: "Great work.",
      onHome: true,
      citySlugs: [],
      hidden: false,
    };
    const made = await testimonialRecords.create(editor(), values);
    await testimonialRecords.update(
      editor(),
      made.id,
      { ...values, text: "Great work, twice." },
      made.revision,
    );
    await expect(
      testimonialRecords.update(editor(), made.id, { ...values, text: "Overwritten?" }, made.revision),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await store().get()).testimonials.find((t) => t.id === made.id)?.text).toBe("Great work, twice.");

    const order = async () =>
      (await handle().db.select().from(testimonials).orderBy(asc(testimonials.position))).map((t) => t.id);
    const before = await order();
    expect(before.at(-1)).toBe(made.id);
    expect(await testimonialRecords.move(editor(), made.id, "up")).toBe(true);
    const after = await order();
    expect(after.at(-2)).toBe(made.id);
    expect(after.at(-1)).toBe(before.at(-2));
  });

  it("keeps a draft out of the pages, the feed and the sitemaps; a published one in them", async () => {
    const draft = await createPost(editor(), {
      values: { ...post("Entryway walls in winter"), slug: "entryway-walls-in-winter" },
      status: "draft",
      publishAt: null,
    });
    let content = await store().get();
    expect(content.postBySlug("entryway-walls-in-winter")).toBeUndefined();
    expect(sitemapXml("/sitemap.xml", content)).not.toContain("entryway-walls-in-winter");
    expect(sitemapXml("/sitemap-blog.xml", content)).not.toContain("/blog/tag/entryways");

    await updatePost(
      editor(),
      draft.id,
      {
        values: { ...post("Entryway walls in winter"), slug: "entryway-walls-in-winter" },
        status: "published",
        publishAt: new Date(),
      },
      draft.revision,
      "publish",
    );
    content = await store().get();
    expect(content.postBySlug("entryway-walls-in-winter")?.tags).toEqual(["winter", "entryways"]);
    expect(sitemapXml("/sitemap-blog.xml", content)).toContain("/blog/entryway-walls-in-winter</loc>");
    expect(sitemapXml("/sitemap-blog.xml", content)).toContain("/blog/tag/entryways</loc>");
    expect(sitemapXml("/sitemap-main.xml", content)).not.toContain("/blog/");
  });

  it("shows a scheduled post from its time on, with no other change", async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    await createPost(editor(), {
      values: { ...post("Spring checklist"), slug: "spring-checklist" },
      status: "scheduled",
      publishAt: at,
    });
    const contentStore = store();
    const now = await contentStore.get();
    expect(now.postBySlug("spring-checklist")).toBeUndefined();
    const later = await contentStore.get(at.getTime() + 1);
    expect(later.postBySlug("spring-checklist")).toBeDefined();
    // The page cache's key changes when it comes due, so cached lists are rendered again.
    expect(later.key).not.toBe(now.key);
  });

  it("refuses a second post at a taken address, and keeps a published post's old address as a redirect", async () => {
    await expect(
      createPost(editor(), {
        values: { ...post("Drywall Repair"), slug: "drywall-repair" },
        status: "draft",
        publishAt: null,
      }),
    ).rejects.toBeInstanceOf(TakenError);

    const live = await createPost(editor(), {
      values: { ...post("Trim paint"), slug: "trim-paint" },
      status: "published",
      publishAt: new Date(Date.now() - 1000),
    });
    await updatePost(
      editor(),
      live.id,
      {
        values: { ...post("Trim paint"), slug: "trim-paint-guide" },
        status: "published",
        publishAt: live.publishAt,
      },
      live.revision,
      "save",
    );
    const content = await store().get();
    expect(content.postBySlug("trim-paint")).toBeUndefined();
    expect(content.redirectFor("trim-paint")).toBe("trim-paint-guide");
  });
});
