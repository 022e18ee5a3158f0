import { Link } from "react-router";
import type { Change } from "~/lib/admin-form";

const entityLabels: Record<string, string> = {
  business_profile: "Business profile",
  testimonial: "Testimonial",
  job_opening: "Job opening",
  blog_post: "Blog post",
  blog_category: "Blog category",
};

export interface ActivityData {
  page: number;
  pages: number;
  timeZoneName: string;
  entries: {
    id: number;
    at: string;
    atText: string;
    who: string;
    entity: string;
    entityId: string;
    action: string;
    changes: Change[];
  }[];
}

/** /admin/activity: every change to the site's content, who made it and what it changed. */
export function ActivityLog({ data }: { data: ActivityData }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Activity</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Every change to the site's content, newest first, with the values before and after. Times are{" "}
        {data.timeZoneName}.
      </p>
      {data.entries.length === 0 ? (
        <p className="mt-6 rounded-md border border-border p-4">No changes yet.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-border p-4">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">
                  {entityLabels[entry.entity] ?? entry.entity}: {entry.action}
                </span>
                <span className="text-sm text-muted-foreground">
                  <time dateTime={entry.at}>{entry.atText}</time> by {entry.who}
                </span>
              </p>
              {entry.changes.length > 0 ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-muted-foreground">
                    {entry.changes.length} {entry.changes.length === 1 ? "value" : "values"} changed
                  </summary>
                  <div className="mt-2 overflow-x-auto">
                    <table className="w-full min-w-[32rem] border-collapse text-left">
                      <thead>
                        <tr className="border-b border-border">
                          <th scope="col" className="py-1 pr-3 font-semibold">
                            Field
                          </th>
                          <th scope="col" className="py-1 pr-3 font-semibold">
                            Before
                          </th>
                          <th scope="col" className="py-1 font-semibold">
                            After
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {entry.changes.map((change) => (
                          <tr key={change.field} className="border-b border-border align-top">
                            <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal">
                              {change.field}
                            </th>
                            <td className="py-1 pr-3 break-words whitespace-pre-wrap">
                              {change.before || "—"}
                            </td>
                            <td className="py-1 break-words whitespace-pre-wrap">{change.after || "—"}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
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
