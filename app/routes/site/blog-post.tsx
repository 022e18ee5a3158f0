import { href, redirect, replace } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { BlogPostPage } from "~/features/pages/components/blog/blog-post-page";
import { blogPostPageData } from "~/features/pages/server/blog-post-page.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  const content = await getContent();
  const data = blogPostPageData(content, params.slug);
  if (data) return data;
  // A post's earlier address: for good to its current one.
  const renamed = content.redirectFor(params.slug);
  if (renamed) throw redirect(href("/blog/:slug", { slug: renamed }), 301);
  // No such post: back to the list, replacing this entry in the history (spec 000 §2).
  throw replace("/blog", 302);
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
