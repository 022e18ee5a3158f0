import {
  CalendarClock,
  CalendarPlus,
  CircleAlert,
  CircleCheck,
  Clock,
  MapPin,
  Wrench,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { UnsentAlert } from "~/components/forms/unsent-alert";
import { Button } from "~/components/ui/button";
import { bookIntents, type VisitPageData } from "~/features/booking/visitor-pages";
import { useSite } from "~/lib/use-site";
import { TimeList } from "./time-list";

type Visit = Extract<VisitPageData, { state: "visit" }>;

/** /book/visit/:token: the visitor's visit, and changing or cancelling it (see visit-page.server.ts). */
export function VisitPage({ data, unsent = false }: { data: VisitPageData; unsent?: boolean }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
      <UnsentAlert unsent={unsent} />
      {data.state === "visit" ? <VisitDetails visit={data} /> : <RefusedLink reason={data.reason} />}
    </section>
  );
}

function RefusedLink({ reason }: { reason: "forged" | "expired" | "missing" }) {
  const { business, telHref } = useSite();
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {reason === "expired" ? "This link has expired" : "This link doesn't work"}
      </h1>
      <p className="mt-4 text-lg">
        {reason === "expired"
          ? "A visit's link works until the visit starts, so it can no longer change this one."
          : "We couldn't find a visit for this link. It may have been copied only in part."}{" "}
        Nothing was changed.
      </p>
      <p className="mt-4">
        To change a visit, call us at{" "}
        <a href={telHref} className="font-semibold underline underline-offset-2">
          {business.phone.display}
        </a>
        , or book a new one.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/book">Book a visit</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={telHref}>Call {business.phone.display}</a>
        </Button>
      </div>
    </>
  );
}

function Notice({ notice }: { notice: NonNullable<Visit["notice"]> }) {
  const done = notice.tone === "done";
  const Icon = done ? CircleCheck : CircleAlert;
  return (
    <div
      role={done ? "status" : "alert"}
      className={
        done
          ? "mb-6 flex gap-3 rounded-md border border-green-700/40 bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
          : "mb-6 flex gap-3 rounded-md border border-destructive/50 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{notice.text}</p>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    // A list's group holds only its term and description: the icon sits in the term.
    <div className="relative pl-8">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0.5 left-0 text-primary dark:text-blue-300">{icon}</span>
        {term}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function statusLine(status: Visit["status"], owner: string): string {
  switch (status) {
    case "confirmed":
      return "Confirmed: see you then.";
    case "requested":
      return `Waiting for ${owner} to confirm: you'll get an e-mail as soon as he does.`;
    case "cancelled":
      return "Cancelled.";
    case "declined":
      return `${owner} can't make this time: he'll get in touch to find another.`;
  }
}

function VisitDetails({ visit }: { visit: Visit }) {
  const { business, claims, telHref } = useSite();
  const active = visit.status === "requested" || visit.status === "confirmed";
  return (
    <>
      {visit.notice ? <Notice notice={visit.notice} /> : null}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Your free estimate visit</h1>
      <p className="mt-3 text-lg font-medium">{statusLine(visit.status, business.ownerFirstName)}</p>
      <dl className="mt-6 grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:grid-cols-2">
        <Fact icon={<CalendarClock className="size-5" aria-hidden="true" />} term="Date">
          {visit.date}
        </Fact>
        <Fact icon={<Clock className="size-5" aria-hidden="true" />} term="Time">
          {visit.time}
        </Fact>
        <Fact icon={<MapPin className="size-5" aria-hidden="true" />} term="Address">
          {visit.address || "We'll confirm it with you by phone."}
        </Fact>
        <Fact icon={<Wrench className="size-5" aria-hidden="true" />} term="Service">
          {visit.service}
        </Fact>
      </dl>
      {active && visit.view === "visit" ? (
        <>
          <h2 className="mt-8 text-xl font-semibold">What happens at the visit</h2>
          <p className="mt-2">
            {business.ownerFirstName} comes to look at the job, measures, and answers your questions. The
            visit is free, and you get a written quote {claims.quoteTime}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              {/* A plain download (reloadDocument): the file, not a page. */}
              <a href={`/book/visit/${visit.token}/calendar.ics`} download="estimate-visit.ics">
                <CalendarPlus aria-hidden="true" /> Add to my calendar
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="?change=1">
                <CalendarClock aria-hidden="true" /> Pick another time
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="?cancel=1">
                <X aria-hidden="true" /> Cancel the visit
              </Link>
            </Button>
          </div>
        </>
      ) : null}
      {visit.view === "change" ? <ChangeTime visit={visit} /> : null}
      {visit.view === "cancel" ? <ConfirmCancel visit={visit} /> : null}
      <p className="mt-10 text-muted-foreground">
        Questions? Call us at{" "}
        <a href={telHref} className="font-medium text-foreground underline underline-offset-2">
          {business.phone.display}
        </a>
        .
      </p>
    </>
  );
}

function ChangeTime({ visit }: { visit: Visit }) {
  return (
    <section aria-labelledby="change-heading" className="mt-8">
      <h2 id="change-heading" className="mb-4 text-xl font-semibold">
        Pick another time
      </h2>
      {visit.days.length > 0 ? (
        <TimeList days={visit.days} hidden={{ intent: bookIntents.move }} verb="Move to" />
      ) : (
        <p>No other time is free in the coming weeks: please call us to move the visit.</p>
      )}
      <p className="mt-6">
        <Link to="." className="font-medium underline underline-offset-2">
          Keep the current time
        </Link>
      </p>
    </section>
  );
}

function ConfirmCancel({ visit }: { visit: Visit }) {
  return (
    <section aria-labelledby="cancel-heading" className="mt-8 rounded-xl border border-border bg-card p-5">
      <h2 id="cancel-heading" className="text-xl font-semibold">
        Cancel the visit on {visit.date}?
      </h2>
      <p className="mt-2">The time is freed for someone else. You can always book a new one.</p>
      <Form method="post" className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={bookIntents.cancel} />
        <Button type="submit" size="lg" variant="destructive">
          Yes, cancel the visit
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to=".">No, keep it</Link>
        </Button>
      </Form>
    </section>
  );
}
