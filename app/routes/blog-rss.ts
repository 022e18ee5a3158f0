import { business } from "~/content/site";
import { canonicalUrl } from "~/lib/seo";
import { allPosts } from "~/server/blog.server";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS 2.0 feed of every post, newest first. */
export function loader() {
  const posts = allPosts();
  const blogUrl = canonicalUrl("/blog");
  const items = posts
    .map((post) => {
      const url = canonicalUrl(`/blog/${post.slug}`);
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${business.name} Blog`)}</title>
    <link>${escapeXml(blogUrl)}</link>
    <atom:link href="${escapeXml(canonicalUrl("/blog/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>Painting and drywall advice for Minnesota homeowners.</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(`${posts[0]?.date ?? "2025-05-09"}T12:00:00Z`).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
