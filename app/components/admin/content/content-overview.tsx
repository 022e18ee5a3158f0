import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { contentSections } from "~/lib/admin-content";

/** /admin/content: the parts of the site the owner edits, each with what it holds now. */
export function ContentOverview({
  summary,
  flash,
}: {
  summary: Record<string, string>;
  flash?: { message: string; kind: "success" | "error" };
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Content</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Change what the site says. A save shows on the site at once: there is nothing to publish or rebuild.
      </p>
      {flash ? (
        <AdminNotice kind={flash.kind} className="mt-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
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
    </div>
  );
}
