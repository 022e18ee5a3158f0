import { redirect } from "react-router";
import type { Content } from "~/features/content/index.server";
import { postCard, rssLink, usedCategories } from "~/features/content/index.server";
import { blogListHref, blogListView, filterPosts } from "~/features/pages/blog-list";
import { blogCategorySlug, blogPageSize } from "~/lib/blog";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/**
 * /blog's articles for the search in its address, every category and page of
 * them (the page draws the address's category and page: blogListView), or a
 * redirect to the one address of that view (spec 000 §4).
 */
export function blogIndexData(content: Content, params: URLSearchParams) {
  const { site, posts } = content;
  const query = (params.get("q") ?? "").slice(0, 100);
  const categories = usedCategories(posts, content.categories).map((name) => ({
    name,
    slug: blogCategorySlug(name),
  }));
  const cards = filterPosts(posts, query, null).map(postCard);
  const view = blogListView(cards, categories, params, blogPageSize);
  if (!view.settled) {
    return redirect(blogListHref("/blog", { q: query, category: view.category, page: view.page }));
  }
  return {
    cards,
    categories,
    query,
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
