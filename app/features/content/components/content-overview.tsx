import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { contentSections } from "~/lib/admin-form";

/** /admin/content: the parts of the site the owner edits, each with what it holds now. */
export function ContentOverview({ summary }: { summary: Record<string, string> }) {
  return (
    <AdminPage
      title="Content"
      intro="Change what the site says. A save shows on the site at once: there is nothing to publish or rebuild."
    >
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
