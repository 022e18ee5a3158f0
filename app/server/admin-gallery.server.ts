import { data } from "react-router";
import { projectCategories } from "~/content/gallery-categories";
import { adminMessages } from "~/lib/admin";
import type { ContentFormResult } from "~/lib/admin-content";
import type { VariantName } from "~/lib/image-variants";
import { galleryProjectSchema, suggestAlt } from "~/lib/schemas/content";
import { type AdminUser, readAdminSession, redirectWithFlash } from "./admin-auth.server";
import {
  checkForm,
  cityChoices,
  contentPageFrame,
  editorFor,
  failure,
  isUuid,
  orderedListAction,
  readContentPost,
  refused,
  revisionOf,
  savedRedirect,
} from "./admin-content.server";
import {
  createProject,
  deleteProject,
  type Editor,
  listProjectsForEdit,
  moveProject,
  pictureExists,
  readProject,
  removeUnusedPictures,
  setProjectHidden,
  storePicture,
  sweepUnusedPictures,
  updateProject,
} from "./content/editor.server";
import { readPictures } from "./content/snapshot.server";
import { FormBodyError } from "./form-body.server";
import {
  inspectUpload,
  MAX_UPLOAD_BYTES,
  processImage,
  tooLargeMessage,
  UploadRefused,
} from "./media/process.server";
import { type ReceivedFile, type ReceivedUpload, receiveUpload } from "./media/upload.server";
import { getDb, getMediaStore, getUploadTempDir } from "./runtime.server";

const LIST = "/admin/content/gallery";
/** The sizes the gallery's grid and large view (and the city pages) show. */
const GALLERY_VARIANTS: VariantName[] = ["thumb", "large"];
/** Most photos one post without JavaScript may carry (with it, each photo is its own post). */
const MAX_BATCH = 10;
/** An upload nobody saved into a project for this long is removed. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const notFound = "This project no longer exists: it was deleted.";
const cityName = new Map(cityChoices.map((c) => [c.slug, c.name]));

export async function galleryListData(request: Request, clientAddress: string) {
  const frame = await contentPageFrame(request, clientAddress, { title: "Gallery", path: LIST });
  const db = getDb();
  const rows = await listProjectsForEdit(db);
  const picture = await readPictures(
    db,
    rows.map((row) => row.image),
  );
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
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
      cities: cityChoices,
      maxUploadBytes: MAX_UPLOAD_BYTES,
    },
    { headers: frame.headers },
  );
}

/** The list's buttons: move up or down, hide or show. */
export function galleryListAction(request: Request, clientAddress: string) {
  return orderedListAction(request, clientAddress, {
    list: LIST,
    what: "project",
    move: moveProject,
    setHidden: setProjectHidden,
  });
}

export async function projectEditData(request: Request, clientAddress: string, id: string) {
  const isNew = id === "new";
  const frame = await contentPageFrame(request, clientAddress, {
    title: isNew ? "New project" : "Edit project",
    path: `${LIST}/${id}`,
  });
  const db = getDb();
  const row = isNew || !isUuid(id) ? undefined : await readProject(db, id);
  if (!isNew && !row)
    throw await savedRedirect(LIST, "That project no longer exists: it was deleted.", "error");
  const picture = await readPictures(db, row ? [row.image, row.beforeImage] : []);
  return data(
    {
      meta: frame.meta,
      flash: frame.flash,
      isNew,
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
      before: row?.beforeImage ? (picture(row.beforeImage) ?? null) : null,
      categories: projectCategories,
      cities: cityChoices,
      revision: row?.revision ?? 0,
    },
    { headers: frame.headers },
  );
}

/** A photo checked, made into the gallery's sizes and stored; its key, or why it was refused. */
export async function storeUploadedPhoto(
  editor: Editor,
  file: ReceivedFile,
  variants: readonly VariantName[],
) {
  if (file.tooLarge) {
    return { ok: false, message: tooLargeMessage() } as const;
  }
  try {
    await inspectUpload(file.path);
    const image = await processImage(file.path, variants);
    const key = await storePicture(editor, getMediaStore(), {
      hash: image.hash,
      width: image.width,
      height: image.height,
      color: image.color,
      placeholder: image.placeholder,
      variants: [...variants],
      files: image.files.map((f) => ({
        name:
          f.variant === "original"
            ? `original.${image.hash}.jpg`
            : `${f.variant}-${f.width}.${image.hash}.${f.format}`,
        contentType: f.contentType,
        data: f.data,
      })),
    });
    return {
      ok: true,
      key,
      image: { key, hash: image.hash, color: image.color, placeholder: image.placeholder },
    } as const;
  } catch (error) {
    if (error instanceof UploadRefused) return { ok: false, message: error.message } as const;
    throw error;
  }
}

/** Reads an upload post after the admin check; a post that cannot be read is answered here. */
async function readUploadPost(
  request: Request,
  maxFiles: number,
): Promise<{ upload: ReceivedUpload } | { refusal: { status: number; message: string } }> {
  try {
    const upload = await receiveUpload(request, { maxFiles, tempRoot: getUploadTempDir() });
    if (!upload.tooManyFiles) return { upload };
    await upload.discard();
    return { refusal: { status: 413, message: `Send at most ${maxFiles} photos at once.` } };
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    return { refusal: { status: error.status, message: "The upload could not be read. Please try again." } };
  }
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
export async function galleryUploadAction(request: Request, clientAddress: string) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const session = await readAdminSession(request, clientAddress);
  if (session.state !== "admin") {
    return wantsJson
      ? Response.json({ ok: false, message: adminMessages.accessDenied }, { status: 403 })
      : redirectWithFlash("/admin", { message: "Please sign in to continue.", kind: "error" });
  }
  const read = await readUploadPost(request, wantsJson ? 1 : MAX_BATCH);
  if ("refusal" in read) {
    return wantsJson
      ? Response.json({ ok: false, message: read.refusal.message }, { status: read.refusal.status })
      : savedRedirect(LIST, read.refusal.message, "error");
  }
  const { upload } = read;
  const editor = editorFor(session.user);
  try {
    const photos = upload.files.filter((f) => f.field === "photo");
    if (wantsJson) {
      const photo = photos[0];
      if (!photo) return Response.json({ ok: false, message: "Choose a photo to upload." }, { status: 400 });
      const answer = await storeUploadedPhoto(editor, photo, GALLERY_VARIANTS);
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
      await createProject(editor, {
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

export interface PostWithPhotos {
  user: AdminUser;
  form: FormData;
  intent: string;
  files: readonly ReceivedFile[];
  discard(): Promise<void>;
}

/**
 * A content form's post that may carry photos (multipart, streamed to disk) or
 * not (URL-encoded): the admin, the fields, the files; or the answer refusing
 * it. The caller discards the files when done.
 */
export async function readPostWithPhotos(
  request: Request,
  clientAddress: string,
  maxFiles: number,
): Promise<{ answer: ReturnType<typeof refused> } | PostWithPhotos> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const post = await readContentPost(request, clientAddress);
    if (post.answer) return { answer: post.answer };
    return { user: post.user, form: post.form, intent: post.intent, files: [], discard: async () => {} };
  }
  const session = await readAdminSession(request, clientAddress);
  if (session.state !== "admin") return { answer: refused(403, adminMessages.accessDenied) };
  const read = await readUploadPost(request, maxFiles);
  if ("refusal" in read) return { answer: refused(read.refusal.status, read.refusal.message) };
  const { form, files, discard } = read.upload;
  return { user: session.user, form, intent: String(form.get("intent") ?? ""), files, discard };
}

/**
 * Saves one project: its words, and its photos sent with the form (without
 * JavaScript) or uploaded before (a key from the list's upload).
 */
export async function projectEditAction(request: Request, clientAddress: string, id: string) {
  const post = await readPostWithPhotos(request, clientAddress, 2);
  if ("answer" in post) return post.answer;
  try {
    return await saveProject(editorFor(post.user), post.form, post.files, id);
  } finally {
    await post.discard();
  }
}

async function saveProject(editor: Editor, form: FormData, files: readonly ReceivedFile[], id: string) {
  const intent = String(form.get("intent") ?? "");
  const inline = form.get("inline") === "1";
  const store = getMediaStore();
  if (intent === "delete") {
    if (!isUuid(id)) return refused(404, notFound);
    try {
      await deleteProject(editor, store, id);
    } catch (error) {
      return failure(error, {}, "project");
    }
    return savedRedirect(LIST, "Project deleted.");
  }
  const isNew = id === "new";
  if (!isNew && !isUuid(id)) return refused(404, notFound);
  const checked = checkForm(galleryProjectSchema, form);
  if ("answer" in checked) return checked.answer;
  if (checked.values.citySlug && !cityName.has(checked.values.citySlug)) {
    return refused(400, "Choose the city from the list.", {
      values: checked.raw,
      issues: [{ field: "citySlug", message: "Choose the city from the list." }],
    });
  }
  const current = isNew ? undefined : await readProject(editor.db, id);
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
  try {
    if (isNew) await createProject(editor, values);
    else await updateProject(editor, store, id, values, revisionOf(form));
  } catch (error) {
    await removeUnusedPictures(editor.db, store, stored);
    return failure(error, checked.raw, "project");
  }
  const message = isNew ? `Project added: ${values.title}.` : "Project saved.";
  return answerWith(inline, { ok: true, message, issues: [] }) ?? savedRedirect(LIST, message);
}
