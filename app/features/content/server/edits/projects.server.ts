import type { GalleryProjectFields } from "~/features/content/schemas";
import type { MediaStore } from "~/features/media/index.server";
import { galleryProjects } from "~/server/db/schema.server";
import type { Editor } from "../editor.server";
import { orderedRecords } from "./ordered.server";
import { removeUnusedPictures } from "./pictures.server";

/** A project's fields as saved: its pictures by key. */
export type ProjectValues = GalleryProjectFields & { image: string; beforeImage: string };

/** The gallery's projects, in the site's order; a new one goes first (the latest work at the top). */
const records = orderedRecords<typeof galleryProjects, ProjectValues>(galleryProjects, {
  entity: "gallery_project",
  noun: "project",
  newGoes: "first",
});

export const projectRecords = {
  ...records,

  /**
   * Saves a project; a picture it no longer shows goes, unless something else
   * uses it (or the save brings back an earlier version: the pictures it
   * replaces stay while they may be brought back in turn). `focus` is its
   * photo's focal point before and after ("0.3,0.62"), for its history.
   */
  async update(
    editor: Editor,
    store: MediaStore,
    id: string,
    values: ProjectValues,
    revision: number,
    {
      action = "update",
      focus,
    }: { action?: "update" | "restore"; focus?: { before: string; after: string } } = {},
  ) {
    const before = await records.read(editor.db, id);
    const logged = focus ? { before: { focus: focus.before }, after: { focus: focus.after } } : undefined;
    const row = await records.update(editor, id, values, revision, action, logged);
    if (before && action !== "restore") {
      await removeUnusedPictures(editor.db, store, [before.image, before.beforeImage]);
    }
    return row;
  },

  /** Deletes a project and, unless a post uses them too, its uploaded pictures' files. */
  async remove(editor: Editor, store: MediaStore, id: string) {
    const row = await records.remove(editor, id);
    await removeUnusedPictures(editor.db, store, [row.image, row.beforeImage]);
    return row;
  },
};
