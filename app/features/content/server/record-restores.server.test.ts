/**
 * History and undo of the business profile (a section at a time), the blog's
 * posts and the gallery's projects (history.server.ts and each record's
 * restore): what each history lists, and what coming back does and leaves.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { withSection } from "~/features/content/profile-sections";
import { blogPostSchema } from "~/features/content/schemas";
import { changesOf } from "~/features/content/server/activity-words.server";
import type { Editor } from "~/features/content/server/editor.server";
import {
  createPost,
  listPostsForEdit,
  readPost,
  updatePost,
} from "~/features/content/server/edits/blog.server";
import { readProfileForEdit, saveProfile } from "~/features/content/server/edits/profile.server";
import { type ProjectValues, projectRecords } from "~/features/content/server/edits/projects.server";
import { bringBackVersion, historyLink, recordHistory } from "~/features/content/server/history.server";
import { postHistoryOf, postRestorable } from "~/features/content/server/post-history.server";
import { sectionHistoryOf, sectionRestorable } from "~/features/content/server/profile-admin.server";
import { projectHistoryOf, projectRestorable } from "~/features/content/server/project-history.server";
import { failure } from "~/features/content/server/records.server";
import { applySeed } from "~/features/content/server/seed.server";
import { processImage } from "~/features/media/server/process.server";
import { fileMediaStore, mediaFileName } from "~/features/media/server/store.server";
import { businessProfileSchema, storedProfileSchema } from "~/lib/schemas/business-profile";
import { DEFAULT_BOOKING_URL } from "~/lib/site-config";
import { seedBusinessProfile } from "~/seed/site";
import { auditLog, blogRedirects, media } from "~/server/db/schema.server";
import { onEachDatabase } from "../../../../tests/support/databases";

const TZ = "America/Chicago";
const seedPhone = seedBusinessProfile(DEFAULT_BOOKING_URL).business.phone.display;

/** The form a history's Restore button sends. */
function restoreForm(entry: number, revision: number, side?: "before") {
  const form = new FormData();
  form.set("entry", String(entry));
  form.set("revision", String(revision));
  if (side) form.set("side", side);
  return form;
}

/** The status of a refused restore's answer. */
const statusOf = (done: unknown) => (done as { refusal: { init: { status: number } } }).refusal.init.status;

onEachDatabase("bringing back earlier versions", (handle) => {
  const editor = (): Editor => ({
    db: handle().db,
    kind: handle().kind,
    userEmail: "owner@example.com",
    changed: () => {},
  });
  const refuse = (what: string) => (error: unknown) => failure(error, {}, what);
  const stored = async () => {
    const row = await readProfileForEdit(handle().db);
    return { profile: storedProfileSchema.parse(row.data), revision: row.revision };
  };
  const saveSection = async (values: Record<string, unknown>) => {
    const { profile, revision } = await stored();
    await saveProfile(editor(), businessProfileSchema.parse(withSection(profile, values)), revision);
  };
  const lastEntry = async () =>
    (await handle().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("lists each profile section's own changes in its words, and brings one section back alone", async () => {
    await applySeed(handle().db, { bookingUrl: DEFAULT_BOOKING_URL });
    await saveSection({ business: { phone: { display: "(612) 555-0177" } } });
    const { profile } = await stored();
    await saveSection({
      hours: {
        ...profile.hours,
        weekly: { ...profile.hours.weekly, saturday: { status: "open", opens: "08:00", closes: "13:00" } },
      },
    });
    const hoursEntry = await lastEntry();

    const now = (await stored()).profile;
    const contact = await recordHistory(handle().db, sectionHistoryOf("contact", now), TZ);
    // The hours' save is not the contact section's: it is not listed there.
    expect(contact.map((item) => [item.text, item.current, item.restorable])).toEqual([
      [`Changed the phone number from ${seedPhone} to (612) 555-0177`, true, false],
      ["The version the site started with", false, true],
    ]);
    expect(contact[0]?.details).toEqual([
      { label: "phone number", before: seedPhone, after: "(612) 555-0177" },
    ]);
    const hours = await recordHistory(handle().db, sectionHistoryOf("hours", now), TZ);
    expect(hours[0]?.text).toBe("Changed the Saturday hours from 9:00 AM – 4:00 PM to 8:00 AM – 1:00 PM");
    expect(JSON.stringify(hours)).not.toMatch(/weekly|saturday\.|e164/);
    // The Activity page links the change to the history of its section.
    expect(historyLink({ ...hoursEntry!, entityId: "1" })).toBe(
      `/admin/content/profile/hours/history#change-${hoursEntry?.id}`,
    );

    // A page opened before the last save: refused, nothing changes.
    const { revision } = await stored();
    const asked = { editor: editor(), id: "1", failure: refuse("business profile") };
    const stale = await bringBackVersion(
      restoreForm(contact[1]!.id, revision - 1, "before"),
      asked,
      sectionRestorable("contact"),
    );
    expect(statusOf(stale)).toBe(409);
    expect((await stored()).profile.business.phone.display).toBe("(612) 555-0177");

    const done = await bringBackVersion(
      restoreForm(contact[1]!.id, revision, "before"),
      asked,
      sectionRestorable("contact"),
    );
    expect(done).toEqual({ message: "Restored the version the site started with." });
    const after = (await stored()).profile;
    expect(after.business.phone).toEqual({ display: seedPhone, e164: expect.stringMatching(/^\+1\d{10}$/) });
    // Only the contact section came back: Saturday keeps its new hours.
    expect(after.hours.weekly.saturday).toEqual({ status: "open", opens: "08:00", closes: "13:00" });
    expect(await lastEntry()).toMatchObject({ entity: "business_profile", action: "restore" });
    const again = await recordHistory(handle().db, sectionHistoryOf("contact", after), TZ);
    expect(again[0]).toMatchObject({
      text: "Brought back an earlier version of the business profile (Contact)",
      current: true,
    });
    // Restoring is itself a change: the version before it can come back the same way.
    expect(again[1]).toMatchObject({ restorable: true, current: false });
  });

  it("brings back a post's words, address and whole article, leaving it published as it is", async () => {
    const seeded = (await listPostsForEdit(handle().db)).find((post) => post.status === "published");
    const row = (await readPost(handle().db, seeded!.id))!;
    expect(row.body.length).toBeGreaterThan(400);
    const words = blogPostSchema.parse({ ...row, tags: row.tags });
    await updatePost(
      editor(),
      row.id,
      {
        values: {
          ...words,
          title: "A new title",
          slug: `moved-${row.slug}`,
          body: `${row.body}\n\nOne more line.`,
        },
        status: row.status,
        publishAt: row.publishAt,
      },
      row.revision,
      "save",
    );
    const edited = (await readPost(handle().db, row.id))!;
    const history = await recordHistory(handle().db, postHistoryOf(edited), TZ);
    expect(history.map((item) => [item.text, item.current, item.restorable])).toEqual([
      ['Edited the post "A new title"', true, false],
      ["The version the site started with", false, true],
    ]);
    // The browser's line ends (CR LF) are not a change of the words.
    expect(changesOf({ body: "One.\r\nTwo." }, { body: "One.\nTwo." })).toEqual([]);
    // A long article is shown around its change, not whole.
    const article = history[0]?.details.find((detail) => detail.label === "article text");
    expect(article?.after).toMatch(/^….*One more line\.$/s);
    expect(article?.after.length).toBeLessThan(260);

    const done = await bringBackVersion(
      restoreForm(history[1]!.id, edited.revision, "before"),
      { editor: editor(), id: row.id, failure: refuse("post") },
      postRestorable,
    );
    expect(done).toEqual({
      message: "Restored the version the site started with. The post stays published, as it was.",
    });
    const back = (await readPost(handle().db, row.id))!;
    expect([back.title, back.slug, back.body]).toEqual([row.title, row.slug, row.body]);
    expect([back.status, back.publishAt?.getTime()]).toEqual([row.status, row.publishAt?.getTime()]);
    // The address it had since still leads to it.
    const [redirect] = await handle()
      .db.select()
      .from(blogRedirects)
      .where(eq(blogRedirects.fromSlug, `moved-${row.slug}`));
    expect(redirect?.postId).toBe(row.id);
  });

  it("keeps a post's picture when that version's photo is gone, and an article the log kept only the start of", async () => {
    const draft = await createPost(editor(), {
      values: {
        ...blogPostSchema.parse({
          title: "Picking a sheen",
          slug: "picking-a-sheen",
          excerpt: "Flat, eggshell, satin.",
          body: "Satin for hallways.",
          author: "Alex",
          category: "Interior Painting",
          tags: "",
        }),
        heroImage: "blog/drywall-repair",
        slug: "picking-a-sheen",
      },
      status: "draft",
      publishAt: null,
    });
    // Versions as an older site (or a photo since removed) left them in the log.
    const [gone, cut] = await handle()
      .db.insert(auditLog)
      .values([
        {
          userEmail: "owner@example.com",
          entity: "blog_post",
          entityId: draft.id,
          action: "save",
          after: {
            ...draft,
            title: "Picking a sheen, with my photo",
            heroImage: "media/7d3f0a52-35c8-4f7e-9a43-1c0b2d5e6f70",
            heroAlt: "My hallway",
          },
        },
        {
          userEmail: "owner@example.com",
          entity: "blog_post",
          entityId: draft.id,
          action: "save",
          after: { ...draft, body: `${"Long words. ".repeat(40).slice(0, 400)}… (5230 characters)` },
        },
      ])
      .returning();
    const asked = { editor: editor(), id: draft.id, failure: refuse("post") };
    const photo = await bringBackVersion(restoreForm(gone!.id, draft.revision), asked, postRestorable);
    expect(photo).toEqual({
      message: expect.stringMatching(
        /^Restored the version saved on .+\. The photo of that version is no longer kept, so the post keeps its current picture\. The post is still a draft: not on the site\.$/,
      ),
    });
    const kept = (await readPost(handle().db, draft.id))!;
    expect([kept.title, kept.heroImage, kept.status]).toEqual([
      "Picking a sheen, with my photo",
      "blog/drywall-repair",
      "draft",
    ]);
    const article = await bringBackVersion(restoreForm(cut!.id, kept.revision), asked, postRestorable);
    expect((article as { message: string }).message).toContain(
      "That version's article was not kept in full, so the article stays as it is now.",
    );
    expect((await readPost(handle().db, draft.id))?.body).toBe("Satin for hallways.");
  });

  it("brings back a project's words and its photo's point, leaving it hidden as it is", async () => {
    const store = fileMediaStore(mkdtempSync(path.join(tmpdir(), "restore-store-")));
    const id = "2b7e4c1d-9a3f-4e5b-8c6d-0f1a2b3c4d5e";
    const file = path.join(mkdtempSync(path.join(tmpdir(), "restore-photo-")), "porch.png");
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6a8caf" } })
      .png()
      .toFile(file);
    const image = await processImage(file, ["thumb", "large"]);
    await handle()
      .db.insert(media)
      .values({
        id,
        hash: image.hash,
        width: image.width,
        height: image.height,
        color: image.color,
        placeholder: image.placeholder,
        variants: ["thumb", "large"],
        bytes: 1,
        createdBy: "owner@example.com",
      });
    await store.save(
      handle().db,
      id,
      image.files.map((f) => ({
        name: mediaFileName(id, image.hash, f),
        contentType: f.contentType,
        data: f.data,
      })),
    );
    const made = await projectRecords.create(editor(), {
      title: "Porch",
      category: "Exterior Painting",
      alt: "A porch",
      beforeAlt: "",
      citySlug: "",
      paintColor: "",
      hidden: false,
      image: `media/${id}`,
      beforeImage: "",
    });
    const restorable = projectRestorable(store);
    const current = async () => (await projectRecords.read(handle().db, made.id))!;
    const values = (row: Awaited<ReturnType<typeof current>>): ProjectValues => ({
      title: row.title,
      category: row.category as ProjectValues["category"],
      alt: row.alt,
      beforeAlt: row.beforeAlt,
      citySlug: row.citySlug,
      paintColor: row.paintColor,
      hidden: row.hidden,
      image: row.image,
      beforeImage: row.beforeImage,
    });
    const first = await current();
    await projectRecords.update(
      editor(),
      store,
      made.id,
      { ...values(first), title: "Blue porch in Eagan", citySlug: "eagan", paintColor: "Hale Navy" },
      first.revision,
      {
        focus: { before: "0.5,0.5", after: "0.5,0.5" },
      },
    );
    const named = await lastEntry();
    // A new point for the photo, saved with a new title.
    const { refocusPicture } = await import("~/features/media/server/refocus.server");
    await (await refocusPicture(handle().db, store, id, { x: 0.2, y: 0.3 }))?.removeOldCut();
    const second = await current();
    await projectRecords.update(
      editor(),
      store,
      made.id,
      { ...values(second), title: "Porch, top left" },
      second.revision,
      {
        focus: { before: "0.5,0.5", after: "0.2,0.3" },
      },
    );
    await projectRecords.setHidden(editor(), made.id, true);

    const hidden = await current();
    const history = await recordHistory(handle().db, await projectHistoryOf(handle().db, hidden), TZ);
    expect(history.map((item) => item.text)).toEqual([
      'Hid the gallery project "Porch, top left"',
      'Edited the gallery project "Porch, top left"',
      'Edited the gallery project "Blue porch in Eagan"',
      'Added a job photo to the gallery: "Porch"',
    ]);
    expect(history[1]?.details).toContainEqual({
      label: "point kept in view",
      before: "50% from the left, 50% from the top",
      after: "20% from the left, 30% from the top",
    });
    expect(history[1]?.current).toBe(true);

    const done = await bringBackVersion(
      restoreForm(named!.id, hidden.revision),
      { editor: editor(), id: made.id, failure: refuse("project") },
      restorable,
    );
    expect(done).toEqual({ message: expect.stringMatching(/^Restored the version saved on .+\.$/) });
    const back = await current();
    expect([back.title, back.citySlug, back.paintColor, back.hidden]).toEqual([
      "Blue porch in Eagan",
      "eagan",
      "Hale Navy",
      true,
    ]);
    const [point] = await handle().db.select().from(media).where(eq(media.id, id));
    expect([point?.focusX, point?.focusY]).toEqual([0.5, 0.5]);

    // A version whose photo is gone keeps the photo of today, with its description.
    const [gone] = await handle()
      .db.insert(auditLog)
      .values({
        userEmail: "owner@example.com",
        entity: "gallery_project",
        entityId: made.id,
        action: "update",
        after: {
          ...values(back),
          title: "Old porch",
          image: "media/0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f",
          alt: "An old porch",
        },
      })
      .returning();
    const kept = await bringBackVersion(
      restoreForm(gone!.id, back.revision),
      { editor: editor(), id: made.id, failure: refuse("project") },
      restorable,
    );
    expect((kept as { message: string }).message).toContain(
      "The photo of that version is no longer kept, so the project keeps its current photo.",
    );
    expect(values(await current())).toMatchObject({
      title: "Old porch",
      image: `media/${id}`,
      alt: "A porch",
    });
  });
});
