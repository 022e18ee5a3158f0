import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { CheckboxField, FormState, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { calendarFormSchema } from "~/features/booking/availability";
import type { BookingPageData } from "~/features/booking/page-data";
import { AvailabilityForm } from "./availability-form";
import { DaysOff } from "./days-off";

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-border p-4 first:mt-0 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CalendarForm({ calendar }: { calendar: BookingPageData["calendar"] }) {
  const form = useContentForm(calendarFormSchema);
  return (
    <>
      {calendar.url ? (
        <p className="text-sm" data-testid="calendar-status">
          {calendar.readAt
            ? `Last read: ${calendar.readAt}. ${calendar.busyCount === 1 ? "1 busy time" : `${calendar.busyCount} busy times`} ahead.`
            : "Not read yet."}
        </p>
      ) : null}
      {calendar.lastError ? (
        <p role="alert" className="mt-2 flex items-start gap-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            The last try ({calendar.triedAt}) did not work: {calendar.lastError}
            {calendar.readAt ? " Until it works again, the copy read last is used." : ""}
          </span>
        </p>
      ) : null}
      <Form
        method="post"
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        preventScrollReset
        className="mt-3"
      >
        <FormState
          values={form.values && "calendarUrl" in form.values ? form.values : { calendarUrl: calendar.url }}
          errorFor={form.errorFor}
        >
          <TextField
            type="url"
            name="calendarUrl"
            label="Your calendar's secret address"
            hint="Google Calendar: Settings, your calendar, “Secret address in iCal format”. iPhone: share the calendar as a public calendar and copy the link. Outlook: Settings, Shared calendars, Publish, the ICS link."
            optional
          />
        </FormState>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="calendar" className="h-11 max-sm:w-full">
            Save calendar address
          </Button>
          {calendar.url ? (
            <Button
              type="submit"
              name="intent"
              value="read-calendar"
              variant="outline"
              formNoValidate
              className="h-11 max-sm:w-full"
            >
              Read it now
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  );
}

function ConfirmModeForm({ on }: { on: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <FormState values={{ confirmEachVisit: on ? "on" : "" }} errorFor={() => undefined}>
        <CheckboxField
          name="confirmEachVisit"
          label="Confirm each visit myself"
          hint="A new booking waits for you: you get an alert, and confirm or decline it in one tap. The time is held for the customer meanwhile, and they get an e-mail either way."
        />
      </FormState>
      <Button type="submit" name="intent" value="confirm-mode" className="mt-4 h-11 max-sm:w-full">
        Save
      </Button>
    </Form>
  );
}

/** Where every "Schedule" button goes: booking on this site, or the owner's external scheduler. */
function SchedulingForm({ scheduling }: { scheduling: "here" | "external" }) {
  const choices = [
    {
      value: "here",
      label: "Book a visit on this site",
      hint: "Visitors pick one of your free times below.",
    },
    {
      value: "external",
      label: "My online scheduler link (external page, new tab)",
      hint: "The link is in Content, Business profile, Contact.",
    },
  ] as const;
  return (
    <Form method="post" preventScrollReset>
      <fieldset>
        <legend className="sr-only">Schedule buttons open</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-start gap-3 py-1">
            <input
              type="radio"
              name="scheduling"
              value={choice.value}
              defaultChecked={scheduling === choice.value}
              className="mt-1 size-5"
            />
            <span>
              {choice.label}
              <span className="block text-sm text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" name="intent" value="scheduling" className="mt-3 h-11 max-sm:w-full">
        Save
      </Button>
    </Form>
  );
}

/** /admin/booking: when estimate visits may be booked, and the next free times that gives. */
export function BookingPage({ data }: { data: BookingPageData }) {
  return (
    <AdminPage
      title="Booking"
      width="max-w-3xl"
      intro="When you can do estimate visits. Your calendar's busy times, your days off and these settings decide which times are free."
    >
      <Section id="scheduling-title" title="The Schedule buttons open">
        <SchedulingForm scheduling={data.scheduling} />
      </Section>
      <Section id="next-free-title" title="Next free visit times">
        {data.slots.length > 0 ? (
          <ul aria-labelledby="next-free-title" className="grid gap-1 sm:grid-cols-2" data-testid="next-free">
            {data.slots.map((slot) => (
              <li key={slot.at} className="rounded-md bg-muted px-3 py-2">
                <time dateTime={slot.at}>
                  <span className="font-semibold">{slot.day}</span>, {slot.time}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="next-free">
            No free times in the coming days: add hours below, or check your days off.
          </p>
        )}
      </Section>
      <Section id="confirm-title" title="New bookings">
        <ConfirmModeForm on={data.confirmEachVisit} />
      </Section>
      <Section id="hours-title" title="Your hours for visits">
        <AvailabilityForm data={data} />
      </Section>
      <Section id="days-off-title" title="Days off and holidays" intro="No visits are offered on these days.">
        <DaysOff daysOff={data.daysOff} />
      </Section>
      <Section
        id="calendar-title"
        title="Your calendar"
        intro="Paste your calendar's private address and the times you are busy there are never offered. The site reads it every few minutes; nobody else sees it."
      >
        <CalendarForm calendar={data.calendar} />
      </Section>
    </AdminPage>
  );
}
