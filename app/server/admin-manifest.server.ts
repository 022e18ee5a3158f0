import { ADMIN_WORKER_SCOPE } from "~/lib/admin-app";

/**
 * The installable admin's manifest. Its scope is the admin alone, so the
 * installed app opens admin pages in its own window and public pages in the
 * browser. The icons are the site's own (public/), the colours the site's.
 */
export function adminManifest(shortName: string) {
  return {
    id: "/admin",
    name: `${shortName} Admin`,
    short_name: "Admin",
    description: `New leads and the site's content for ${shortName}.`,
    start_url: "/admin",
    scope: ADMIN_WORKER_SCOPE,
    display: "standalone",
    theme_color: "#1d4ed8",
    background_color: "#ffffff",
    icons: [
      { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
