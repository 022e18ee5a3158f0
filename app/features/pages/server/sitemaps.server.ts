import XMLBuilder from "fast-xml-builder";
import { href } from "react-router";
import type { Content } from "~/features/content/index.server";
import { type BlogPost, usedCategories } from "~/features/content/index.server";
import {
  SITEMAP_CHILD_PATHS,
  SITEMAP_INDEX_PATH,
  SITEMAP_NAMESPACE,
  type SitemapChildPath,
} from "~/features/pages/seo/sitemap-rules";
import { blogCategoryPath, blogTagPath } from "~/lib/blog";
import { canonicalUrl } from "~/lib/canonical";
import { dayIn } from "~/lib/zoned-time";

/**
 * The XML sitemaps and robots.txt, made from the content a server holds
 * now: a post appears in them when it is published and leaves when it is
 * unpublished, with no build. Every URL is a page that can be indexed (no
 * noindex) and is its own canonical.
 *
 *   /sitemap-index.xml  ->  the four files of SITEMAP_CHILD_PATHS
 *   /sitemap.xml        every URL in one file
 */

interface SitemapPage {
  path: string;
  /** YYYY-MM-DD: when what the page shows last changed. */
  lastmod: string;
  file: SitemapChildPath;
}

const mainPaths = [
  "/",
  "/about",
  "/careers",
  "/contact",
  "/faq",
  "/gallery",
  "/nominate",
  "/privacy-policy",
  "/schedule",
  "/sitemap",
  "/terms-of-service",
  "/warranty",
] as const;

export function sitemapPages(content: Content): SitemapPage[] {
  const timeZone = content.profile.business.timeZone;
  const day = (at: Date | string) => dayIn(timeZone, new Date(at));
  // Business facts, testimonials and openings show on every page.
  const site = day(content.siteUpdatedAt);
  const later = (a: string, b: string) => (a > b ? a : b);
  const changed = (post: BlogPost) => later(day(post.publishedAt), day(post.updatedAt));
  const newest = (posts: readonly BlogPost[]) => posts.map(changed).reduce(later, site);

  const pages: SitemapPage[] = [
    ...mainPaths.map((path) => ({ path, lastmod: site, file: "/sitemap-main.xml" as const })),
    { path: "/services", lastmod: site, file: "/sitemap-services.xml" },
    ...content.services.shown.map((s) => ({
      path: href("/service/:serviceSlug", { serviceSlug: s.id }),
      lastmod: site,
      file: "/sitemap-services.xml" as const,
    })),
    { path: "/service-areas", lastmod: site, file: "/sitemap-service-areas.xml" },
    ...content.cities.shown.map((city) => ({
      path: href("/service-area/:slug", { slug: city.slug }),
      lastmod: site,
      file: "/sitemap-service-areas.xml" as const,
    })),
  ];
  const { posts } = content;
  const blog = (path: string, lastmod: string) => ({ path, lastmod, file: "/sitemap-blog.xml" as const });
  pages.push(blog("/blog", newest(posts)));
  for (const post of posts)
    pages.push(blog(href("/blog/:slug", { slug: post.slug }), later(site, changed(post))));
  for (const category of usedCategories(posts, content.categories)) {
    pages.push(blog(blogCategoryPath(category), newest(posts.filter((p) => p.category === category))));
  }
  for (const tag of [...new Set(posts.flatMap((p) => p.tags))]) {
    pages.push(blog(blogTagPath(tag), newest(posts.filter((p) => p.tags.includes(tag)))));
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});
const declaration = { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } };

/** An XML document from a JS object (attributes are "@_name" keys), escaped by the builder. */
export function xmlDocument(root: Record<string, unknown>): string {
  return builder.build({ ...declaration, ...root });
}

function urlset(pages: readonly SitemapPage[], origin: string): string {
  return xmlDocument({
    urlset: {
      "@_xmlns": SITEMAP_NAMESPACE,
      url: pages.map((p) => ({ loc: canonicalUrl(p.path, origin), lastmod: p.lastmod })),
    },
  });
}

/** One of the sitemap files by its path, or undefined for a path that is not one. */
export function sitemapXml(path: string, content: Content): string | undefined {
  const origin = content.site.siteUrl;
  const pages = sitemapPages(content);
  if (path === "/sitemap.xml") return urlset(pages, origin);
  if (path === SITEMAP_INDEX_PATH) {
    return xmlDocument({
      sitemapindex: {
        "@_xmlns": SITEMAP_NAMESPACE,
        sitemap: SITEMAP_CHILD_PATHS.map((file) => ({
          loc: canonicalUrl(file, origin),
          lastmod: pages
            .filter((p) => p.file === file)
            .map((p) => p.lastmod)
            .reduce(
              (a, b) => (a > b ? a : b),
              dayIn(content.profile.business.timeZone, content.siteUpdatedAt),
            ),
        })),
      },
    });
  }
  const file = SITEMAP_CHILD_PATHS.find((f) => f === path);
  return file
    ? urlset(
        pages.filter((p) => p.file === file),
        origin,
      )
    : undefined;
}

export function robotsTxt(content: Content): string {
  return `User-agent: *\nDisallow: /admin\n\nSitemap: ${canonicalUrl(SITEMAP_INDEX_PATH, content.site.siteUrl)}\n`;
}
