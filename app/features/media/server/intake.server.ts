/**
 * Photos the owner sends with an admin form (a gallery project, a blog
 * post): reading a post that may carry them, then each photo checked, made
 * into the sizes asked for and stored as an uploaded picture ("media/<id>").
 * What uses a picture, and removing it when nothing does, is the content's
 * business.
 */
import { randomUUID } from "node:crypto";
import { formToObject } from "~/lib/form-object";
import type { VariantName } from "~/lib/image-variants";
import { readAdminForm, refused } from "~/server/admin-posts.server";
import type { Db } from "~/server/db/client.server";
import { media } from "~/server/db/schema.server";
import { FormBodyError } from "~/server/form-body.server";
import { inspectUpload, tooLargeMessage, UploadRefused } from "./inspect.server";
import { mediaKey } from "./media-key.server";
import { getMediaStore, getUploadTempDir } from "./media-runtime.server";
import { type ProcessedImage, processImage } from "./process.server";
import { cutSignature, uploadVariants } from "./refocus.server";
import { type MediaFile, mediaFileName } from "./store.server";
import { type ReceivedFile, type ReceivedUpload, receiveUpload } from "./upload.server";

/** Who stores a photo: the database to write to, and the admin named as its uploader. */
export interface Uploader {
  db: Db;
  userEmail: string;
}

/** Stores a processed picture (its row and files); its key for pages is "media/<id>". */
async function storePicture(
  uploader: Uploader,
  image: ProcessedImage,
  variants: readonly VariantName[],
): Promise<string> {
  const id = randomUUID();
  const files: MediaFile[] = image.files.map((file) => ({
    name: mediaFileName(id, image.hash, file),
    contentType: file.contentType,
    data: file.data,
  }));
  await uploader.db.transaction(async (tx) => {
    await tx.insert(media).values({
      id,
      hash: image.hash,
      width: image.width,
      height: image.height,
      color: image.color,
      placeholder: image.placeholder,
      variants: [...variants],
      cut: cutSignature(variants),
      bytes: files.reduce((sum, file) => sum + file.data.byteLength, 0),
      createdBy: uploader.userEmail,
    });
    await getMediaStore().save(tx, id, files);
  });
  return mediaKey(id);
}

/**
 * A photo checked, made into the sizes asked for (and the large view, where
 * the owner chooses its point) and stored; its key, or why it was refused.
 */
export async function storeUploadedPhoto(
  uploader: Uploader,
  file: ReceivedFile,
  asked: readonly VariantName[],
) {
  const variants = uploadVariants(asked);
  if (file.tooLarge) {
    return { ok: false, message: tooLargeMessage() } as const;
  }
  try {
    await inspectUpload(file.path);
    const image = await processImage(file.path, variants);
    const key = await storePicture(uploader, image, variants);
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
export async function readUploadPost(
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

export interface PostWithPhotos {
  form: FormData;
  intent: string;
  files: readonly ReceivedFile[];
  discard(): Promise<void>;
}

/**
 * A content form's post that may carry photos (multipart, streamed to disk) or
 * not (URL-encoded): the fields and the files; or the answer refusing
 * it. The caller discards the files when done.
 */
export async function readPostWithPhotos(
  request: Request,
  maxFiles: number,
): Promise<{ answer: ReturnType<typeof refused> } | PostWithPhotos> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const post = await readAdminForm(request);
    if ("answer" in post) return { answer: post.answer };
    return { form: post.form, intent: post.intent, files: [], discard: async () => {} };
  }
  const read = await readUploadPost(request, maxFiles);
  if ("refusal" in read) return { answer: refused(read.refusal.status, read.refusal.message) };
  const { form, files, discard } = read.upload;
  return { form, intent: String(form.get("intent") ?? ""), files, discard };
}

/**
 * The photo a record's form sent in its `photo` field (a service's, a city
 * page's picture): stored, and named in the form's `image`, so the form's
 * check sees the new picture. A photo that cannot be used refuses the save,
 * beside its field, with what was typed kept; no photo sent changes nothing.
 */
export async function takeFormPhoto(uploader: Uploader, post: PostWithPhotos, asked: readonly VariantName[]) {
  const photo = post.files.find((file) => file.field === "photo");
  if (!photo) return undefined;
  const stored = await storeUploadedPhoto(uploader, photo, asked);
  if (!stored.ok) {
    return refused(400, stored.message, {
      values: formToObject(post.form, ["intent", "revision"]),
      issues: [{ field: "photo", message: stored.message }],
    });
  }
  post.form.set("image", stored.key);
  return undefined;
}
