import { History } from "lucide-react";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";

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
    details: { label: string; before: string; after: string }[];
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
              {entry.details.length > 0 ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer py-2 text-muted-foreground">
                    What changed ({entry.details.length})
                  </summary>
                  <ul className="mt-1 space-y-2">
                    {entry.details.map((detail) => (
                      <li key={`${detail.label}:${detail.before}:${detail.after}`} className="break-words">
                        <span className="font-semibold">{capitalize(detail.label)}:</span>{" "}
                        {detail.before ? (
                          <>
                            <del className="text-muted-foreground">{detail.before}</del> →{" "}
                          </>
                        ) : null}
                        <span className="whitespace-pre-wrap">{detail.after || "(empty)"}</span>
                      </li>
                    ))}
                  </ul>
                </details>
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

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
