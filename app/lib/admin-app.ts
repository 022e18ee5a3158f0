/**
 * The installable admin's addresses. Kept apart from the rest of the admin's
 * code: the root layout (every page) reads the manifest's address.
 */

/** The admin's service worker (scripts/vite/admin-service-worker.ts writes it at the site's root). */
export const ADMIN_WORKER_URL = "/admin-sw.js";
/**
 * What the worker controls: every address starting with /admin (/admin itself and
 * /admin/...). A worker's scope is a prefix of the address: a worker at
 * /admin/sw.js could not control the page /admin, hence the worker at the root
 * with a narrower scope. No public page's address starts with /admin.
 */
export const ADMIN_WORKER_SCOPE = "/admin";
export const ADMIN_MANIFEST_URL = "/admin/manifest.webmanifest";
