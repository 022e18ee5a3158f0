import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/lib/seo";

/** Visible breadcrumb trail; pair it with breadcrumbJsonLd in the route's meta. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="hover:text-foreground hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
