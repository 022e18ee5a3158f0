import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";

/** The signed-in admin's pages with no record in their address. */
const fixedAdminPages = [
  "/admin",
  "/admin?tab=nominations",
  "/admin?tab=security",
  "/admin/alerts",
  "/admin/booking",
  "/admin/content",
  "/admin/content/profile",
  ...["contact", "hours", "reputation", "area", "promises", "company", "links"].map(
    (section) => `/admin/content/profile/${section}`,
  ),
  "/admin/content/profile/contact/history",
  "/admin/content/testimonials",
  "/admin/content/testimonials/new",
  "/admin/content/openings",
  "/admin/content/openings/new",
  "/admin/content/services",
  "/admin/content/services/new",
  "/admin/content/cities",
  "/admin/content/cities/eagan",
  "/admin/content/cities/new",
  "/admin/content/texts",
  "/admin/content/texts/about.story",
  "/admin/content/texts/about.cards",
  "/admin/content/texts/legal.privacy",
  "/admin/content/faq",
  "/admin/content/faq/new?page=contact",
  "/admin/content/blog",
  "/admin/content/blog/new",
  "/admin/content/gallery",
  "/admin/content/gallery/new",
  "/admin/leads/new",
  "/admin/quotes",
  "/admin/money",
  "/admin/activity",
  "/admin/backups",
  "/admin/review-card",
  "/admin/insights",
  "/admin/visits",
  "/admin/team",
  "/admin/devices",
  "/admin/forgot-password",
];

/**
 * Every page of the admin, with one record's edit page of each kind, found
 * the way the owner finds them (the first edit link of each list). The
 * request must carry the admin's session.
 */
export async function adminPages(request: APIRequestContext): Promise<string[]> {
  const editPages: string[] = [];
  for (const list of ["testimonials", "openings", "faq", "services", "blog", "gallery"]) {
    const html = await (await request.get(`/admin/content/${list}`)).text();
    const link = new RegExp(`href="(/admin/content/${list}/[0-9a-f-]{36})"`).exec(html)?.[1];
    if (!link) throw new Error(`No edit link on /admin/content/${list}`);
    editPages.push(link);
  }
  return [...fixedAdminPages, ...editPages];
}

/** Every address under /admin that routes.ts declares, its parameters filled in. */
export function adminAddresses(): string[] {
  const addresses = new Set<string>();
  const walk = (entries: RouteConfigEntry[], base: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, "/") : base;
      if (entry.index || (entry.path && !entry.children)) addresses.add(full || "/");
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routes, "");
  return [...addresses]
    .filter((address) => address.startsWith("/admin"))
    .map((address) => address.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000"));
}
