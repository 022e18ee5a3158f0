import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { type LeadVisit, visitStatusLabels } from "~/features/booking/visits-data";
import { VisitActions } from "./visit-actions";

/** A lead's booked estimate visit on its card: when, where it stands, and confirm / decline. */
export function LeadVisitPanel({ visit }: { visit: LeadVisit }) {
  const { name } = visit;
  return (
    <section
      aria-label={`Estimate visit with ${name}`}
      className="mt-3 rounded-md border border-border bg-muted/50 p-3"
      data-testid="lead-visit"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">Estimate visit: {visit.when}</span>
        <span className="text-sm text-muted-foreground">({visitStatusLabels[visit.status]})</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {visit.status === "requested" ? (
          <VisitActions id={visit.id} status={visit.status} who={name} back="/admin" />
        ) : null}
        <Link
          to={`/admin/visits#visit-${visit.id}`}
          className="inline-flex min-h-11 items-center text-sm underline"
        >
          See it in Visits
        </Link>
      </div>
    </section>
  );
}
