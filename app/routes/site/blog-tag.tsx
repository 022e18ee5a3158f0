import { data } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { postCard, rssLink } from "~/features/content/server/posts.server";
import { PostListingPage } from "~/features/pages/components/blog/post-listing-page";
import { blogTagPath, tagLabel } from "~/lib/blog";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-tag";

export async function loader({ params }: Route.LoaderArgs) {
  const content = await getContent();
  const { site } = content;
  const tag = params.tag;
  const posts = content.posts.filter((p) => p.tags.includes(tag));
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
      ...pageMeta(site, {
        title: `Articles Tagged “${label}”`,
        description: `Painting and drywall articles tagged ${label}: advice for Minnesota homeowners from a local Twin Cities contractor.`,
        path,
        keywords: [label, `${label} painting tips`, "Minnesota painting blog"],
        jsonLd: [breadcrumbJsonLd(site, crumbs)],
      }),
      rssLink(site.business.name),
    ],
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

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
