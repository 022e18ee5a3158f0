import { data, href } from "react-router";
import { blogCategorySlug } from "~/lib/blog";
import { renderMarkdown } from "~/lib/markdown";
import { blogPostSchema, categorySchema, type PostStatus } from "~/lib/schemas/content";
import { slugify } from "~/lib/slugify";
import { dayIn, zonedInputValue, zonedTimeToDate } from "~/lib/zoned-time";
import {
  checkForm,
  contentPageFrame,
  editorFor,
  failure,
  isUuid,
  readContentPost,
  refused,
  revisionOf,
  savedRedirect,
} from "./admin-content.server";
import { type PostWithPhotos, readPostWithPhotos, storeUploadedPhoto } from "./admin-gallery.server";
import {
  addCategory,
  createPost,
  deletePost,
  isPublic,
  listCategories,
  listPostsForEdit,
  type PostChange,
  pictureExists,
  readPost,
  removeUnusedPictures,
  updatePost,
} from "./content/editor.server";
import { readPictures } from "./content/snapshot.server";
import { hasImage, imagesIn } from "./images.server";
import { getContent, getDb, getMediaStore } from "./runtime.server";

const LIST = "/admin/content/blog";
const editPath = (id: string) => `${LIST}/${id}`;

/** How the list and the editor name a post's state. */
function stateOf(post: { status: PostStatus; publishAt: Date | null }, now: Date) {
  if (isPublic(post, now)) return "published" as const;
  return post.status === "scheduled" ? ("scheduled" as const) : ("draft" as const);
}

function whenText(timeZone: string, at: Date | null): string {
  if (!at) return "";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(at);
}

export async function blogListData(request: Request, clientAddress: string) {
  const frame = await contentPageFrame(request, clientAddress, { title: "Blog", path: LIST });
  const db = getDb();
  const [posts, categories, content] = await Promise.all([
    listPostsForEdit(db),
    listCategories(db),
    getContent(),
  ]);
  const { timeZone } = content.profile.business;
  const now = new Date();
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      posts: posts.map((post) => {
        const state = stateOf(post, now);
        return {
          id: post.id,
          title: post.title,
          category: post.category,
          state,
          when:
            state === "draft"
              ? `Last saved ${whenText(timeZone, post.updatedAt)}`
              : whenText(timeZone, post.publishAt),
          url: state === "published" ? href("/blog/:slug", { slug: post.slug }) : null,
        };
      }),
      categories: categories.map((c) => ({
        name: c.name,
        posts: posts.filter((p) => p.category === c.name).length,
      })),
    },
    { headers: frame.headers },
  );
}

export async function blogListAction(request: Request, clientAddress: string) {
  const post = await readContentPost(request, clientAddress);
  if ("answer" in post) return post.answer;
  if (post.intent !== "add-category") return refused(400, "Unknown action.");
  const checked = checkForm(categorySchema, post.form);
  if ("answer" in checked) return checked.answer;
  const name = checked.values.name.replace(/\s+/g, " ");
  const values = checked.raw;
  try {
    await addCategory(editorFor(post.user), name, blogCategorySlug);
  } catch (error) {
    return failure(error, values, "category");
  }
  return savedRedirect(LIST, `Category “${name}” added. It shows on the blog once a post uses it.`);
}

export async function postEditData(request: Request, clientAddress: string, id: string) {
  const isNew = id === "new";
  const frame = await contentPageFrame(request, clientAddress, {
    title: isNew ? "New post" : "Edit post",
    path: editPath(id),
  });
  const db = getDb();
  const [row, categories, content] = await Promise.all([
    isNew || !isUuid(id) ? undefined : readPost(db, id),
    listCategories(db),
    getContent(),
  ]);
  if (!isNew && !row) throw await savedRedirect(LIST, "That post no longer exists: it was deleted.", "error");
  const { timeZone, timeZoneName, ownerName } = content.profile.business;
  const now = new Date();
  // The drawn pictures, and the photo uploaded for this post (if it has one).
  const uploaded = row?.heroImage.startsWith("media/")
    ? (await readPictures(db, [row.heroImage]))(row.heroImage)
    : undefined;
  const images = [...(uploaded ? [uploaded] : []), ...imagesIn("blog/")];
  const state = row ? stateOf(row, now) : ("draft" as const);
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      isNew,
      post: {
        title: row?.title ?? "",
        slug: row?.slug ?? "",
        excerpt: row?.excerpt ?? "",
        body: row?.body ?? "",
        author: row?.author ?? ownerName,
        category: row?.category ?? categories[0]?.name ?? "",
        tags: row?.tags.join(", ") ?? "",
        heroImage: row?.heroImage ?? images[0]?.key ?? "",
        heroAlt: row?.heroAlt ?? "",
        seoTitle: row?.seoTitle ?? "",
        seoDescription: row?.seoDescription ?? "",
        publishAt: row?.publishAt ? zonedInputValue(timeZone, row.publishAt) : "",
      },
      state,
      stateText:
        state === "published"
          ? `Published ${whenText(timeZone, row?.publishAt ?? null)}`
          : state === "scheduled"
            ? `Scheduled for ${whenText(timeZone, row?.publishAt ?? null)} (${timeZoneName})`
            : "Draft: not on the site",
      url: row && state === "published" ? href("/blog/:slug", { slug: row.slug }) : null,
      revision: row?.revision ?? 0,
      categories: categories.map((c) => c.name),
      images,
      timeZoneName,
      today: dayIn(timeZone, now),
      html: renderMarkdown(row?.body ?? "", content.site.siteUrl),
    },
    { headers: frame.headers },
  );
}

const messages = {
  draft: "Draft saved. It is not on the site.",
  published: "Published. It is on the blog now.",
  updated: "Saved. The post on the site shows the change now.",
  unpublished: "Unpublished: the post is a draft again and is off the site.",
} as const;

/** Saving, publishing, scheduling, unpublishing or deleting a post; or previewing it (no JavaScript). */
export async function postEditAction(request: Request, clientAddress: string, id: string) {
  const post = await readPostWithPhotos(request, clientAddress, 1);
  if ("answer" in post) return post.answer;
  try {
    return await savePost(post, id);
  } finally {
    await post.discard();
  }
}

async function savePost(post: PostWithPhotos, id: string) {
  const isNew = id === "new";
  if (!isNew && !isUuid(id)) return refused(404, "This post no longer exists: it was deleted.");
  const editor = editorFor(post.user);
  if (post.intent === "delete") {
    try {
      const deleted = await deletePost(editor, id);
      await removeUnusedPictures(editor.db, getMediaStore(), [deleted.heroImage]);
    } catch (error) {
      return failure(error, {}, "post");
    }
    return savedRedirect(LIST, "Post deleted.");
  }
  const checked = checkForm(blogPostSchema, post.form);
  if ("answer" in checked) return checked.answer;
  const values = checked.values;
  const raw = checked.raw;
  const content = await getContent();
  const { timeZone, timeZoneName } = content.profile.business;
  const problem = (field: string, message: string) =>
    refused(400, message, { values: raw, issues: [{ field, message }] });

  const slug = values.slug || slugify(values.title);
  if (!slug) return problem("title", "The title needs letters or digits to make the post's address from.");
  // A photo sent with the form becomes the post's picture.
  const photo = post.files.find((f) => f.field === "heroPhoto");
  if (photo) {
    const stored = await storeUploadedPhoto(editor, photo, ["card"]);
    if (!stored.ok) return problem("heroPhoto", stored.message);
    values.heroImage = stored.key;
    raw.heroImage = stored.key;
  } else if (!hasImage(values.heroImage) && !(await pictureExists(getDb(), values.heroImage))) {
    return problem("heroImage", "Choose the post's picture from the list, or upload a photo.");
  }
  const categories = await listCategories(getDb());
  if (!categories.some((c) => c.name === values.category)) {
    return problem("category", "Choose a category from the list (add a new one on the blog page).");
  }
  if (post.intent === "preview") {
    return data({
      ok: true,
      message: "",
      issues: [],
      values: raw,
      preview: renderMarkdown(values.body, content.site.siteUrl),
    });
  }

  const typedTime = String(post.form.get("publishAt") ?? "").trim();
  const publishAt = typedTime ? zonedTimeToDate(timeZone, typedTime) : null;
  if (typedTime && !publishAt) return problem("publishAt", "Give a date and time like 2026-12-01 09:00.");
  const now = new Date();
  const before = isNew ? undefined : await readPost(getDb(), id);
  if (!isNew && !before) return refused(404, "This post no longer exists: it was deleted.");

  let status: PostStatus;
  let when: Date | null;
  let message: string;
  switch (post.intent) {
    case "publish":
      if (publishAt && publishAt > now) {
        return problem("publishAt", "That time is still to come: use Schedule, or clear it to publish now.");
      }
      status = "published";
      // Given a past time, the post is dated then (a post written earlier); otherwise now.
      when = publishAt ?? now;
      message = messages.published;
      break;
    case "schedule":
      if (!publishAt || publishAt <= now) {
        return problem("publishAt", `Give the date and time to publish it, still to come (${timeZoneName}).`);
      }
      status = "scheduled";
      when = publishAt;
      message = `Scheduled for ${whenText(timeZone, publishAt)} (${timeZoneName}). It appears then by itself.`;
      break;
    case "unpublish":
      status = "draft";
      when = null;
      message = messages.unpublished;
      break;
    case "save": {
      const state = before ? stateOf(before, now) : "draft";
      if (state === "draft") {
        status = "draft";
        when = publishAt;
        message = messages.draft;
      } else if (state === "scheduled") {
        if (!publishAt || publishAt <= now) {
          return problem(
            "publishAt",
            "A scheduled post needs a time still to come; to publish it now, use Publish now.",
          );
        }
        status = "scheduled";
        when = publishAt;
        message = `Saved. Still scheduled for ${whenText(timeZone, publishAt)} (${timeZoneName}).`;
      } else {
        status = "published";
        when = publishAt ?? before?.publishAt ?? now;
        if (when > now)
          return problem("publishAt", "A published post's date cannot be still to come: use Schedule.");
        message = messages.updated;
      }
      break;
    }
    default:
      return refused(400, "Unknown action.");
  }
  const change: PostChange = { values: { ...values, slug }, status, publishAt: when };
  try {
    if (isNew) {
      const created = await createPost(editor, change);
      return savedRedirect(editPath(created.id), message);
    }
    await updatePost(editor, id, change, revisionOf(post.form), post.intent);
    // A replaced uploaded picture goes, unless something else uses it.
    if (before && before.heroImage !== values.heroImage) {
      await removeUnusedPictures(editor.db, getMediaStore(), [before.heroImage]);
    }
  } catch (error) {
    return failure(error, raw, "post");
  }
  return savedRedirect(editPath(id), message);
}
