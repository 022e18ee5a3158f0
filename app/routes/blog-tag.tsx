import { data } from "react-router";
import { PostListingPage } from "~/components/blog/post-listing-page";
import { blogTagPath, tagLabel } from "~/lib/blog";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { allPosts, postCard, rssLink } from "~/server/blog.server";
import type { Route } from "./+types/blog-tag";

export function loader({ params }: Route.LoaderArgs) {
  const tag = params.tag;
  const posts = allPosts().filter((p) => p.tags.includes(tag));
  if (posts.length === 0) throw data(null, { status: 404 });
  const path = blogTagPath(tag);
  const label = tagLabel(tag);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: `#${label}`, path },
  ];
  return {
    label,
    crumbs,
    posts: posts.map(postCard),
    meta: [
      ...pageMeta({
        title: `Articles Tagged “${label}”`,
        description: `Painting and drywall articles tagged ${label}: advice for Minnesota homeowners from a local Twin Cities contractor.`,
        path,
        jsonLd: [breadcrumbJsonLd(crumbs)],
      }),
      rssLink(),
    ],
  };
}

export const meta = metaFromLoader;

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  return (
    <PostListingPage
      badge="Blog Tag"
      title={`Articles Tagged “${loaderData.label}”`}
      subtitle={`Our articles about ${loaderData.label}.`}
      crumbs={loaderData.crumbs}
      posts={loaderData.posts}
    />
  );
}
