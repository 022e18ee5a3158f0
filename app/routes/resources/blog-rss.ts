import { href } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { xmlDocument } from "~/features/pages/server/sitemaps.server";
import { canonicalUrl } from "~/lib/canonical";

// Kept by the page cache, rendered once for every visitor: no loader here may read cookies or request headers.
export const handle = { pageCache: true };

/** RSS 2.0 feed of every published post, newest first. */
export async function loader() {
  const { site, posts } = await getContent();
  const url = (path: string) => canonicalUrl(path, site.siteUrl);
  const newest = posts[0]?.publishedAt;
  const xml = xmlDocument({
    rss: {
      "@_version": "2.0",
      "@_xmlns:atom": "http://www.w3.org/2005/Atom",
      channel: {
        title: `${site.business.name} Blog`,
        link: url("/blog"),
        "atom:link": { "@_href": url("/blog/rss.xml"), "@_rel": "self", "@_type": "application/rss+xml" },
        description: "Painting and drywall advice for Minnesota homeowners.",
        language: "en-us",
        ...(newest ? { lastBuildDate: new Date(newest).toUTCString() } : {}),
        item: posts.map((post) => {
          const link = url(href("/blog/:slug", { slug: post.slug }));
          return {
            title: post.title,
            link,
            guid: { "@_isPermaLink": "true", "#text": link },
            pubDate: new Date(post.publishedAt).toUTCString(),
            category: post.category,
            description: post.excerpt,
          };
        }),
      },
    },
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
