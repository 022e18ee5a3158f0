import { ArrowLeft, CalendarCheck, CalendarDays, Clock, Lightbulb, Mail, Tag, User } from "lucide-react";
import { Link, replace } from "react-router";
import { PostGrid } from "~/components/blog/post-card";
import { CallToAction } from "~/components/layout/call-to-action";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture, preloadImage } from "~/components/ui/picture";
import { genericPaintingFact, paintingFacts } from "~/content/painting-facts";
import { services } from "~/content/services";
import {
  alsoLikeMax,
  blogCategoryPath,
  blogTagPath,
  formatPostDate,
  relatedArticlesMax,
  relatedServicesMax,
  tagLabel,
} from "~/lib/blog";
import { bookingUrl } from "~/lib/config";
import { imageUrl } from "~/lib/image-variants";
import { metaFromLoader } from "~/lib/route-meta";
import { articleJsonLd, breadcrumbJsonLd, canonicalUrl, pageMeta } from "~/lib/seo";
import {
  alsoLike,
  postBySlug,
  postCard,
  relatedArticles,
  relatedServiceIds,
  rssLink,
} from "~/server/blog.server";
import { getImage } from "~/server/images.server";
import type { Route } from "./+types/blog-post";

const heroSizes = "(min-width: 896px) 864px, 100vw";

export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  // No such post: back to the list, replacing this entry in the history.
  if (!post) throw replace("/blog", 302);
  const image = getImage(post.image);
  const path = `/blog/${post.slug}`;
  const related = relatedArticles(post, relatedArticlesMax);
  const more = alsoLike(
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
    url: canonicalUrl(path),
    services: relatedServiceIds(post, relatedServicesMax).map((id) => {
      const service = services.find((s) => s.id === id);
      return { id, title: service?.title ?? id };
    }),
    related: related.map(postCard),
    more: more.map(postCard),
    fact: paintingFacts[post.slug] ?? genericPaintingFact,
    meta: [
      ...pageMeta({
        title: post.title,
        description: post.excerpt,
        path,
        keywords: post.tags.map(tagLabel),
        ogImage,
        ogType: "article",
        jsonLd: [
          articleJsonLd({
            title: post.title,
            excerpt: post.excerpt,
            image: ogImage,
            datePublished: post.date,
            author: post.author,
            path,
            readingTimeMinutes: post.readingMinutes,
          }),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ]),
        ],
      }),
      rssLink(),
      preloadImage(image, "card", heroSizes),
    ],
  };
}

export const meta = metaFromLoader;

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, url, fact } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 pt-8 pb-14 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline dark:text-blue-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
        </Link>
        <header className="mt-6">
          <Link
            to={blogCategoryPath(post.category)}
            className="text-sm font-semibold tracking-wide text-primary uppercase hover:underline dark:text-blue-300"
          >
            {post.category}
          </Link>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" /> {post.author}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" /> {post.readingMinutes} min read
            </span>
          </p>
        </header>
        <Picture
          image={post.image}
          variant="card"
          alt={post.imageAlt}
          sizes={heroSizes}
          priority
          className="mt-8 block"
          imgClassName="h-auto max-h-[600px] w-full rounded-xl object-cover"
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_16rem]">
          <div>
            {/* Our own Markdown, rendered at build time. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted content from content/blog */}
            <div className="article-body" dangerouslySetInnerHTML={{ __html: post.html }} />
            <aside
              aria-labelledby="fact-title"
              className="mt-10 rounded-xl border border-border bg-muted p-6"
            >
              <h2 id="fact-title" className="flex items-center gap-2 text-lg font-bold">
                <Lightbulb className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />{" "}
                Minnesota Painting Fact
              </h2>
              <p className="mt-2">{fact}</p>
            </aside>
            <div className="mt-8">
              <h2 className="flex items-center gap-2 text-lg font-bold">
                <Tag className="size-5" aria-hidden="true" /> Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={blogTagPath(tag)}
                      className="inline-flex h-9 items-center rounded-full border border-border px-3 text-sm hover:bg-muted"
                    >
                      #{tagLabel(tag)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="mt-8">
              <h2 className="text-lg font-bold">Share this article</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {shareLinks(url, post.title).map((link) => (
                  <li key={link.name}>
                    <Button asChild variant="outline" size="sm">
                      <ExternalLink href={link.href}>Share on {link.name}</ExternalLink>
                    </Button>
                  </li>
                ))}
                <li>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={`mailto:?subject=${encodeURIComponent(post.title)}&body=${encodeURIComponent(url)}`}
                    >
                      <Mail aria-hidden="true" /> Share by e-mail
                    </a>
                  </Button>
                </li>
              </ul>
            </div>
          </div>
          {loaderData.services.length > 0 ? (
            <aside
              aria-labelledby="related-services-title"
              className="h-fit rounded-xl border border-border bg-card p-5"
            >
              <h2 id="related-services-title" className="text-lg font-bold">
                Related Services
              </h2>
              <ul className="mt-3 space-y-2">
                {loaderData.services.map((service) => (
                  <li key={service.id}>
                    <Link to={`/service/${service.id}`} className="prose-link">
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
      </article>
      {loaderData.related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-muted">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="related-title" className="mb-8 text-2xl font-bold sm:text-3xl">
              Related Articles
            </h2>
            <PostGrid posts={loaderData.related} />
          </div>
        </section>
      ) : null}
      {loaderData.more.length > 0 ? (
        <section aria-labelledby="more-title">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="more-title" className="mb-8 text-2xl font-bold sm:text-3xl">
              You might also like
            </h2>
            <PostGrid posts={loaderData.more} />
          </div>
        </section>
      ) : null}
      <CallToAction
        title="Ready to Start Your Project?"
        text="The owner visits, measures and gives you a written quote, usually within 24 hours."
      >
        <Button asChild size="lg" variant="onDark">
          <ExternalLink href={bookingUrl}>
            <CalendarCheck aria-hidden="true" /> Schedule Free Estimate
          </ExternalLink>
        </Button>
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </CallToAction>
    </>
  );
}
