import { servedPicture } from "~/features/media/server/media-runtime.server";
import type { Route } from "./+types/media-file";

// Never kept by the page cache: uploaded pictures are streamed from their store, never held in memory.
export const handle = { pageCache: false };

/**
 * An uploaded picture's file (/img/media/<id>-<variant>-<width>.<hash>.<format>).
 * Its name carries its content hash, so it never changes: cached for a year.
 * A width its files do not have yet (the sizes changed, and the background
 * has not cut it again) leads to its nearest width, never cached.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await servedPicture(params.file);
  if (!found) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  // A width the photo is not cut to yet (the sizes changed): its nearest, until it is.
  if ("moved" in found) {
    return new Response(null, {
      status: 302,
      headers: { Location: `/img/media/${found.moved}`, "Cache-Control": "no-store" },
    });
  }
  const { file } = found;
  return new Response(file.body(), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
