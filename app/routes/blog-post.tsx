import { href, redirect, replace } from "react-router";
import { BlogPostPage } from "~/components/blog/blog-post-page";
import { metaFromLoader } from "~/lib/route-meta";
import { blogPostPageData } from "~/server/blog-post-page.server";
import { getContent } from "~/server/runtime.server";
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

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
