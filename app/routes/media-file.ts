import { servedMediaId } from "~/server/media/store.server";
import { getMediaStore } from "~/server/runtime.server";
import type { Route } from "./+types/media-file";

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
