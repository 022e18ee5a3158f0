import { Search } from "lucide-react";
import { Button } from "~/components/ui/button";

/** A plain GET form to /search: works before (and without) JavaScript. */
export function SiteSearchForm({
  defaultValue = "",
  id = "site-search",
}: {
  defaultValue?: string;
  id?: string;
}) {
  return (
    <search>
      <form method="get" action="/search" className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Search the site
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder="Search services, articles, cities..."
          maxLength={200}
          className="h-12 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-base sm:px-4 text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring dark:placeholder:text-slate-400"
        />
        {/* On a phone the button is its icon alone, leaving the field room for its whole hint. */}
        <Button type="submit" size="lg" className="max-sm:px-3.5">
          <Search aria-hidden="true" /> <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>
    </search>
  );
}
