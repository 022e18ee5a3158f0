import { Form } from "react-router";
import { FormState, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import { dayOffSchema } from "~/features/booking/availability";
import type { BookingPageData } from "~/features/booking/page-data";

/** The days off and holidays (single days or ranges): listed, each removable, and a form to add one. */
export function DaysOff({ daysOff }: { daysOff: BookingPageData["daysOff"] }) {
  const form = useContentForm(dayOffSchema);
  return (
    <>
      {daysOff.length > 0 ? (
        <ul aria-label="Days off" className="mt-3 divide-y divide-border border-y border-border">
          {daysOff.map((off) => (
            <li key={off.index} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {off.label}
                {off.note ? <span className="text-sm text-muted-foreground"> · {off.note}</span> : null}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="index" value={off.index} />
                <Button type="submit" name="intent" value="remove-day-off" variant="outline" className="h-11">
                  Remove<span className="sr-only"> {off.label}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No days off yet.</p>
      )}
      <Form
        method="post"
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        preventScrollReset
        className="mt-4"
      >
        <FormState values={form.values && "from" in form.values ? form.values : {}} errorFor={form.errorFor}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField type="date" name="from" label="First day off" />
            <TextField type="date" name="to" label="Last day, if several" optional />
            <TextField name="note" label="Note (only you see it)" optional />
          </div>
        </FormState>
        <Button type="submit" name="intent" value="add-day-off" className="mt-4 h-11 max-sm:w-full">
          Add time off
        </Button>
      </Form>
    </>
  );
}
