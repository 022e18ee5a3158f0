import { getMediaStore } from "~/features/media/server/media-runtime.server";
import { servedMediaId } from "~/features/media/server/store.server";
import type { Route } from "./+types/media-file";

// Never kept by the page cache: uploaded pictures are streamed from their store, never held in memory.
export const handle = { pageCache: false };

/**
 * An uploaded picture's file (/img/media/<id>-<variant>-<width>.<hash>.<format>).
 * Its name carries its content hash, so it never changes: cached for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file;
  if (!servedMediaId(name))
    throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const file = await getMediaStore().open(name);
  if (!file) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(file.body(), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
