import { CalendarDays, Clock, User } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/media/picture";
import { blogCategoryPath, formatPostDate, POST_HERO_SIZES } from "~/lib/blog";
import type { ImageRef } from "~/lib/image-variants";

export interface PostIntroData {
  title: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  readingMinutes: number;
  image: ImageRef;
  imageAlt: string;
  /** The editor's preview of a photo chosen but not yet sent (an object URL): shown instead of `image`. */
  localImage?: string;
}

/**
 * A post's top: its category, title, date, author and reading time, and its
 * picture. The post page and the editor's preview both use it, so the
 * preview looks as the page will (the preview's title is a second-level
 * heading under the editor's own, and its category is no link).
 */
export function PostIntro({ post, preview = false }: { post: PostIntroData; preview?: boolean }) {
  const Title = preview ? "h2" : "h1";
  const categoryClass = "text-sm font-semibold tracking-wide text-primary uppercase dark:text-blue-300";
  return (
    <>
      <header className="mt-6">
        {preview ? (
          <span className={categoryClass}>{post.category}</span>
        ) : (
          <Link to={blogCategoryPath(post.category)} className={`${categoryClass} hover:underline`}>
            {post.category}
          </Link>
        )}
        <Title className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {post.title}
        </Title>
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
      {post.localImage ? (
        <img
          src={post.localImage}
          alt={post.imageAlt}
          className="mt-8 block h-auto max-h-[600px] w-full rounded-xl object-cover"
        />
      ) : (
        <Picture
          image={post.image}
          variant="card"
          alt={post.imageAlt}
          sizes={POST_HERO_SIZES}
          priority={!preview}
          className="mt-8 block"
          imgClassName="h-auto max-h-[600px] w-full rounded-xl object-cover"
        />
      )}
    </>
  );
}

/** A post's text, rendered from its Markdown with raw HTML off (app/lib/markdown.ts). */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off and URLs allow-listed
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
