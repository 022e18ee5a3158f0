import { Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { Button } from "~/components/ui/button";
import { ContentPage } from "./content-page";
import { MoveButtons } from "./row-button";

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
export function OpeningList({
  openings,
  flash,
}: {
  openings: OpeningRow[];
  flash?: { message: string; kind: "success" | "error" };
}) {
  return (
    <ContentPage
      title="Job openings"
      intro="The careers page lists the openings that are open today, in this order. An opening leaves the page (and what search engines read) by itself after its last day."
      actions={
        <Button asChild>
          <Link to="/admin/content/openings/new">
            <Plus aria-hidden="true" /> Add an opening
          </Link>
        </Button>
      }
    >
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      {openings.length === 0 ? <p className="rounded-md border border-border p-4">No openings yet.</p> : null}
      <ol className="space-y-3">
        {openings.map((job, index) => (
          <li
            key={job.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold">{job.title}</p>
              <p className="text-sm text-muted-foreground">
                {job.pay} · {stateText(job)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <MoveButtons id={job.id} name={job.title} index={index} count={openings.length} />
              <Button asChild variant="outline" size="sm">
                <Link to={`/admin/content/openings/${job.id}`}>
                  <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {job.title}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
