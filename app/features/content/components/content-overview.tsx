import { ChevronRight, CircleCheck, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import type { GoLiveItem } from "~/features/content/go-live";
import { contentSections } from "~/lib/admin-form";

/** /admin/content: what is left before launch, then the parts of the site the owner edits, each with what it holds now. */
export function ContentOverview({
  summary,
  goLive,
}: {
  summary: Record<string, string>;
  goLive: GoLiveItem[];
}) {
  return (
    <AdminPage
      title="Content"
      intro="Change what the site says. A save shows on the site at once: there is nothing to publish or rebuild."
    >
      <GoLiveList items={goLive} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {contentSections.map((section) => (
          <li key={section.path}>
            <Link
              to={section.path}
              className="group flex h-full items-start justify-between gap-3 rounded-lg border border-border p-5 hover:border-primary hover:bg-muted"
            >
              <span>
                <span className="block text-lg font-bold group-hover:underline">{section.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{section.blurb}</span>
                {summary[section.path] ? (
                  <span className="mt-3 block text-sm font-medium">{summary[section.path]}</span>
                ) : null}
              </span>
              <ChevronRight className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** "Before you go live": the samples and made-up details a fresh install still shows, each with the page that replaces it. */
function GoLiveList({ items }: { items: GoLiveItem[] }) {
  if (items.length === 0)
    return (
      <p className="mb-6 flex items-center gap-2 rounded-lg border border-green-700/40 bg-green-50 p-4 font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        Ready to go live: no sample pictures or made-up contact details left.
      </p>
    );
  return (
    <section
      aria-labelledby="go-live-heading"
      className="mb-6 rounded-lg border border-amber-600/50 bg-amber-50 p-5 text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="go-live-heading" className="flex items-center gap-2 text-lg font-bold">
        <ListChecks className="size-5 shrink-0" aria-hidden="true" />
        Before you go live
      </h2>
      <p className="mt-1 text-sm">
        A new site starts with sample pictures and made-up contact details. Replace these with your own:
      </p>
      <ul className="mt-3 grid list-disc gap-2 pl-5">
        {items.map((item) => (
          <li key={item.id} data-go-live={item.id} className="text-sm">
            {item.text}{" "}
            {item.to ? (
              <Link to={item.to} className="font-semibold underline underline-offset-2 hover:no-underline">
                {item.linkText}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
