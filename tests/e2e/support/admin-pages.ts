import type { APIRequestContext } from "@playwright/test";

/** The signed-in admin's pages with no record in their address. */
const fixedAdminPages = [
  "/admin",
  "/admin?tab=nominations",
  "/admin?tab=security",
  "/admin/alerts",
  "/admin/content",
  "/admin/content/profile",
  ...["contact", "hours", "reputation", "area", "promises", "company", "links"].map(
    (section) => `/admin/content/profile/${section}`,
  ),
  "/admin/content/testimonials",
  "/admin/content/testimonials/new",
  "/admin/content/openings",
  "/admin/content/openings/new",
  "/admin/content/blog",
  "/admin/content/blog/new",
  "/admin/content/gallery",
  "/admin/content/gallery/new",
  "/admin/activity",
  "/admin/review-card",
  "/admin/insights",
];

/**
 * Every page of the admin, with one record's edit page of each kind, found
 * the way the owner finds them (the first edit link of each list). The
 * request must carry the admin's session.
 */
export async function adminPages(request: APIRequestContext): Promise<string[]> {
  const editPages: string[] = [];
  for (const list of ["testimonials", "openings", "blog", "gallery"]) {
    const html = await (await request.get(`/admin/content/${list}`)).text();
    const link = new RegExp(`href="(/admin/content/${list}/[0-9a-f-]{36})"`).exec(html)?.[1];
    if (!link) throw new Error(`No edit link on /admin/content/${list}`);
    editPages.push(link);
  }
  return [...fixedAdminPages, ...editPages];
}
