import { ArrowLeft, Lightbulb, Tag } from "lucide-react";
import { Link } from "react-router";
import { ArticleBody, PostIntro } from "~/components/blog/post-article";
import { PostGrid } from "~/components/blog/post-card";
import { BookingButton } from "~/components/layout/booking-call-buttons";
import { CallToAction } from "~/components/layout/call-to-action";
import { Button } from "~/components/ui/button";
import { blogTagPath, type PostCardData, tagLabel } from "~/lib/blog";
import type { ImageRef } from "~/lib/image-variants";
import { PostSidebar } from "./post-sidebar";

export interface BlogPostPageData {
  post: {
    slug: string;
    title: string;
    author: string;
    date: string;
    category: string;
    tags: string[];
    /** The body as HTML, rendered on the server from the post's Markdown. */
    html: string;
    imageAlt: string;
    readingMinutes: number;
    image: ImageRef;
  };
  /** The post's canonical address, for the share links. */
  url: string;
  services: { id: string; title: string }[];
  related: PostCardData[];
  more: PostCardData[];
  fact: string;
}

/** A blog post (spec 000 §2): the article, its fact box, tags, sharing, related services and articles. */
export function BlogPostPage({ data }: { data: BlogPostPageData }) {
  const { post, url, fact } = data;
  return (
    <>
      {/* From 1024 px the article has a column beside it for its whole length: the
          related services at the top, then an estimate card and the share links that
          stay in view while the visitor reads. */}
      <article className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
        <div className="min-w-0">
          <Link
            to="/blog"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline dark:text-blue-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
          </Link>
          <PostIntro post={post} />
          <div className="mt-10">
            <ArticleBody html={post.html} />
          </div>
          <aside aria-labelledby="fact-title" className="mt-10 rounded-xl border border-border bg-muted p-6">
            <h2 id="fact-title" className="flex items-center gap-2 text-lg font-bold">
              <Lightbulb className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" /> Minnesota
              Painting Fact
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
        </div>
        <PostSidebar services={data.services} url={url} title={post.title} />
      </article>
      {data.related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-muted">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="related-title" className="mb-8 text-2xl font-bold sm:text-3xl">
              Related Articles
            </h2>
            <PostGrid posts={data.related} fillRow />
          </div>
        </section>
      ) : null}
      {data.more.length > 0 ? (
        <section aria-labelledby="more-title">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="more-title" className="mb-8 text-2xl font-bold sm:text-3xl">
              You might also like
            </h2>
            <PostGrid posts={data.more} fillRow />
          </div>
        </section>
      ) : null}
      <CallToAction
        title="Ready to Start Your Project?"
        text="The owner visits, measures and gives you a written quote, usually within 24 hours."
      >
        <BookingButton tone="dark" />
        <Button asChild size="lg" variant="outlineOnDark">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </CallToAction>
    </>
  );
}
