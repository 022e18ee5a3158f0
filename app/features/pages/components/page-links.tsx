import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { PageMark } from "~/features/pages/blog-list";

/**
 * Previous, the page numbers and Next, as plain links (a list's state lives in
 * its address, so every page works without JavaScript): the blog's list and
 * the site search's results.
 */
export function PageLinks({
  page,
  pages,
  marks,
  hrefFor,
  linkProps,
}: {
  page: number;
  pages: number;
  marks: PageMark[];
  hrefFor: (page: number) => string;
  /** What every link also carries (the blog replaces the address instead of adding to history). */
  linkProps?: { replace?: boolean; preventScrollReset?: boolean; "data-replace"?: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Button asChild variant="outline">
              <Link to={hrefFor(page - 1)} {...linkProps}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Link>
            </Button>
          </li>
        ) : null}
        {marks.map((mark, index) =>
          mark === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: two ellipses can appear; their place is their identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={mark}>
              <Button asChild variant={mark === page ? "default" : "outline"} size="icon">
                <Link
                  to={hrefFor(mark)}
                  {...linkProps}
                  aria-label={`Page ${mark}`}
                  aria-current={mark === page ? "page" : undefined}
                >
                  {mark}
                </Link>
              </Button>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Button asChild variant="outline">
              <Link to={hrefFor(page + 1)} {...linkProps}>
                Next <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
