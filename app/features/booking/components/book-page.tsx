import { CalendarCheck } from "lucide-react";
import { useMemo } from "react";
import { Form } from "react-router";
import { ErrorNote } from "~/components/forms/error-note";
import { FormField } from "~/components/forms/form-field";
import { UnsentAlert } from "~/components/forms/unsent-alert";
import { ScheduleLink } from "~/components/layout/schedule-link";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/form-controls";
import type { BookPageData } from "~/features/booking/visitor-pages";
import { bookIntents } from "~/features/booking/visitor-pages";
import { contactServices, DEFAULT_CONTACT_SERVICE, HoneypotField, VisitFields } from "~/features/leads";
import { SUBMISSION_KEY_FIELD } from "~/lib/form-result";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";
import { TimeList } from "./time-list";

/** /book: "Book a visit", the visitor's details, then the free times (see book-page.server.ts). */
export function BookPage({ data, unsent = false }: { data: BookPageData; unsent?: boolean }) {
  const { business } = useSite();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Book a free estimate visit</h1>
      <UnsentAlert unsent={unsent} />
      {data.step === "details" ? (
        <>
          <p className="mt-3 text-muted-foreground">
            Step 1 of 2: tell us who you are and where the job is. Next you pick a time for{" "}
            {business.ownerFirstName} to come by.
          </p>
          <DetailsForm data={data} />
        </>
      ) : data.step === "times" ? (
        <TimesStep data={data} />
      ) : (
        <Closed />
      )}
    </section>
  );
}

function DetailsForm({ data }: { data: Extract<BookPageData, { step: "details" }> }) {
  const hydrated = useHydrated();
  // One key per filled form: a post sent again after a lost answer stores one lead.
  const submissionKey = useMemo(() => (hydrated ? crypto.randomUUID() : ""), [hydrated]);
  const values = data.values;
  const errorFor = (field: string) => data.issues.find((issue) => issue.field === field)?.message;
  return (
    <Form method="post" className="mt-6 space-y-5">
      {data.message ? <ErrorNote>{data.message}</ErrorNote> : null}
      {data.issues.length > 0 ? <ErrorNote>Please check the fields marked below.</ErrorNote> : null}
      <input type="hidden" name="intent" value={bookIntents.details} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="name" label="Name" error={errorFor("name")}>
          {(props) => <Input {...props} required autoComplete="name" defaultValue={values.name} />}
        </FormField>
        <FormField name="phone" label="Phone" error={errorFor("phone")}>
          {(props) => <Input {...props} type="tel" required autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
        <FormField name="email" label="Email" error={errorFor("email")}>
          {(props) => (
            <Input {...props} type="email" required autoComplete="email" defaultValue={values.email} />
          )}
        </FormField>
        <FormField name="service" label="Service" error={errorFor("service")}>
          {(props) => (
            <Select {...props} defaultValue={values.service ?? DEFAULT_CONTACT_SERVICE}>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        name="address"
        label="Address of the job"
        hint="Street address, or at least the town or ZIP code."
        error={errorFor("address")}
      >
        {(props) => <Input {...props} required autoComplete="street-address" defaultValue={values.address} />}
      </FormField>
      <FormField name="note" label="Anything we should know?" optional error={errorFor("note")}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            placeholder="The rooms or surfaces, a gate code, the best way in."
            defaultValue={values.note}
          />
        )}
      </FormField>
      {submissionKey ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} /> : null}
      <HoneypotField />
      <VisitFields />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <CalendarCheck aria-hidden="true" /> See free times
      </Button>
    </Form>
  );
}

function TimesStep({ data }: { data: Extract<BookPageData, { step: "times" }> }) {
  const { business, telHref } = useSite();
  return (
    <div id="times" className="scroll-mt-28">
      <p className="mt-3 text-muted-foreground">
        Step 2 of 2: pick a time. Your details are saved, so {business.ownerFirstName} will get back to you
        either way.
      </p>
      {data.message ? <ErrorNote>{data.message}</ErrorNote> : null}
      {data.days.length > 0 ? (
        <div className="mt-6">
          <h2 className="mb-4 text-xl font-semibold">Free times</h2>
          <TimeList
            days={data.days}
            hidden={{ intent: bookIntents.book, token: data.token, key: data.key }}
            street={
              data.askStreetIn === undefined
                ? undefined
                : { place: data.askStreetIn, value: data.street, error: data.streetError }
            }
          />
        </div>
      ) : (
        <p className="mt-6 rounded-md border border-border bg-card p-4">
          No visit times are free in the coming weeks. {business.ownerFirstName} will call you to find one, or
          call us at{" "}
          <a href={telHref} className="font-semibold underline underline-offset-2">
            {business.phone.display}
          </a>
          .
        </p>
      )}
      <p className="mt-8 text-sm text-muted-foreground">
        Times are in {business.timeZoneName}. None of these suits you? Call{" "}
        <a href={telHref} className="font-medium text-foreground underline underline-offset-2">
          {business.phone.display}
        </a>
        .
      </p>
    </div>
  );
}

function Closed() {
  const { business, telHref, schedule } = useSite();
  return (
    <div className="mt-4 space-y-4">
      <p>
        Visits are not booked on this page. Pick a time with our online scheduler, or call us and we'll find
        one together.
      </p>
      <div className="flex flex-wrap gap-3">
        {schedule.external ? (
          <Button asChild size="lg">
            <ScheduleLink>
              <CalendarCheck aria-hidden="true" /> Schedule Free Estimate
            </ScheduleLink>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <a href={telHref}>Call {business.phone.display}</a>
        </Button>
      </div>
    </div>
  );
}
