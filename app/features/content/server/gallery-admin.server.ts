import { data, href } from "react-router";
import { galleryProjectSchema } from "~/features/content/schemas";
import { suggestAlt } from "~/features/media";
import {
  getMediaStore,
  MAX_UPLOAD_BYTES,
  mediaKey,
  type ReceivedFile,
  readPostWithPhotos,
  readUploadPost,
  storeUploadedPhoto,
} from "~/features/media/index.server";
import type { ContentFormResult } from "~/lib/admin-form";
import type { VariantName } from "~/lib/image-variants";
import { projectCategories } from "~/seed/gallery-categories";
import { checkForm, isUuid, refused, revisionOf, savedRedirect } from "~/server/admin-posts.server";
import type { AdminUser } from "~/server/request-context.server";
import { getDb } from "~/server/runtime.server";
import type { Editor } from "./editor.server";
import {
  galleryDraftRecords,
  pictureExists,
  pictureFocus,
  refocusKept,
  removeUnusedPictures,
  sweepUnusedPictures,
} from "./edits/pictures.server";
import { projectRecords } from "./edits/projects.server";
import { photoUpdatesNote } from "./photo-updates-note.server";
import { readPictures } from "./picture-refs.server";
import { projectHistory, restoreProject, savedFocus } from "./project-history.server";
import {
  cityChoices,
  deleteRecord,
  editorFor,
  failure,
  orderedListAction,
  recordToEdit,
} from "./records.server";

const LIST = href("/admin/content/gallery");
/** The sizes the gallery's grid and large view (and the city pages) show. */
const GALLERY_VARIANTS: VariantName[] = ["thumb", "large"];
/** Most photos one post without JavaScript may carry (with it, each photo is its own post). */
const MAX_BATCH = 10;
/** An upload nobody saved into a project for this long is removed. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const notFound = "This project no longer exists: it was deleted.";

export async function galleryListData() {
  const db = getDb();
  const [rows, drafts, photoUpdates, cities] = await Promise.all([
    projectRecords.list(db),
    galleryDraftRecords.list(db),
    photoUpdatesNote(db),
    cityChoices(),
  ]);
  const cityName = new Map(cities.map((c) => [c.slug, c.name]));
  const draftKeys = drafts.map((draft) => mediaKey(draft.mediaId));
  const picture = await readPictures(db, [...rows.map((row) => row.image), ...draftKeys]);
  return {
    // Photos uploaded before and not yet saved into a project ("Not finished yet").
    drafts: drafts.flatMap((draft) => {
      const key = mediaKey(draft.mediaId);
      const image = picture(key);
      return image ? [{ key, fileName: draft.fileName, image }] : [];
    }),
    projects: rows.flatMap((row) => {
      const image = picture(row.image);
      if (!image) return [];
      return {
        id: row.id,
        title: row.title,
        category: row.category,
        cityName: cityName.get(row.citySlug) ?? "",
        image,
        pair: row.beforeImage !== "",
        hidden: row.hidden,
      };
    }),
    categories: projectCategories,
    cities,
    maxUploadBytes: MAX_UPLOAD_BYTES,
    photoUpdates,
  };
}

/** The list's buttons: move up or down, hide or show; discard a photo not yet saved into a project. */
export function galleryListAction(request: Request, user: AdminUser) {
  return orderedListAction(request, user, {
    list: LIST,
    what: "project",
    move: projectRecords.move,
    setHidden: projectRecords.setHidden,
    more: {
      "discard-draft": async (editor, mediaId) => {
        await galleryDraftRecords.discard(editor.db, getMediaStore(), mediaId);
        return "Photo discarded.";
      },
    },
  });
}

export async function projectEditData(id: string) {
  const { isNew, row } = await recordToEdit(id, projectRecords.read, { list: LIST, what: "project" });
  const db = getDb();
  const picture = await readPictures(db, row ? [row.image, row.beforeImage] : []);
  return {
    isNew,
    id: row?.id,
    ...(await projectHistory(db, row)),
    project: row
      ? {
          title: row.title,
          category: row.category,
          alt: row.alt,
          beforeAlt: row.beforeAlt,
          citySlug: row.citySlug,
          paintColor: row.paintColor,
          hidden: row.hidden,
        }
      : {
          title: "",
          category: projectCategories[0],
          alt: "",
          beforeAlt: "",
          citySlug: "",
          paintColor: "",
          hidden: false,
        },
    image: row ? (picture(row.image) ?? null) : null,
    focus: row ? await pictureFocus(db, row.image) : null,
    before: row?.beforeImage ? (picture(row.beforeImage) ?? null) : null,
    beforeFocus: row?.beforeImage ? await pictureFocus(db, row.beforeImage) : null,
    categories: projectCategories,
    cities: await cityChoices(),
    revision: row?.revision ?? 0,
  };
}

/** Old uploads nobody saved into a project or a post go (run after each upload; cheap when none). */
async function sweepOldUploads() {
  await sweepUnusedPictures(getDb(), getMediaStore(), new Date(Date.now() - UNUSED_FOR_MS)).catch((error) =>
    console.error("[media] removing unused uploads failed:", error),
  );
}

/**
 * Photos added from the list: with JavaScript one per post, answered in JSON
 * (the page then asks for the title); without it several in one post, each
 * added as a hidden project to be named before it shows.
 */
export async function galleryUploadAction(request: Request, user: AdminUser) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const read = await readUploadPost(request, wantsJson ? 1 : MAX_BATCH);
  if ("refusal" in read) {
    return wantsJson
      ? Response.json({ ok: false, message: read.refusal.message }, { status: read.refusal.status })
      : savedRedirect(LIST, read.refusal.message, "error");
  }
  const { upload } = read;
  const editor = editorFor(user);
  try {
    const photos = upload.files.filter((f) => f.field === "photo");
    if (wantsJson) {
      const photo = photos[0];
      if (!photo) return Response.json({ ok: false, message: "Choose a photo to upload." }, { status: 400 });
      const answer = await storeUploadedPhoto(editor, photo, GALLERY_VARIANTS);
      // Kept as a draft until it is saved into a project or discarded: leaving the page loses nothing.
      if (answer.ok) await galleryDraftRecords.add(editor.db, answer.key, photo.name, user.email);
      return Response.json(answer, { status: answer.ok ? 200 : 422 });
    }
    if (photos.length === 0) return savedRedirect(LIST, "Choose one or more photos to upload.", "error");
    const added: string[] = [];
    const refusedFiles: string[] = [];
    for (const photo of photos) {
      const answer = await storeUploadedPhoto(editor, photo, GALLERY_VARIANTS);
      if (!answer.ok) {
        refusedFiles.push(`${photo.name}: ${answer.message}`);
        continue;
      }
      const title = `New photo (${photo.name})`.slice(0, 100);
      const category = projectCategories[0];
      await projectRecords.create(editor, {
        title,
        category,
        alt: suggestAlt({ title, category }),
        beforeAlt: "",
        citySlug: "",
        paintColor: "",
        hidden: true,
        image: answer.key,
        beforeImage: "",
      });
      added.push(photo.name);
    }
    const parts = [
      added.length
        ? `${added.length} ${added.length === 1 ? "photo was" : "photos were"} added as hidden projects: give each a title and a description, then untick Hidden.`
        : "",
      ...refusedFiles.map((line) => `Not added, ${line}`),
    ].filter(Boolean);
    return savedRedirect(LIST, parts.join(" "), refusedFiles.length ? "error" : "success");
  } finally {
    await upload.discard();
    await sweepOldUploads();
  }
}

function answerWith(inline: boolean, result: ContentFormResult, status = 200) {
  return inline ? data(result, { status }) : undefined;
}

/**
 * Saves one project: its words, and its photos sent with the form (without
 * JavaScript) or uploaded before (a key from the list's upload).
 */
export async function projectEditAction(request: Request, user: AdminUser, id: string) {
  const post = await readPostWithPhotos(request, 2);
  if ("answer" in post) return post.answer;
  try {
    return await saveProject(editorFor(user), post.form, post.files, id);
  } finally {
    await post.discard();
  }
}

async function saveProject(editor: Editor, form: FormData, files: readonly ReceivedFile[], id: string) {
  const intent = String(form.get("intent") ?? "");
  const inline = form.get("inline") === "1";
  const store = getMediaStore();
  if (intent === "delete") {
    return deleteRecord(id, {
      list: LIST,
      what: "project",
      remove: (projectId) => projectRecords.remove(editor, store, projectId),
    });
  }
  if (intent === "restore" && isUuid(id)) return restoreProject(form, editor, id, `${LIST}/${id}`);
  const isNew = id === "new";
  if (!isNew && !isUuid(id)) return refused(404, notFound);
  const checked = checkForm(galleryProjectSchema, form);
  if ("answer" in checked) return checked.answer;
  const cities = await cityChoices();
  if (checked.values.citySlug && !cities.some((city) => city.slug === checked.values.citySlug)) {
    return refused(400, "Choose the city from the list.", {
      values: checked.raw,
      issues: [{ field: "citySlug", message: "Choose the city from the list." }],
    });
  }
  const current = isNew ? undefined : await projectRecords.read(editor.db, id);
  if (!isNew && !current) return refused(404, notFound);

  // The photos: a new file sent with the form, a key uploaded before, or the one kept.
  const stored: string[] = [];
  type Sent = { key: string } | { error: string } | undefined;
  const photo = async (field: "photo" | "beforePhoto"): Promise<Sent> => {
    const file = files.find((f) => f.field === field);
    if (!file) return undefined;
    const answer = await storeUploadedPhoto(editor, file, GALLERY_VARIANTS);
    if (!answer.ok) return { error: answer.message };
    stored.push(answer.key);
    return { key: answer.key };
  };
  const fail = async (result: Parameters<typeof refused>[2] & { message: string }, status: number) => {
    await removeUnusedPictures(editor.db, store, stored);
    return refused(status, result.message, result);
  };
  const [main, before] = [await photo("photo"), await photo("beforePhoto")];
  const issues = [
    ...(main && "error" in main ? [{ field: "photo", message: main.error }] : []),
    ...(before && "error" in before ? [{ field: "beforePhoto", message: before.error }] : []),
  ];
  if (issues.length) {
    return fail(
      {
        message: issues.length === 1 ? "Check the photo marked below." : "Check the photos marked below.",
        issues,
        values: checked.raw,
      },
      422,
    );
  }
  const keyed = String(form.get("image") ?? "");
  let image = main && "key" in main ? main.key : (current?.image ?? "");
  if (!main && keyed) {
    if (!(await pictureExists(editor.db, keyed))) {
      return fail(
        { message: "That photo is no longer here. Please upload it again.", issues: [], values: checked.raw },
        400,
      );
    }
    image = keyed;
  }
  if (!image) {
    return fail(
      {
        message: "Check the field marked below.",
        issues: [{ field: "photo", message: "Choose the photo of the finished job." }],
        values: checked.raw,
      },
      400,
    );
  }
  const removeBefore = form.get("removeBefore") === "on";
  const beforeImage =
    before && "key" in before ? before.key : removeBefore ? "" : (current?.beforeImage ?? "");
  const values = { ...checked.values, image, beforeImage };
  // The point the history keeps with the words, as it was before this save.
  const focusBefore = current ? await savedFocus(editor.db, current.image) : "";
  // A new focal point for a photo kept: its thumbnails are cut again, and the save below shows them.
  const refocused = [
    main ? undefined : await refocusKept(editor.db, store, image, form.get("focus")),
    before ? undefined : await refocusKept(editor.db, store, beforeImage, form.get("beforeFocus")),
  ];
  try {
    if (isNew) await projectRecords.create(editor, values);
    else {
      // The history keeps the photo's point with the words (it can be brought back with them).
      const point = { before: focusBefore, after: await savedFocus(editor.db, image) };
      await projectRecords.update(editor, store, id, values, revisionOf(form), { focus: point });
    }
    await galleryDraftRecords.finish(editor.db, image);
    for (const cut of refocused) await cut?.removeOldCut();
  } catch (error) {
    await removeUnusedPictures(editor.db, store, stored);
    return failure(error, checked.raw, "project");
  }
  const message = isNew ? `Project added: ${values.title}.` : "Project saved.";
  return answerWith(inline, { ok: true, message, issues: [] }) ?? savedRedirect(LIST, message);
}
