import { href } from "react-router";
import type { Content } from "~/features/content/index.server";
import {
  alsoLike,
  postCard,
  relatedArticles,
  relatedServiceIds,
  rssLink,
} from "~/features/content/index.server";
import { alsoLikeMax, POST_HERO_SIZES, relatedArticlesMax, relatedServicesMax, tagLabel } from "~/lib/blog";
import { canonicalUrl } from "~/lib/canonical";
import { imageUrl, preloadImage } from "~/lib/image-variants";
import { articleJsonLd, breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { genericPaintingFact, paintingFacts } from "~/seed/painting-facts";

/** Everything a post's page shows (spec 000 §2), or null when no post has this slug. */
export function blogPostPageData(content: Content, slug: string) {
  const { site, posts } = content;
  const post = content.postBySlug(slug);
  if (!post) return null;
  const image = post.image;
  const path = href("/blog/:slug", { slug: post.slug });
  const related = relatedArticles(posts, post, relatedArticlesMax);
  const more = alsoLike(
    posts,
    post,
    alsoLikeMax,
    related.map((p) => p.slug),
  );
  const ogImage = imageUrl(image, "card", 800, "jpg");
  return {
    post: {
      slug: post.slug,
      title: post.title,
      author: post.author,
      date: post.date,
      category: post.category,
      tags: post.tags,
      html: post.html,
      imageAlt: post.imageAlt,
      readingMinutes: post.readingMinutes,
      image,
    },
    url: canonicalUrl(path, site.siteUrl),
    services: relatedServiceIds(post, relatedServicesMax, content.services.shown).map((id) => {
      const service = content.services.shown.find((s) => s.id === id);
      return { id, title: service?.title ?? id };
    }),
    related: related.map(postCard),
    more: more.map(postCard),
    fact: paintingFacts[post.slug] ?? genericPaintingFact,
    meta: [
      ...pageMeta(site, {
        // The owner's search title and description, when given.
        title: post.seoTitle || post.title,
        description: post.seoDescription || post.excerpt,
        path,
        keywords: post.tags.map(tagLabel),
        ogImage,
        ogType: "article",
        jsonLd: [
          articleJsonLd(site, {
            title: post.title,
            excerpt: post.excerpt,
            image: ogImage,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
            author: post.author,
            path,
            readingTimeMinutes: post.readingMinutes,
          }),
          breadcrumbJsonLd(site, [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ]),
        ],
      }),
      rssLink(site.business.name),
      preloadImage(image, "card", POST_HERO_SIZES),
    ],
  };
}
