import { z } from "zod";
import { galleryProjectSchema } from "~/features/content/schemas";
import {
  getMediaStore,
  hasImage,
  type MediaStore,
  mediaIdOf,
  parseFocus,
  refocusPicture,
} from "~/features/media/index.server";
import type { Db } from "~/server/db/client.server";
import { ConflictError, type Editor, NotFoundError } from "./editor.server";
import { pictureExists, pictureFocus } from "./edits/pictures.server";
import { projectRecords } from "./edits/projects.server";
import { type HistoryOf, historyOnPage, type Restorable, restoreVersion } from "./history.server";
import { failure } from "./records.server";

/**
 * A gallery project's history and bringing back an earlier version: its
 * words, city, colour, photos (while their files are kept) and the point of
 * its photo that stays in view.
 */

type ProjectRow = NonNullable<Awaited<ReturnType<typeof projectRecords.read>>>;

/** A photo's focal point as the log keeps it ("0.3,0.62", the form's way), "" for a picture without one. */
export async function savedFocus(db: Db, key: string): Promise<string> {
  const focus = await pictureFocus(db, key);
  return focus ? `${focus.x},${focus.y}` : "";
}

/** What the history compares and brings back: the project's fields as its page edits them, and its photo's point. */
async function projectVersion(db: Db, row: ProjectRow) {
  return {
    title: row.title,
    category: row.category,
    alt: row.alt,
    beforeAlt: row.beforeAlt,
    citySlug: row.citySlug,
    paintColor: row.paintColor,
    hidden: row.hidden,
    image: row.image,
    beforeImage: row.beforeImage,
    focus: await savedFocus(db, row.image),
  };
}

/** A project's history: its changes, compared with the project now. */
export async function projectHistoryOf(db: Db, row: ProjectRow): Promise<HistoryOf> {
  return { entity: "gallery_project", id: row.id, now: await projectVersion(db, row) };
}

/** The edit page's history of a project (none for a new one). */
export async function projectHistory(db: Db, row: ProjectRow | undefined) {
  return historyOnPage(row ? await projectHistoryOf(db, row) : undefined);
}

/** A version's words are checked by the form's rules; its photos and point are checked apart (adjustProject). */
const projectVersionSchema = galleryProjectSchema.and(
  z.object({ image: z.string().min(1), beforeImage: z.string(), focus: z.string() }),
);

/** Whether a picture a version names is still there: one made at build, or an upload whose files are kept. */
async function pictureKept(db: Db, key: string): Promise<boolean> {
  return mediaIdOf(key) ? pictureExists(db, key) : hasImage(key);
}

/**
 * A photo of the version whose files are gone stays as it is now (with its
 * description, and for the main photo its point), and the answer says so.
 */
async function adjustProject(version: Record<string, unknown>, now: Record<string, unknown>, db: Db) {
  const kept = { ...version };
  const notes: string[] = [];
  const image = String(version.image ?? "");
  if (image !== now.image && !(await pictureKept(db, image))) {
    Object.assign(kept, { image: now.image, alt: now.alt, focus: now.focus });
    notes.push("The photo of that version is no longer kept, so the project keeps its current photo.");
  }
  const before = String(version.beforeImage ?? "");
  if (before && before !== now.beforeImage && !(await pictureKept(db, before))) {
    Object.assign(kept, { beforeImage: now.beforeImage, beforeAlt: now.beforeAlt });
    notes.push(
      now.beforeImage
        ? "The before photo of that version is no longer kept, so the project keeps its current one."
        : "The before photo of that version is no longer kept, so the project shows without one.",
    );
  }
  return { version: kept, notes };
}

/** Bringing back a project's version, its photo cut again around the version's point (pictures kept in `store`). */
export function projectRestorable(store: MediaStore): Restorable<typeof projectVersionSchema> {
  return {
    entity: "gallery_project",
    what: "project",
    schema: projectVersionSchema,
    read: async (db, projectId) => {
      const row = await projectRecords.read(db, projectId);
      return row ? projectVersion(db, row) : undefined;
    },
    adjust: adjustProject,
    async update(editor, projectId, { focus, ...values }, revision, action) {
      const current = await projectRecords.read(editor.db, projectId);
      if (!current) throw new NotFoundError();
      // Refused before the photo is cut again: a page opened before another save changes nothing.
      if (current.revision !== revision) throw new ConflictError();
      const before = await savedFocus(editor.db, current.image);
      // The version's point, cut again on its photo when it differs from the one saved now.
      const point = parseFocus(focus);
      const imageId = mediaIdOf(values.image);
      const refocused = point && imageId ? await refocusPicture(editor.db, store, imageId, point) : undefined;
      const after = await savedFocus(editor.db, values.image);
      const row = await projectRecords.update(editor, store, projectId, values, revision, {
        action,
        focus: { before, after },
      });
      await refocused?.removeOldCut();
      return row;
    },
  };
}

/** The history's "Restore this version" on a project: saved over the revision the page showed. */
export function restoreProject(form: FormData, editor: Editor, id: string, page: string) {
  return restoreVersion(
    form,
    { editor, id, page, failure: (error) => failure(error, {}, "project") },
    projectRestorable(getMediaStore()),
  );
}
