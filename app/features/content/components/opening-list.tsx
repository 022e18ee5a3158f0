import { Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { Button } from "~/components/ui/button";

export interface OpeningRow {
  id: string;
  title: string;
  pay: string;
  postedFrom: string;
  postedUntil: string;
  hidden: boolean;
  state: "open" | "upcoming" | "closed" | "hidden";
}

const stateText = (job: OpeningRow) =>
  ({
    open: `Open now, until ${job.postedUntil}`,
    upcoming: `Opens ${job.postedFrom}`,
    closed: `Closed on ${job.postedUntil}: no longer on the careers page`,
    hidden: "Hidden",
  })[job.state];

/** The careers page's openings, in its order, with when each is listed. */
export function OpeningList({ openings }: { openings: OpeningRow[] }) {
  return (
    <AdminPage
      title="Job openings"
      intro="The careers page lists the openings that are open today, in this order. An opening leaves the page (and what search engines read) by itself after its last day."
      actions={
        <Button asChild>
          <Link to={href("/admin/content/openings/:id", { id: "new" })}>
            <Plus aria-hidden="true" /> Add an opening
          </Link>
        </Button>
      }
    >
      {openings.length === 0 ? <p className="rounded-md border border-border p-4">No openings yet.</p> : null}
      <ol className="space-y-3">
        {openings.map((job, index) => (
          <RecordRow
            key={job.id}
            id={job.id}
            name={job.title}
            layout="card"
            title={job.title}
            order={{ index, count: openings.length }}
            edit={href("/admin/content/openings/:id", { id: job.id })}
          >
            <p className="text-sm text-muted-foreground">
              {job.pay} · {stateText(job)}
            </p>
          </RecordRow>
        ))}
      </ol>
    </AdminPage>
  );
}
