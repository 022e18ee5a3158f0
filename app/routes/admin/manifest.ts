import { siteFacts } from "~/features/content/index.server";
import { adminManifest } from "~/server/admin-manifest.server";

// Never kept by the page cache, like everything under /admin.
export const handle = { pageCache: false };

/** The admin's web app manifest: what a phone shows when the owner adds the admin to the Home Screen. */
export async function loader() {
  return new Response(JSON.stringify(adminManifest((await siteFacts()).business.shortName)), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // A renamed business shows up the next time the browser looks.
      "Cache-Control": "no-cache",
    },
  });
}
