import { Form } from "react-router";
import { FormState, SelectField, TextField } from "~/components/admin/fields";
import { useContentForm } from "~/components/admin/use-content-form";
import { Button } from "~/components/ui/button";
import {
  availabilityFormSchema,
  NEXT_BUSINESS_DAY,
  noticeHours,
  WINDOWS_PER_DAY,
  weekdayNames,
  weekdays,
} from "~/features/booking/availability";
import type { BookingPageData } from "~/features/booking/page-data";

/** The rows of a weekday, named for React by their place (a fixed list that never reorders). */
const rows = Array.from({ length: WINDOWS_PER_DAY }, (_, row) => ({ row, key: `window-${row}` }));

const noticeOptions = [
  { value: NEXT_BUSINESS_DAY, label: "The next business day" },
  ...noticeHours.map((hours) => ({ value: String(hours), label: hours === 1 ? "1 hour" : `${hours} hours` })),
];

/** The weekly hours for estimate visits and the rules around them; works without JavaScript. */
export function AvailabilityForm({ data }: { data: BookingPageData }) {
  const form = useContentForm(availabilityFormSchema);
  const saving = form.busy === "availability";
  return (
    <Form method="post" noValidate={form.noValidate} onSubmit={form.onSubmit} preventScrollReset>
      <FormState
        values={form.values && "visitMinutes" in form.values ? form.values : data.values}
        errorFor={form.errorFor}
      >
        <p className="text-sm text-muted-foreground">
          Times are in {data.timeZoneName}. Leave a row empty for no visits; a day can have two separate times
          (a morning and an evening, say).
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {weekdays.map((day) => (
            <fieldset key={day} className="grid gap-2 rounded-md border border-border p-3">
              <legend className="px-1 font-semibold">{weekdayNames[day]}</legend>
              {rows.map(({ row, key }) => (
                <div key={key} className="grid grid-cols-2 gap-2">
                  <TextField
                    type="time"
                    name={`windows.${day}.${row}.start`}
                    label={row === 0 ? "From" : "And from"}
                    optional
                  />
                  <TextField type="time" name={`windows.${day}.${row}.end`} label="To" optional />
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField name="visitMinutes" label="A visit takes (minutes)" inputMode="numeric" />
          <TextField
            name="bufferMinutes"
            label="Time kept free between visits (minutes)"
            hint="For driving and notes; also kept before and after your calendar's busy times."
            inputMode="numeric"
          />
          <SelectField name="notice" label="Notice you need" options={noticeOptions} />
          <TextField name="horizonDays" label="People may book up to (days ahead)" inputMode="numeric" />
          <TextField name="dailyCap" label="Visits a day, at most" inputMode="numeric" />
        </div>
      </FormState>
      <Button
        type="submit"
        name="intent"
        value="availability"
        className="mt-4 h-11 max-sm:w-full"
        disabled={saving}
      >
        {saving ? "Saving..." : "Save availability"}
      </Button>
    </Form>
  );
}
