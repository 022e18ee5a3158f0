import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PostGrid } from "~/components/blog/post-card";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { SearchBox } from "~/components/ui/search-box";
import { blogListHref, type PageMark } from "~/features/pages/blog-list";
import { PageLinks } from "~/features/pages/components/page-links";
import type { PostCardData } from "~/lib/blog";

interface BlogListProps {
  posts: PostCardData[];
  categories: { name: string; slug: string }[];
  query: string;
  /** Slug of the chosen category, or null. */
  category: string | null;
  page: number;
  pages: number;
  pageMarks: PageMark[];
}

const base = "/blog";

/**
 * Recent Articles: search box, category chips, Clear Filter, the grid and
 * pagination. The state lives in the URL (?q=, ?category=, ?page=) and the
 * server filters, so every view works without JavaScript and can be shared;
 * with JavaScript each change replaces the address instead of adding to history.
 */
export function BlogList({ posts, categories, query, category, page, pages, pageMarks }: BlogListProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const firstPage = useRef(page);

  // A change from elsewhere (Clear Filter, a chip, back/forward) brings its own search text.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  // Typing searches after a short pause, from page 1.
  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      navigate(blogListHref(base, { q: text, category }), { replace: true, preventScrollReset: true });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [text, category, navigate]);

  // Changing page scrolls smoothly to the top.
  useEffect(() => {
    if (page === firstPage.current) return;
    firstPage.current = page;
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [page]);

  const hasFilter = query !== "" || category !== null;
  // data-replace: tapped before React runs, the page's load file replaces the address too (load-behaviours.ts).
  const linkProps = { replace: true, preventScrollReset: true, "data-replace": "" } as const;

  return (
    <div>
      <div className="mb-8 space-y-5">
        <SearchBox
          id="blog-search"
          label="Search articles"
          placeholder="Search articles..."
          action={base}
          value={text}
          onValueChange={setText}
          onSubmit={(typed) => {
            sent.current = typed;
            navigate(blogListHref(base, { q: typed, category }), { replace: true, preventScrollReset: true });
          }}
        >
          {category ? <input type="hidden" name="category" value={category} /> : null}
        </SearchBox>
        <nav aria-label="Article categories">
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((option) => {
              const active = option.slug === category;
              return (
                <li key={option.slug}>
                  <Link
                    to={blogListHref(base, { q: query, category: active ? null : option.slug })}
                    {...linkProps}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      active
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-background text-foreground hover:bg-muted",
                    )}
                  >
                    {option.name}
                  </Link>
                </li>
              );
            })}
            {hasFilter ? (
              <li>
                <Button asChild variant="ghost" className="h-10 rounded-full">
                  <Link to={base} {...linkProps}>
                    <X aria-hidden="true" /> Clear Filter
                  </Link>
                </Button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>

      {posts.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg font-semibold">No articles found matching your search criteria.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to={base} {...linkProps}>
              Clear filters
            </Link>
          </Button>
        </div>
      ) : (
        <PostGrid posts={posts} />
      )}

      <PageLinks
        page={page}
        pages={pages}
        marks={pageMarks}
        hrefFor={(mark) => blogListHref(base, { q: query, category, page: mark })}
        linkProps={linkProps}
      />
    </div>
  );
}
