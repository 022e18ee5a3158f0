import { MapPin, Phone } from "lucide-react";
import { Form, href, useActionData } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FormState, SelectField, TextField } from "~/components/admin/fields";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { type VisitsPageData, type VisitView, visitStatusLabels } from "~/features/booking/visits-data";
import type { ContentFormResult } from "~/lib/admin-form";
import { VisitActions } from "./visit-actions";

function Photos({ visit }: { visit: VisitView }) {
  const count = visit.photoIds.length;
  if (count === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${visit.name}`}>
      {visit.photoIds.map((id, index) => (
        <li key={id}>
          <a
            href={href("/admin/leads/photos/:id", { id })}
            target="_blank"
            rel="noopener"
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <img
              src={`${href("/admin/leads/photos/:id", { id })}?size=thumb`}
              alt={`${index + 1} of ${count} from ${visit.name}, full size`}
              width={80}
              height={80}
              loading="lazy"
              className="size-20 rounded-md border border-border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function VisitCard({ visit }: { visit: VisitView }) {
  const waiting = visit.status === "requested";
  return (
    <li
      id={`visit-${visit.id}`}
      className={cn(
        "scroll-mt-24 rounded-lg border p-4 target:ring-2 target:ring-ring",
        waiting ? "border-amber-500 dark:border-amber-400" : "border-border",
      )}
      data-testid="visit"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-lg font-bold">
          <time dateTime={visit.at}>{visit.time}</time>
          <span className="sr-only">, </span>
          <span className="block text-base font-semibold sm:inline sm:ps-2">{visit.name}</span>
        </h3>
        <p
          className={cn(
            "rounded-full px-2.5 py-0.5 text-sm font-semibold",
            waiting
              ? "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
              : "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
          )}
        >
          {visitStatusLabels[visit.status]}
        </p>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="sr-only sm:not-sr-only sm:font-semibold">Phone</dt>
        <dd>
          <a
            href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {visit.phone}
          </a>
        </dd>
        <dt className="sr-only sm:not-sr-only sm:font-semibold">Address</dt>
        <dd>
          {visit.mapsUrl ? (
            <a
              href={visit.mapsUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-2 underline"
            >
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {visit.address}
              <span className="sr-only"> (map, opens in a new tab)</span>
            </a>
          ) : (
            "No address given"
          )}
        </dd>
        <dt className="font-semibold">Service</dt>
        <dd>{visit.service || "Not given"}</dd>
        {visit.message ? (
          <>
            <dt className="font-semibold">Message</dt>
            <dd className="whitespace-pre-line break-words">{visit.message}</dd>
          </>
        ) : null}
      </dl>
      <Photos visit={visit} />
      <div className="mt-3">
        <VisitActions id={visit.id} status={visit.status} who={visit.name} />
      </div>
    </li>
  );
}

function BookForLead({ data }: { data: VisitsPageData }) {
  const answer = useActionData() as ContentFormResult | undefined;
  const errorFor = (field: string) => answer?.issues?.find((issue) => issue.field === field)?.message;
  if (data.leads.length === 0 || data.slots.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {data.slots.length === 0
          ? "No free times in the coming days: add hours on the Booking page."
          : "Every new lead already has a visit."}
      </p>
    );
  }
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset>
      {answer && !answer.ok ? (
        <p role="alert" className="font-semibold text-destructive sm:col-span-2">
          {answer.message}
        </p>
      ) : null}
      <FormState values={answer?.values ?? {}} errorFor={errorFor}>
        <SelectField
          name="leadId"
          label="Who"
          options={[
            { value: "", label: "Choose a lead" },
            ...data.leads.map((l) => ({ value: l.id, label: l.label })),
          ]}
        />
        <SelectField
          name="start"
          label={`When (${data.timeZoneName})`}
          options={[
            { value: "", label: "Choose a time" },
            ...data.slots.map((s) => ({ value: s.at, label: s.label })),
          ]}
        />
        <TextField name="address" label="Street address of the visit" autoComplete="off" wide />
      </FormState>
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="book" className="h-11 max-sm:w-full">
          Book the visit
        </Button>
      </div>
    </Form>
  );
}

/** /admin/visits: the estimate visits to come, by day, with what the owner needs at the door. */
export function VisitsPage({ data }: { data: VisitsPageData }) {
  return (
    <AdminPage
      title="Visits"
      width="max-w-3xl"
      intro={`Estimate visits to come, by day (${data.timeZoneName}). Confirm or decline the ones waiting for you; the customer gets an e-mail either way.`}
    >
      {data.days.length === 0 ? (
        <p data-testid="no-visits">No visits booked yet. New bookings show up here and on your phone.</p>
      ) : (
        data.days.map((day) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`} className="mt-6 first:mt-0">
            <h2 id={`day-${day.day}`} className="text-xl font-bold">
              {day.heading}
            </h2>
            <ul className="mt-2 grid gap-3">
              {day.visits.map((visit) => (
                <VisitCard key={visit.id} visit={visit} />
              ))}
            </ul>
          </section>
        ))
      )}
      <section aria-labelledby="book-title" className="mt-8 rounded-lg border border-border p-4 sm:p-5">
        <h2 id="book-title" className="text-lg font-bold">
          Book a visit for someone who called
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The customer gets the same e-mail as when they book on the site, and the visit goes to your
          calendar.
        </p>
        <div className="mt-3">
          <BookForLead data={data} />
        </div>
      </section>
    </AdminPage>
  );
}
