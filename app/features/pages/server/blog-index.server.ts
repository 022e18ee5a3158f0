import { redirect } from "react-router";
import type { Content } from "~/features/content/index.server";
import { postCard, rssLink, usedCategories } from "~/features/content/index.server";
import {
  blogListHref,
  filterPosts,
  pageNumbers,
  pageSlice,
  resolvePage,
  totalPages,
} from "~/features/pages/blog-list";
import { blogCategorySlug, blogPageSize } from "~/lib/blog";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/**
 * /blog's articles for the search, category and page in its address (spec 000
 * §4), or a redirect to the one address of that view (?page=1 and a page past
 * the end both mean page 1, whose address has no ?page=).
 */
export function blogIndexData(content: Content, params: URLSearchParams) {
  const { site, posts } = content;
  const query = (params.get("q") ?? "").slice(0, 100);
  const categories = usedCategories(posts, content.categories).map((name) => ({
    name,
    slug: blogCategorySlug(name),
  }));
  const category = categories.find((c) => c.slug === params.get("category")) ?? null;
  const matches = filterPosts(posts, query, category?.name ?? null);
  const pages = totalPages(matches.length, blogPageSize);
  const rawPage = params.get("page");
  const page = resolvePage(rawPage, pages);
  // ?page=1 and a page that does not exist both mean page 1, whose address has no ?page=.
  if (rawPage !== null && (page === 1 || String(page) !== rawPage)) {
    return redirect(blogListHref("/blog", { q: query, category: category?.slug, page }));
  }
  return {
    posts: pageSlice(matches, page, blogPageSize).map(postCard),
    categories,
    query,
    category: category?.slug ?? null,
    page,
    pages,
    pageMarks: pageNumbers(page, pages),
    meta: [
      ...pageMeta(site, {
        title: "Painting Tips & Advice Blog",
        description:
          "Painting and drywall advice for Minnesota homeowners: colours, prep, seasons, cabinets, textured ceilings and hiring a local painter.",
        path: "/blog",
        keywords: [
          "painting blog",
          "Minnesota painting tips",
          "interior painting advice",
          "exterior painting",
        ],
        jsonLd: [
          breadcrumbJsonLd(site, [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
          ]),
        ],
      }),
      rssLink(site.business.name),
    ],
  };
}
