/** The blog list's state rules (spec 000 §4, §9): search, category, pages. */

export interface ListablePost {
  title: string;
  excerpt: string;
  /** Plain text of the body. */
  text: string;
  category: string;
}

/** Posts whose title, excerpt or content contains the search text (case-insensitive), in the category if one is chosen. */
export function filterPosts<T extends ListablePost>(posts: T[], query: string, category: string | null): T[] {
  const needle = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (needle === "" ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle) ||
        post.text.toLowerCase().includes(needle)),
  );
}

export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The page to show for a ?page= value: an integer from 1; anything absent,
 * not a whole number, below 1 or beyond the last page gives page 1.
 */
export function resolvePage(raw: string | null, pages: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= pages ? page : 1;
}

export function pageSlice<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export type PageMark = number | "ellipsis";

/**
 * Page numbers to show: all when 5 or fewer; otherwise 1-4, …, last near the
 * start (current <= 3); 1, …, last four near the end (current within the last
 * two); else 1, …, previous, current, next, …, last.
 */
export function pageNumbers(current: number, pages: number): PageMark[] {
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 4, "ellipsis", pages];
  if (current >= pages - 1) return [1, "ellipsis", pages - 3, pages - 2, pages - 1, pages];
  return [1, "ellipsis", current - 1, current, current + 1, "ellipsis", pages];
}

/** The list's address: empty values and page 1 are left out. */
export function blogListHref(
  base: string,
  state: { q?: string; category?: string | null; page?: number },
): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category) params.set("category", state.category);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export interface BlogCategory {
  name: string;
  slug: string;
}

/**
 * The list as shown for the address's ?category= and ?page=, from the posts
 * that match the search (spec 000 §4). The server and the browser both draw
 * it from the same cards, so a chip or a page link answers without asking
 * the server again; `settled` is false when the address's ?page= is not the
 * one address of the view (the server redirects it).
 */
export function blogListView<T extends { category: string }>(
  matches: T[],
  categories: BlogCategory[],
  params: URLSearchParams,
  pageSize: number,
) {
  const category = categories.find((c) => c.slug === params.get("category")) ?? null;
  const shown = category ? matches.filter((post) => post.category === category.name) : matches;
  const pages = totalPages(shown.length, pageSize);
  const rawPage = params.get("page");
  const page = resolvePage(rawPage, pages);
  return {
    posts: pageSlice(shown, page, pageSize),
    category: category?.slug ?? null,
    page,
    pages,
    pageMarks: pageNumbers(page, pages),
    // ?page=1 and a page that does not exist both mean page 1, whose address has no ?page=.
    settled: rawPage === null || (page !== 1 && String(page) === rawPage),
  };
}
