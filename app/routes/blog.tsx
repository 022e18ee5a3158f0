import { BlogPage } from "~/components/blog/blog-page";
import { metaFromLoader } from "~/lib/route-meta";
import { blogIndexData } from "~/server/blog-index.server";
import { getContent } from "~/server/runtime.server";
import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const data = blogIndexData(await getContent(), new URL(request.url).searchParams);
  if (data instanceof Response) throw data;
  return data;
}

export const meta = metaFromLoader;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage data={loaderData} />;
}
