import { CalendarDays, Clock } from "lucide-react";
import { href, Link } from "react-router";
import { Picture } from "~/components/media/picture";
import { cn } from "~/components/ui/cn";
import { formatPostDate, type PostCardData } from "~/lib/blog";

const gridSizes = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/** A lone card from 640 px: its picture takes two fifths of a row at most 72rem wide. */
const wideSizes = "(min-width: 1152px) 440px, (min-width: 640px) 40vw, 100vw";

export function PostCard({
  post,
  headingLevel = 3,
  wide = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  /** Picture beside the text from 640 px, for a card alone in its row. */
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md",
        wide && "sm:flex-row",
      )}
    >
      <Picture
        image={post.image}
        variant="card"
        alt=""
        sizes={wide ? wideSizes : gridSizes}
        className={wide ? "block sm:w-2/5 sm:shrink-0" : undefined}
        imgClassName={cn("aspect-[3/2] h-auto w-full object-cover", wide && "sm:h-full")}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase dark:text-blue-300">
          {post.category}
        </p>
        <Heading className="mt-2 text-lg font-bold leading-snug text-balance">
          <Link
            to={href("/blog/:slug", { slug: post.slug })}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" /> {post.readingMinutes} min read
          </span>
        </p>
      </div>
    </article>
  );
}

/** Columns for a short list that fills its row: as many as there are cards, at most three. */
const fillColumns = ["", "", "sm:grid-cols-2", "sm:grid-cols-3"] as const;

/**
 * A grid of post cards, with the spec's message when there are none.
 * `fillRow` (a short list, e.g. a post's related articles): the columns
 * follow the number of cards, and a lone card lies wide, so no cell is empty.
 */
export function PostGrid({
  posts,
  headingLevel = 3,
  fillRow = false,
}: {
  posts: PostCardData[];
  headingLevel?: 2 | 3;
  fillRow?: boolean;
}) {
  if (posts.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-lg font-semibold">No articles found</p>
        <p className="mt-2 text-muted-foreground">Try adjusting your search or filter criteria.</p>
      </div>
    );
  }
  return (
    <ul
      className={cn(
        "grid gap-6",
        fillRow && posts.length <= 3 ? fillColumns[posts.length] : "sm:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} wide={fillRow && posts.length === 1} />
        </li>
      ))}
    </ul>
  );
}
