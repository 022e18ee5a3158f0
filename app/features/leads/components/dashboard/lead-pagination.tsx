import { href, Link } from "react-router";
import { type LeadFilters, leadFiltersSearch, pageCount } from "~/features/leads/lead-filters";

/** Previous / next pages of a lead list, keeping the filters. */
export function LeadPagination({ filters, matching }: { filters: LeadFilters; matching: number }) {
  const pages = pageCount(matching);
  if (pages <= 1) return null;
  const link = "rounded-md border border-border px-4 py-2 text-sm font-semibold hover:bg-muted";
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
      {filters.page > 1 ? (
        <Link
          className={link}
          to={`${href("/admin")}${leadFiltersSearch({ ...filters, page: filters.page - 1 })}`}
        >
          Newer
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {Math.min(filters.page, pages)} of {pages}
      </p>
      {filters.page < pages ? (
        <Link
          className={link}
          to={`${href("/admin")}${leadFiltersSearch({ ...filters, page: filters.page + 1 })}`}
        >
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
