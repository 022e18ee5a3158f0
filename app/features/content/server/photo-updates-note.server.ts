import { inArray, or } from "drizzle-orm";
import type { PhotoUpdatesNote } from "~/features/content/photo-updates";
import { mediaKey, photoUpdatesProgress } from "~/features/media/index.server";
import type { Db } from "~/server/db/client.server";
import { blogPosts, galleryDrafts, galleryProjects, services } from "~/server/db/schema.server";

/**
 * The photos being cut again in the background, for the pages where the
 * owner manages photos: how far it is, and each photo that could not be done
 * named by what shows it (a project, a service, a post); null when there is
 * nothing to say.
 */
export async function photoUpdatesNote(db: Db): Promise<PhotoUpdatesNote | null> {
  const progress = await photoUpdatesProgress(db);
  if (progress.total === 0 && progress.failed.length === 0) return null;
  const ids = progress.failed.map((photo) => photo.mediaId);
  const names = ids.length ? await namesOf(db, ids) : new Map<string, string>();
  return {
    total: progress.total,
    finished: progress.finished,
    failed: progress.failed.map((photo) => ({
      name: names.get(mediaKey(photo.mediaId)) ?? "A photo no page shows",
      reason: photo.reason,
    })),
  };
}

/** Each picture's name as the owner knows it: the first record found showing it. */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const keys = ids.map(mediaKey);
  const [projects, serviceRows, posts, drafts] = await Promise.all([
    db
      .select({
        title: galleryProjects.title,
        image: galleryProjects.image,
        before: galleryProjects.beforeImage,
      })
      .from(galleryProjects)
      .where(or(inArray(galleryProjects.image, keys), inArray(galleryProjects.beforeImage, keys))),
    db
      .select({ title: services.title, image: services.image })
      .from(services)
      .where(inArray(services.image, keys)),
    db
      .select({ title: blogPosts.title, image: blogPosts.heroImage })
      .from(blogPosts)
      .where(inArray(blogPosts.heroImage, keys)),
    db
      .select({ mediaId: galleryDrafts.mediaId, fileName: galleryDrafts.fileName })
      .from(galleryDrafts)
      .where(inArray(galleryDrafts.mediaId, ids)),
  ]);
  const names = new Map<string, string>();
  const name = (key: string, text: string) => {
    if (!names.has(key)) names.set(key, text);
  };
  for (const project of projects) {
    name(project.image, `The photo of the project “${project.title}”`);
    name(project.before, `The before photo of the project “${project.title}”`);
  }
  for (const service of serviceRows) name(service.image, `The picture of the service “${service.title}”`);
  for (const post of posts) name(post.image, `The picture of the post “${post.title}”`);
  for (const draft of drafts)
    name(mediaKey(draft.mediaId), `The photo ${draft.fileName}, not yet in a project`);
  return names;
}
