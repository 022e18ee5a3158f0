import { data } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { postCard, rssLink, usedCategories } from "~/features/content/server/posts.server";
import { PostListingPage } from "~/features/pages/components/blog/post-listing-page";
import { blogCategoryPath, blogCategorySlug } from "~/lib/blog";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-category";

export async function loader({ params }: Route.LoaderArgs) {
  const { site, posts, categories } = await getContent();
  const category = usedCategories(posts, categories).find((c) => blogCategorySlug(c) === params.category);
  if (!category) throw data(null, { status: 404 });
  const path = blogCategoryPath(category);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: category, path },
  ];
  return {
    category,
    crumbs,
    posts: posts.filter((p) => p.category === category).map(postCard),
    meta: [
      ...pageMeta(site, {
        title: `${category} Articles`,
        description: `Articles about ${category.toLowerCase()} for Minnesota homeowners, from a local Twin Cities painting and drywall contractor.`,
        path,
        keywords: [category.toLowerCase(), `${category.toLowerCase()} articles`, "Minnesota painting blog"],
        jsonLd: [breadcrumbJsonLd(site, crumbs)],
      }),
      rssLink(site.business.name),
    ],
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return (
    <PostListingPage
      badge="Blog Category"
      title={`${loaderData.category} Articles`}
      subtitle={`Everything we've written about ${loaderData.category.toLowerCase()}.`}
      crumbs={loaderData.crumbs}
      posts={loaderData.posts}
    />
  );
}
