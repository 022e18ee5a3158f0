import { CalendarDays, Clock } from "lucide-react";
import { href, Link } from "react-router";
import { Picture } from "~/components/media/picture";
import { formatPostDate, type PostCardData } from "~/lib/blog";

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <Picture
        image={post.image}
        variant="card"
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        imgClassName="aspect-[3/2] h-auto w-full object-cover"
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

/** A grid of post cards, with the spec's message when there are none. */
export function PostGrid({ posts, headingLevel = 3 }: { posts: PostCardData[]; headingLevel?: 2 | 3 }) {
  if (posts.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-lg font-semibold">No articles found</p>
        <p className="mt-2 text-muted-foreground">Try adjusting your search or filter criteria.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
