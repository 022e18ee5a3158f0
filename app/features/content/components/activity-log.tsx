import { History } from "lucide-react";
import { href, Link } from "react-router";
import { ChangeDetails } from "~/components/admin/change-details";
import { Button } from "~/components/ui/button";
import type { ChangeDetail } from "~/lib/record-history";

export interface ActivityData {
  page: number;
  pages: number;
  timeZoneName: string;
  entries: {
    id: number;
    at: string;
    atText: string;
    who: string;
    /** The change in the owner's words, naming its record. */
    text: string;
    details: ChangeDetail[];
    /** The record's history, at this change (for records that have one). */
    history?: string;
  }[];
}

/** /admin/activity: every change to the site and the leads, who made it, in plain words. */
export function ActivityLog({ data }: { data: ActivityData }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Activity</h1>
        <Button asChild variant="outline" className="h-11">
          <Link to={href("/admin/backups")}>
            <History aria-hidden="true" /> Backups
          </Link>
        </Button>
      </div>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Every change to the site and to the requests from customers, newest first. Times are{" "}
        {data.timeZoneName}.
      </p>
      {data.entries.length === 0 ? (
        <p className="mt-6 rounded-md border border-border p-4">No changes yet.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-border p-4">
              <p className="font-semibold break-words">{entry.text}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{entry.atText}</time> by {entry.who}
              </p>
              <ChangeDetails details={entry.details} />
              {entry.history ? (
                <Link
                  to={entry.history}
                  className="mt-1 inline-block text-sm font-medium underline underline-offset-2"
                >
                  History of this record
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {data.pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {data.page > 1 ? <Link to={`?page=${data.page - 1}`}>Newer</Link> : <span />}
          <span>
            Page {data.page} of {data.pages}
          </span>
          {data.page < data.pages ? <Link to={`?page=${data.page + 1}`}>Older</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
