import { data, href } from "react-router";
import {
  blogPostSchema,
  categorySchema,
  type PostStatus,
  STANDARD_POST_PICTURE,
} from "~/features/content/schemas";
import { getContent } from "~/features/content/server/content-runtime.server";
import {
  getMediaStore,
  hasImage,
  imagesIn,
  mediaIdOf,
  type PostWithPhotos,
  readPostWithPhotos,
  storeUploadedPhoto,
} from "~/features/media/index.server";
import { blogCategorySlug } from "~/lib/blog";
import { factSource, fillFacts } from "~/lib/facts";
import { renderMarkdown } from "~/lib/markdown";
import { slugify } from "~/lib/slugify";
import { dayIn, zonedInputValue, zonedTimeToDate } from "~/lib/zoned-time";
import {
  checkForm,
  isUuid,
  readAdminForm,
  refused,
  revisionOf,
  savedRedirect,
} from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import {
  addCategory,
  createPost,
  deletePost,
  listCategories,
  listPostsForEdit,
  type PostChange,
  readPost,
  updatePost,
} from "./edits/blog.server";
import { pictureExists, removeUnusedPictures } from "./edits/pictures.server";
import { readPictures } from "./picture-refs.server";
import { postHistory, restorePost, stateOf, whenText } from "./post-history.server";
import { seedPosts } from "./posts.server";
import { deleteRecord, editorFor, failure, recordToEdit } from "./records.server";

let drawnDescriptions: Map<string, string> | undefined;

/** The description of one of the site's own drawn pictures: the starting post's that uses it. */
function drawnPictureAlt(key: string): string {
  drawnDescriptions ??= new Map(seedPosts().map((post) => [post.image, post.imageAlt]));
  return drawnDescriptions.get(key) ?? "An illustration of painting work";
}

const LIST = href("/admin/content/blog");
const editPath = (id: string) => `${LIST}/${id}`;

export async function blogListData() {
  const db = getDb();
  const [posts, categories, content] = await Promise.all([
    listPostsForEdit(db),
    listCategories(db),
    getContent(),
  ]);
  const { timeZone } = content.profile.business;
  const now = new Date();
  return {
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
  };
}

export async function blogListAction(request: Request, user: AdminUser) {
  const post = await readAdminForm(request);
  if ("answer" in post) return post.answer;
  if (post.intent !== "add-category") return refused(400, "Unknown action.");
  const checked = checkForm(categorySchema, post.form);
  if ("answer" in checked) return checked.answer;
  const name = checked.values.name.replace(/\s+/g, " ");
  const values = checked.raw;
  try {
    await addCategory(editorFor(user), name, blogCategorySlug);
  } catch (error) {
    return failure(error, values, "category");
  }
  return savedRedirect(LIST, `Category “${name}” added. It shows on the blog once a post uses it.`);
}

export async function postEditData(id: string) {
  const db = getDb();
  const [{ isNew, row }, categories, content] = await Promise.all([
    recordToEdit(id, readPost, { list: LIST, what: "post" }),
    listCategories(db),
    getContent(),
  ]);
  const { timeZone, timeZoneName, ownerName } = content.profile.business;
  const now = new Date();
  // The drawn pictures, and the photo uploaded for this post (if it has one).
  const uploaded =
    row && mediaIdOf(row.heroImage) ? (await readPictures(db, [row.heroImage]))(row.heroImage) : undefined;
  const images = [...(uploaded ? [uploaded] : []), ...imagesIn("blog/")];
  const state = row ? stateOf(row, now) : ("draft" as const);
  return {
    isNew,
    id: row?.id,
    ...(await postHistory(row)),
    post: {
      title: row?.title ?? "",
      slug: row?.slug ?? "",
      excerpt: row?.excerpt ?? "",
      body: row?.body ?? "",
      author: row?.author ?? ownerName,
      category: row?.category ?? categories[0]?.name ?? "",
      tags: row?.tags.join(", ") ?? "",
      // A new post starts with the standard picture ("" in the list); a photo of his own can replace it.
      heroImage: row?.heroImage ?? "",
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
    today: dayIn(timeZone, now),
    html: renderMarkdown(fillFacts(row?.body ?? "", content.site), content.site.siteUrl),
    facts: factSource(content.site),
  };
}

const messages = {
  draft: "Draft saved. It is not on the site.",
  published: "Published. It is on the blog now.",
  updated: "Saved. The post on the site shows the change now.",
  unpublished: "Unpublished: the post is a draft again and is off the site.",
} as const;

/** Saving, publishing, scheduling, unpublishing or deleting a post; or previewing it (no JavaScript). */
export async function postEditAction(request: Request, user: AdminUser, id: string) {
  const post = await readPostWithPhotos(request, 1);
  if ("answer" in post) return post.answer;
  try {
    return await savePost(post, user, id);
  } finally {
    await post.discard();
  }
}

async function savePost(post: PostWithPhotos, user: AdminUser, id: string) {
  const isNew = id === "new";
  if (!isNew && !isUuid(id)) return refused(404, "This post no longer exists: it was deleted.");
  const editor = editorFor(user);
  if (post.intent === "delete") {
    return deleteRecord(id, {
      list: LIST,
      what: "post",
      remove: async (postId) => {
        const deleted = await deletePost(editor, postId);
        await removeUnusedPictures(editor.db, getMediaStore(), [deleted.heroImage]);
      },
    });
  }
  if (post.intent === "restore" && !isNew) return restorePost(post.form, editor, id, editPath(id));
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
  // A photo sent with the form becomes the post's picture; a photo of his own needs its description.
  const photo = post.files.find((f) => f.field === "heroPhoto");
  if ((photo || mediaIdOf(values.heroImage)) && !values.heroAlt) {
    return problem("heroAlt", "Describe your photo: what it shows, for people who cannot see it.");
  }
  if (photo) {
    const stored = await storeUploadedPhoto(editor, photo, ["card"]);
    if (!stored.ok) return problem("heroPhoto", stored.message);
    values.heroImage = stored.key;
    raw.heroImage = stored.key;
  } else if (!values.heroImage) {
    values.heroImage = STANDARD_POST_PICTURE;
  } else if (!hasImage(values.heroImage) && !(await pictureExists(getDb(), values.heroImage))) {
    return problem("heroImage", "Choose the post's picture from the list, or upload a photo.");
  }
  // One of the site's own pictures, left without a description, gets its own.
  if (!values.heroAlt) values.heroAlt = drawnPictureAlt(values.heroImage);
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
      preview: renderMarkdown(fillFacts(values.body, content.site), content.site.siteUrl),
      // The photo just sent, which the editor's list does not know yet.
      previewImage: photo ? (await readPictures(getDb(), [values.heroImage]))(values.heroImage) : undefined,
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
